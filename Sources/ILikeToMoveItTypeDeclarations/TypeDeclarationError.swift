/// A problem in a set of type declarations, naming the entry it was found in.
///
/// The ``description`` says which entry is wrong (`UTExportedTypeDeclarations[1]
/// (com.example.bird)`), what is wrong and what to change, so it can be shown to a developer
/// as is.
public struct TypeDeclarationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// The data is not a property list; the associated text is the parser's explanation.
        case unreadablePropertyList(String)
        /// The property list's top level is not a dictionary.
        case topLevelNotADictionary
        /// A value has the wrong type: `key` is the Info.plist key (or key path), `expected`
        /// describes what is allowed.
        case wrongValueType(key: String, expected: String)
        /// The entry has no `UTTypeIdentifier`, or it is empty.
        case missingIdentifier
        /// The identifier was declared before, at the given location (`nil` when the earlier
        /// declaration is a system type or one registered earlier).
        case duplicateIdentifier(firstDeclaredAt: TypeDeclaration.Location?)
        /// A `UTTypeConformsTo` entry names a type that is neither a system type nor declared.
        case unknownParent(String)
        /// The type conforms to itself through the listed chain, which starts and ends with
        /// the entry's identifier (a self-reference is a chain of two).
        case conformanceCycle([String])
    }

    /// What is wrong.
    public var reason: Reason
    /// The entry concerned, when the problem belongs to one entry.
    public var location: TypeDeclaration.Location?
    /// The identifier of the entry concerned, when it has one.
    public var identifier: String?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - reason: What is wrong.
    ///   - location: The entry concerned, if any.
    ///   - identifier: The identifier of the entry concerned, if known.
    public init(_ reason: Reason, location: TypeDeclaration.Location? = nil, identifier: String? = nil) {
        self.reason = reason
        self.location = location
        self.identifier = identifier
    }

    /// The entry, the problem and the fix, in one or two sentences.
    public var description: String {
        let entry = entryName
        switch reason {
        case .unreadablePropertyList(let detail):
            return "The data is not a readable property list (\(detail)). Pass the bytes of an XML or binary Info.plist."
        case .topLevelNotADictionary:
            return "The Info.plist's top level is not a dictionary. An Info.plist is a dictionary of keys such as UTExportedTypeDeclarations."
        case .wrongValueType(let key, let expected):
            return "\(entry): \(key) must be \(expected)."
        case .missingIdentifier:
            return "\(entry) has no UTTypeIdentifier. Add a UTTypeIdentifier string such as com.example.bird."
        case .duplicateIdentifier(let first):
            let earlier = first.map { "at \($0)" } ?? "by the system or an earlier registration"
            return "\(entry): \(quoted(identifier)) is already declared \(earlier). Keep one declaration of each type."
        case .unknownParent(let parent):
            return "\(entry) conforms to '\(parent)', which is neither a system type nor declared. Declare '\(parent)' in UTExportedTypeDeclarations or UTImportedTypeDeclarations, or fix UTTypeConformsTo."
        case .conformanceCycle(let chain):
            return "\(entry) conforms to itself (\(chain.joined(separator: " → "))). Remove one of these UTTypeConformsTo entries."
        }
    }

    private var entryName: String {
        switch (location, identifier) {
        case let (location?, identifier?): "\(location) (\(identifier))"
        case let (location?, nil): "\(location)"
        case let (nil, identifier?): "The declaration of \(identifier)"
        case (nil, nil): "A type declaration"
        }
    }

    private func quoted(_ identifier: String?) -> String {
        identifier.map { "'\($0)'" } ?? "the type"
    }
}
