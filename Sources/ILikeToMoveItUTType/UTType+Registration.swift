#if !canImport(UniformTypeIdentifiers)
import ILikeToMoveItTypeDeclarations
import Foundation

extension UTType {
    /// Makes declared types known, as the system does with an app's Info.plist on Apple
    /// platforms. Available only where the portable `UTType` is used.
    ///
    /// After registration `UTType("com.example.bird")` finds the type, with its parents, tags
    /// and description, and filename-extension and MIME lookups return it. Registration is all
    /// or nothing and safe to call from any thread. Registering the same declarations again, or
    /// importing a type that is already known, changes nothing.
    ///
    /// ```swift
    /// try UTType.register([
    ///     TypeDeclaration(identifier: "com.example.bird", conformsTo: ["public.json"], filenameExtensions: ["bird"]),
    /// ])
    /// ```
    ///
    /// - Parameter declarations: The declarations to add.
    /// - Throws: ``TypeDeclarationError`` for the first invalid declaration (missing or
    ///   duplicate identifier, unknown parent, conformance cycle); nothing is registered then.
    /// - Complexity: O(*n* · *d* + *t*) for *n* declarations of hierarchy depth *d* and *t*
    ///   types already known; conformance and tag lookups stay O(1) afterwards.
    public static func register(_ declarations: [TypeDeclaration]) throws {
        try TypeRegistry.register(declarations)
    }

    /// Registers the exported and imported type declarations of an Info.plist.
    ///
    /// - Parameter data: The bytes of an XML or binary Info.plist.
    /// - Returns: The declarations that were read.
    /// - Throws: ``TypeDeclarationError`` when the Info.plist cannot be read, an entry has the
    ///   wrong shape, or a declaration is invalid; nothing is registered then.
    @discardableResult
    public static func registerTypeDeclarations(fromInfoPlist data: Data) throws -> [TypeDeclaration] {
        let declarations = try TypeDeclaration.declarations(fromInfoPlist: data)
        try register(declarations)
        return declarations
    }
}
#endif
