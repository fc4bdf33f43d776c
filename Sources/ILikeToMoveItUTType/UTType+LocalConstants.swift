#if !canImport(UniformTypeIdentifiers)
import ILikeToMoveItTypeDeclarations
extension UTType {
    /// The type an app exports (declares as its own) with the given identifier.
    ///
    /// Use it for the app's own types, typically in a static constant:
    ///
    /// ```swift
    /// extension UTType {
    ///     static let bird = UTType(exportedAs: "com.example.bird", conformingTo: .json)
    /// }
    /// ```
    ///
    /// When the identifier is registered (see `UTType.register(_:)`), the result is the
    /// registered type, with its declared parents and tags, even if it was registered after
    /// this value was made. Otherwise the result is an undeclared type conforming to
    /// `parentType`, or to `public.data` when none is given; Apple documents this case as
    /// undefined, so declare the type.
    ///
    /// - Parameters:
    ///   - identifier: The type identifier.
    ///   - parentType: The type the declaration is expected to conform to.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(localIdentifier: identifier, parent: parentType)
    }

    /// The type an app imports (uses but does not own) with the given identifier.
    ///
    /// Behaves like ``init(exportedAs:conformingTo:)``. Apple may substitute another type that
    /// is preferred for the same filename extension; no substitution happens here.
    ///
    /// - Parameters:
    ///   - identifier: The type identifier.
    ///   - parentType: The type the declaration is expected to conform to.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(localIdentifier: identifier, parent: parentType)
    }

    private init(localIdentifier identifier: String, parent: UTType?) {
        if let record = TypeRegistry.record(for: identifier) {
            self.init(record: record)
            return
        }
        let parents = [parent?.identifier ?? "public.data"]
        let ancestry = TypeRegistry.snapshot.ancestry(of: parents)
        self.init(record: TypeRecord(
            identifier: identifier,
            parents: parents,
            tags: [:],
            description: nil,
            origin: .undeclared,
            ancestorNumbers: ancestry.numbers,
            unknownParentKeys: ancestry.unknownKeys
        ))
    }
}
#endif
