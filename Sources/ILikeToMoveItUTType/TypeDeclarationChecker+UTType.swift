#if !canImport(UniformTypeIdentifiers)
import ILikeToMoveItTypeDeclarations
import Foundation

extension TypeDeclarationChecker {
    /// Checks the declarations of an Info.plist against the types an app uses, given as types.
    ///
    /// The same as checking the types' identifiers, for
    /// code that already lists its types, such as a `Providable` type's `writableTypes`.
    ///
    /// ```swift
    /// let report = try TypeDeclarationChecker.check(infoPlist: data, usedTypes: Bird.writableTypes)
    /// ```
    ///
    /// - Parameters:
    ///   - infoPlist: The bytes of an XML or binary Info.plist.
    ///   - usedTypes: The types the app reads or writes.
    /// - Returns: The findings.
    /// - Throws: ``TypeDeclarationError`` when the Info.plist cannot be read or an entry has
    ///   the wrong shape.
    /// - Complexity: O(*n* · *d* + *u* · *d*) for *n* declarations, *u* used types and hierarchy
    ///   depth *d*.
    public static func check(infoPlist: Data, usedTypes: [UTType]) throws -> TypeDeclarationReport {
        try check(infoPlist: infoPlist, usedTypes: usedTypes.map(\.identifier))
    }
}
#endif
