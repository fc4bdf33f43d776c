/// Everything known about one type: the portable model behind a `UTType`.
///
/// A class, immutable once made: a `UTType` and the registry's tables share one record, so
/// copying a type costs one reference count rather than one per field.
package final class TypeRecord: Hashable, Sendable {
    /// Where the record came from.
    package enum Origin: Hashable, Sendable {
        /// Declared by the system table.
        case system
        /// Registered from an exported declaration.
        case exported
        /// Registered from an imported declaration.
        case imported
        /// Made up for a tag no declared type has (`dyn.` identifier).
        case dynamic
        /// Named in code (`UTType(exportedAs:)`) but not declared.
        case undeclared

        /// Whether the type is known to the registry.
        package var isDeclared: Bool {
            switch self {
            case .system, .exported, .imported: true
            case .dynamic, .undeclared: false
            }
        }
    }

    /// The identifier as declared.
    package let identifier: String
    /// The identifiers of the direct parents, as declared.
    package let parents: [String]
    /// The keys (see ``TypeGraph/key(_:)``) of every type this one conforms to, directly or
    /// indirectly, excluding itself.
    package let ancestors: Set<String>
    /// Tags by tag class, preferred first.
    package let tags: [String: [String]]
    /// The human-readable description, if declared.
    package let description: String?
    /// Where the record came from.
    package let origin: Origin

    /// The lookup key of the identifier, computed once: conformance checks compare it on every call.
    package let key: String
    /// The record's number in the ``TypeGraph`` that holds it, unique in that graph and in
    /// every graph registered after it; `-1` for a record no graph holds (a dynamic type, or
    /// one named in code but not declared).
    package let number: Int
    /// The numbers of every type in ``ancestors``, when ``number`` is not `-1`.
    package let ancestorNumbers: TypeNumberSet

    package init(
        identifier: String,
        parents: [String],
        ancestors: Set<String>,
        tags: [String: [String]],
        description: String?,
        origin: Origin,
        number: Int = -1,
        ancestorNumbers: TypeNumberSet = TypeNumberSet()
    ) {
        self.number = number
        self.ancestorNumbers = ancestorNumbers
        self.identifier = identifier
        self.key = TypeGraph.key(identifier)
        self.parents = parents
        self.ancestors = ancestors
        self.tags = tags
        self.description = description
        self.origin = origin
    }

    /// Whether this type is `other` or conforms to it.
    ///
    /// Two records of the registry's graph compare numbers: one bit test, no hashing. Any
    /// other record compares keys (see ``conforms(toKey:)``).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    package func conforms(to other: TypeRecord) -> Bool {
        if number >= 0, other.number >= 0 {
            return number == other.number || ancestorNumbers.contains(other.number) || key == other.key
        }
        return conforms(toKey: other.key)
    }

    /// Whether the record conforms to the type with the given key (true for itself).
    ///
    /// - Complexity: O(1) on average, after hashing the key.
    package func conforms(toKey key: String) -> Bool {
        self.key == key || ancestors.contains(key)
    }

    package static func == (lhs: TypeRecord, rhs: TypeRecord) -> Bool {
        lhs === rhs
            || (lhs.identifier == rhs.identifier && lhs.parents == rhs.parents && lhs.ancestors == rhs.ancestors
                && lhs.tags == rhs.tags && lhs.description == rhs.description && lhs.origin == rhs.origin)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(origin)
    }
}
