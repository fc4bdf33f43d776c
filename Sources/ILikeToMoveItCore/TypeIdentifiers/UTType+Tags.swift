#if !canImport(UniformTypeIdentifiers)
extension UTType {
    /// Creates the type for a filename extension.
    ///
    /// Equivalent to ``init(tag:tagClass:conformingTo:)`` with `.filenameExtension`.
    ///
    /// ```swift
    /// UTType(filenameExtension: "png")                      // .png
    /// UTType(filenameExtension: "bird")?.isDynamic          // true (nobody declared it)
    /// ```
    ///
    /// - Parameters:
    ///   - filenameExtension: The extension without the leading dot; matched ignoring case.
    ///   - supertype: A type the result must conform to.
    /// - Returns: The first declared type with the extension that conforms to `supertype`,
    ///   else a dynamic type; `nil` for an empty extension.
    /// - Complexity: O(*k*) for *k* types sharing the extension.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// Creates the type for a MIME type.
    ///
    /// Equivalent to ``init(tag:tagClass:conformingTo:)`` with `.mimeType`.
    ///
    /// - Parameters:
    ///   - mimeType: The MIME type, for example `image/png`; matched ignoring case.
    ///   - supertype: A type the result must conform to.
    /// - Returns: The first declared type with the MIME type that conforms to `supertype`,
    ///   else a dynamic type; `nil` for an empty MIME type.
    /// - Complexity: O(*k*) for *k* types sharing the MIME type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// Creates the type for a tag.
    ///
    /// - Parameters:
    ///   - tag: The tag, for example `png` or `image/png`.
    ///   - tagClass: The tag's class.
    ///   - supertype: A type the result must conform to, or `nil` for no requirement.
    /// - Returns: The first declared type carrying the tag and conforming to `supertype`; when
    ///   there is none, a dynamic type whose `dyn.a…` identifier encodes the tag and
    ///   `supertype`; `nil` when the tag or the tag class is empty.
    /// - Complexity: O(*k*) for *k* types sharing the tag.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard let first = Self.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first else { return nil }
        self = first
    }

    /// Every type carrying a tag.
    ///
    /// - Parameters:
    ///   - tag: The tag, for example `png` or `image/png`; matched ignoring case.
    ///   - tagClass: The tag's class.
    ///   - supertype: A type the results must conform to, or `nil` for no requirement.
    /// - Returns: The declared types carrying the tag and conforming to `supertype`, system types
    ///   first, then registered ones in registration order; when there are none, one dynamic
    ///   type; empty when the tag or the tag class is empty.
    /// - Complexity: O(*k*) for *k* types sharing the tag.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        guard !tag.isEmpty, !tagClass.rawValue.isEmpty else { return [] }
        let graph = TypeRegistry.snapshot
        let found = graph.records(forTag: tag, tagClass: tagClass.rawValue)
            .filter { record in supertype.map { record.conforms(toKey: $0.key) } ?? true }
            .map(UTType.init(record:))
        if !found.isEmpty { return found }
        let parents = supertype.map { [$0.identifier] } ?? []
        return [UTType(record: TypeRecord(
            identifier: DynamicTypeIdentifier.encode(tag: tag, tagClass: tagClass.rawValue, conformsTo: supertype?.identifier),
            parents: parents,
            ancestors: graph.closure(of: parents),
            tags: [tagClass.rawValue: [tag]],
            description: nil,
            origin: .dynamic
        ))]
    }

    /// The type's tags by class, each list preferred first.
    ///
    /// Only the standard classes (`.filenameExtension`, `.mimeType`) of declared types are kept,
    /// as on Apple platforms; a dynamic type has the tag it was made for.
    public var tags: [UTTagClass: [String]] {
        let record = record
        var result: [UTTagClass: [String]] = [:]
        for (tagClass, values) in record.tags where !values.isEmpty {
            let standard = tagClass == TypeTagClassName.filenameExtension || tagClass == TypeTagClassName.mimeType
            if standard || record.origin == .dynamic {
                result[UTTagClass(rawValue: tagClass)] = values
            }
        }
        return result
    }
}
#endif
