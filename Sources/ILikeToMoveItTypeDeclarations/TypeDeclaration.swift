/// A type declaration as an app states it in its Info.plist, independent of any platform.
///
/// Each entry of `UTExportedTypeDeclarations` or `UTImportedTypeDeclarations` becomes one
/// value: its `UTTypeIdentifier`, its `UTTypeConformsTo` parents, its `UTTypeDescription` and
/// its `UTTypeTagSpecification`. Identifiers are plain strings, so the value works the same on
/// Apple platforms (where the system reads the Info.plist) and on Linux (where
/// `UTType.register(_:)` makes the types known).
///
/// ```swift
/// let bird = TypeDeclaration(
///     identifier: "com.example.bird",
///     conformsTo: ["public.json"],
///     description: "Bird",
///     filenameExtensions: ["bird"],
///     mimeTypes: ["application/x-bird"]
/// )
/// ```
public struct TypeDeclaration: Hashable, Sendable {
    /// Whether the app owns the type (exported) or uses a type another party owns (imported).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Declared under `UTExportedTypeDeclarations`: the app defines the type.
        case exported
        /// Declared under `UTImportedTypeDeclarations`: the app uses a type defined elsewhere.
        case imported

        /// The Info.plist key that lists declarations of this kind.
        public var infoPlistKey: String {
            switch self {
            case .exported: "UTExportedTypeDeclarations"
            case .imported: "UTImportedTypeDeclarations"
            }
        }
    }

    /// Where a declaration sits in an Info.plist: the list and the position in it.
    public struct Location: Hashable, Sendable, CustomStringConvertible {
        /// The list the entry belongs to.
        public var kind: Kind
        /// The zero-based position of the entry in its list.
        public var index: Int

        /// Creates a location.
        ///
        /// - Parameters:
        ///   - kind: The list the entry belongs to.
        ///   - index: The zero-based position of the entry in that list.
        public init(kind: Kind, index: Int) {
            self.kind = kind
            self.index = index
        }

        /// The location as `UTExportedTypeDeclarations[2]`.
        public var description: String { "\(kind.infoPlistKey)[\(index)]" }
    }

    /// The type identifier (`UTTypeIdentifier`), for example `com.example.bird`.
    public var identifier: String
    /// The identifiers of the direct parents (`UTTypeConformsTo`), in declaration order.
    public var conformsTo: [String]
    /// The human-readable description (`UTTypeDescription`), if any.
    public var description: String?
    /// The tags (`UTTypeTagSpecification`) by tag class, such as `public.filename-extension`,
    /// each list in declaration order (preferred first).
    public var tagSpecification: [String: [String]]
    /// Whether the type is exported or imported.
    public var kind: Kind
    /// Where the declaration was read from, or `nil` for declarations made in code.
    public var location: Location?

    /// Creates a declaration.
    ///
    /// - Parameters:
    ///   - identifier: The type identifier, for example `com.example.bird`.
    ///   - conformsTo: The identifiers of the direct parents. Types that are dragged, dropped
    ///     or saved should conform, directly or through a parent, to `public.data`.
    ///   - description: A human-readable description.
    ///   - filenameExtensions: Filename extensions without the leading dot, preferred first.
    ///   - mimeTypes: MIME types, preferred first.
    ///   - kind: Whether the app exports or imports the type.
    ///   - location: Where the declaration was read from, if anywhere.
    public init(
        identifier: String,
        conformsTo: [String],
        description: String? = nil,
        filenameExtensions: [String] = [],
        mimeTypes: [String] = [],
        kind: Kind = .exported,
        location: Location? = nil
    ) {
        var tags: [String: [String]] = [:]
        if !filenameExtensions.isEmpty { tags[TypeTagClassName.filenameExtension] = filenameExtensions }
        if !mimeTypes.isEmpty { tags[TypeTagClassName.mimeType] = mimeTypes }
        self.init(
            identifier: identifier,
            conformsTo: conformsTo,
            description: description,
            tagSpecification: tags,
            kind: kind,
            location: location
        )
    }

    /// Creates a declaration from a raw tag specification.
    ///
    /// - Parameters:
    ///   - identifier: The type identifier.
    ///   - conformsTo: The identifiers of the direct parents.
    ///   - description: A human-readable description.
    ///   - tagSpecification: Tags by tag class, each list preferred first.
    ///   - kind: Whether the app exports or imports the type.
    ///   - location: Where the declaration was read from, if anywhere.
    public init(
        identifier: String,
        conformsTo: [String],
        description: String? = nil,
        tagSpecification: [String: [String]],
        kind: Kind = .exported,
        location: Location? = nil
    ) {
        self.identifier = identifier
        self.conformsTo = conformsTo
        self.description = description
        self.tagSpecification = tagSpecification
        self.kind = kind
        self.location = location
    }

    /// The declared filename extensions, preferred first.
    public var filenameExtensions: [String] { tagSpecification[TypeTagClassName.filenameExtension] ?? [] }

    /// The declared MIME types, preferred first.
    public var mimeTypes: [String] { tagSpecification[TypeTagClassName.mimeType] ?? [] }
}

/// The raw names of the two standard tag classes, usable where `UTTagClass` is not.
package enum TypeTagClassName {
    package static let filenameExtension = "public.filename-extension"
    package static let mimeType = "public.mime-type"
}
