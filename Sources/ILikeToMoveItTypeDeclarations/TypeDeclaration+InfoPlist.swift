import Foundation

extension TypeDeclaration {
    /// Reads the exported and imported type declarations of an Info.plist.
    ///
    /// Accepts XML and binary property lists. Exported declarations come first, then imported
    /// ones, each in file order, with their ``location`` set. `UTTypeConformsTo` and each
    /// `UTTypeTagSpecification` value may be a string or an array of strings; tag classes other
    /// than strings are rejected, unknown keys are ignored. An Info.plist without either key
    /// yields an empty array.
    ///
    /// Reading checks only the shape of each entry. Duplicates, unknown parents and cycles are
    /// found by ``validate(_:)`` (or reported by `UTType.register(_:)` on Linux).
    ///
    /// ```swift
    /// let declarations = try TypeDeclaration.declarations(fromInfoPlist: data)
    /// ```
    ///
    /// - Parameter data: The bytes of an Info.plist.
    /// - Returns: The declarations, exported first.
    /// - Throws: ``TypeDeclarationError`` naming the entry and key when the data is not a
    ///   property list (or is one that nests deeper than 512 levels, or whose shared binary
    ///   objects expand to more than 100,000 values), its top level is not a dictionary, a declaration list is not an array,
    ///   an entry is not a dictionary, an entry lacks `UTTypeIdentifier`, or a value has the
    ///   wrong type.
    /// - Complexity: O(*n*) in the size of the data.
    public static func declarations(fromInfoPlist data: Data) throws -> [TypeDeclaration] {
        let root: PropertyListValue
        do {
            root = try PropertyListValue.read(data)
        } catch {
            throw TypeDeclarationError(.unreadablePropertyList(String(describing: error)))
        }
        guard let dictionary = root.dictionary else {
            throw TypeDeclarationError(.topLevelNotADictionary)
        }
        var result: [TypeDeclaration] = []
        for kind in Kind.allCases {
            guard let list = dictionary[kind.infoPlistKey] else { continue }
            guard let entries = list.array else {
                throw TypeDeclarationError(.wrongValueType(key: kind.infoPlistKey, expected: "an array of dictionaries"))
            }
            for (index, entry) in entries.enumerated() {
                let location = Location(kind: kind, index: index)
                result.append(try TypeDeclaration(infoPlistEntry: entry, location: location))
            }
        }
        return result
    }

    private init(infoPlistEntry entry: PropertyListValue, location: Location) throws {
        guard let entry = entry.dictionary else {
            throw TypeDeclarationError(.wrongValueType(key: "the entry", expected: "a dictionary"), location: location)
        }
        let rawIdentifier = entry["UTTypeIdentifier"]
        guard let rawIdentifier else {
            throw TypeDeclarationError(.missingIdentifier, location: location)
        }
        guard let identifier = rawIdentifier.string else {
            throw TypeDeclarationError(.wrongValueType(key: "UTTypeIdentifier", expected: "a string"), location: location)
        }
        guard !identifier.isEmpty else {
            throw TypeDeclarationError(.missingIdentifier, location: location)
        }
        func fail(_ key: String, _ expected: String) -> TypeDeclarationError {
            TypeDeclarationError(.wrongValueType(key: key, expected: expected), location: location, identifier: identifier)
        }
        let parents = try Self.strings(entry["UTTypeConformsTo"], orThrow: fail("UTTypeConformsTo", "a string or an array of strings"))
        var description: String?
        if let rawDescription = entry["UTTypeDescription"] {
            guard let text = rawDescription.string else { throw fail("UTTypeDescription", "a string") }
            description = text
        }
        var tags: [String: [String]] = [:]
        if let rawTags = entry["UTTypeTagSpecification"] {
            guard let specification = rawTags.dictionary else {
                throw fail("UTTypeTagSpecification", "a dictionary of tag classes")
            }
            // In tag-class order, so that of several malformed classes the same one is named
            // every time (a dictionary's order changes from one instance to the next).
            for (tagClass, value) in specification.sorted(by: { $0.key < $1.key }) {
                let key = "UTTypeTagSpecification.\(tagClass)"
                let values = try Self.strings(value, orThrow: fail(key, "a string or an array of strings"))
                if !values.isEmpty { tags[tagClass] = values }
            }
        }
        self.init(
            identifier: identifier,
            conformsTo: parents,
            description: description,
            tagSpecification: tags,
            kind: location.kind,
            location: location
        )
    }

    /// A string or an array of strings as an array; `nil` as an empty array.
    private static func strings(_ value: PropertyListValue?, orThrow error: TypeDeclarationError) throws -> [String] {
        switch value {
        case nil: return []
        case .string(let single)?: return [single]
        case .array(let many)?:
            var strings: [String] = []
            for element in many {
                guard let string = element.string else { throw error }
                strings.append(string)
            }
            return strings
        default: throw error
        }
    }
}
