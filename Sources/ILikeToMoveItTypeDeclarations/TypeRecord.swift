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
    /// The numbers of every type this one conforms to, directly or indirectly, excluding
    /// itself. A graph's ``TypeGraph/record(number:)`` turns them back into records.
    package let ancestorNumbers: TypeNumberSet
    /// The keys (see ``TypeGraph/key(_:)``) of parents no graph knew when the record was made.
    /// Always empty for a record a graph holds, whose parents are all known; a dynamic or
    /// undeclared type may name a parent registered only later.
    package let unknownParentKeys: Set<String>

    package init(
        identifier: String,
        parents: [String],
        tags: [String: [String]],
        description: String?,
        origin: Origin,
        number: Int = -1,
        ancestorNumbers: TypeNumberSet = TypeNumberSet(),
        unknownParentKeys: Set<String> = []
    ) {
        self.number = number
        self.ancestorNumbers = ancestorNumbers
        self.identifier = identifier
        self.key = TypeGraph.key(identifier)
        self.parents = parents
        self.unknownParentKeys = unknownParentKeys
        self.tags = tags
        self.description = description
        self.origin = origin
    }

    /// Whether this type is `other` or conforms to it.
    ///
    /// Numbers decide when `other` belongs to the registry's graph: one bit test, no hashing.
    /// Otherwise `other` is a dynamic or undeclared type, which only itself and the types
    /// naming it as a parent before it was known can conform to; their keys are compared.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    package func conforms(to other: TypeRecord) -> Bool {
        if other.number >= 0, number == other.number || ancestorNumbers.contains(other.number) {
            return true
        }
        return conforms(byKeyTo: other)
    }

    /// The rest of ``conforms(to:)``: the same key, or a parent unknown when this record was made.
    private func conforms(byKeyTo other: TypeRecord) -> Bool {
        key == other.key || (!unknownParentKeys.isEmpty && unknownParentKeys.contains(other.key))
    }

    package static func == (lhs: TypeRecord, rhs: TypeRecord) -> Bool {
        lhs === rhs
            || (lhs.identifier == rhs.identifier && lhs.parents == rhs.parents
                && lhs.ancestorNumbers == rhs.ancestorNumbers && lhs.unknownParentKeys == rhs.unknownParentKeys
                && lhs.tags == rhs.tags && lhs.description == rhs.description && lhs.origin == rhs.origin)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(origin)
    }
}
