#if !canImport(UniformTypeIdentifiers)
import ILikeToMoveItTypeDeclarations
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
        // The first declared type with the tag is the answer when there is one: take it
        // without building the list `types(tag:tagClass:conformingTo:)` returns.
        if !tag.isEmpty, !tagClass.rawValue.isEmpty,
           let record = TypeRegistry.records(forTag: tag, tagClass: tagClass.rawValue)
               .first(where: { record in supertype.map { record.conforms(to: $0.captured) } ?? true }) {
            self.init(record: record)
            return
        }
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
    ///   type; empty when the tag or the tag class is empty. Where the freedesktop.org
    ///   shared-mime-info database is installed (`/usr/share/mime`), it fills in what the
    ///   declarations lack: the alias `image/pjpeg` is found as `image/jpeg`, hence ``jpeg``, and
    ///   a dynamic type for an extension such as `cs` carries the database's MIME type
    ///   (`text/x-csharp`) and conforms to ``plainText``, its parent there.
    /// - Complexity: O(*k*) for *k* types sharing the tag.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        types(tag: tag, tagClass: tagClass, conformingTo: supertype, in: TypeRegistry.snapshot, mimeDatabase: .installed)
    }

    /// ``types(tag:tagClass:conformingTo:)`` against a given graph and shared-mime-info database.
    ///
    /// When no declared type carries the tag, the database (if any) is consulted: an extension's
    /// MIME types and a MIME type's canonical name may belong to a declared type; otherwise the
    /// dynamic type also carries the MIME type (or extension) the database associates, and
    /// conforms to the nearest declared type of a parent MIME type, when that one conforms to
    /// `supertype`.
    static func types(
        tag: String,
        tagClass: UTTagClass,
        conformingTo supertype: UTType?,
        in graph: TypeGraph,
        mimeDatabase: SharedMIMEDatabase?
    ) -> [UTType] {
        guard !tag.isEmpty, !tagClass.rawValue.isEmpty else { return [] }
        func accepts(_ record: TypeRecord) -> Bool {
            supertype.map { record.conforms(to: $0.captured) } ?? true
        }
        func declared(_ tag: String, _ tagClass: UTTagClass) -> [UTType] {
            graph.records(forTag: tag, tagClass: tagClass.rawValue).filter(accepts).map(UTType.init(record:))
        }
        let found = declared(tag, tagClass)
        if !found.isEmpty { return found }

        var tags = [(tagClass: tagClass.rawValue, tag: tag)]
        var parents = supertype.map { [$0.identifier] } ?? []
        if let mimeDatabase {
            let mimeTypes = switch tagClass {
            case .filenameExtension: mimeDatabase.mimeTypesByExtension[tag.lowercased()] ?? []
            case .mimeType: [tag]
            default: [String]()
            }
            for mimeType in mimeTypes {
                let viaMIMEType = declared(mimeDatabase.canonical(mimeType), .mimeType)
                if !viaMIMEType.isEmpty { return viaMIMEType }
            }
            if let mimeType = mimeTypes.first {
                let canonical = mimeDatabase.canonical(mimeType)
                if tagClass == .filenameExtension {
                    tags.append((UTTagClass.mimeType.rawValue, canonical))
                } else if let ext = mimeDatabase.extensionsByMIMEType[canonical]?.first {
                    tags.append((UTTagClass.filenameExtension.rawValue, ext))
                }
                for ancestor in mimeDatabase.lineage(of: canonical).dropFirst() {
                    if let record = graph.records(forTag: ancestor, tagClass: UTTagClass.mimeType.rawValue).first(where: accepts) {
                        parents = [record.identifier]
                        break
                    }
                }
            }
        }
        var tagsByClass: [String: [String]] = [:]
        for (tagClass, tag) in tags { tagsByClass[tagClass, default: []].append(tag) }
        let ancestry = graph.ancestry(of: parents)
        return [UTType(record: TypeRecord(
            identifier: DynamicTypeIdentifier.encode(tags: tags, conformsTo: parents),
            parents: parents,
            tags: tagsByClass,
            description: nil,
            origin: .dynamic,
            ancestorNumbers: ancestry.numbers,
            unknownParentKeys: ancestry.unknownKeys
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
