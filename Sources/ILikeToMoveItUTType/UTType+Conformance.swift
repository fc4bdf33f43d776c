#if !canImport(UniformTypeIdentifiers)
import ILikeToMoveItTypeDeclarations
extension UTType {
    /// Whether this type is the given type or conforms to it, directly or indirectly.
    ///
    /// ```swift
    /// UTType.utf8PlainText.conforms(to: .text)  // true
    /// UTType.text.conforms(to: .text)           // true
    /// UTType.text.conforms(to: .utf8PlainText)  // false
    /// ```
    ///
    /// - Parameter type: The candidate supertype.
    /// - Returns: `true` if the types are equal or `type` is an ancestor of this type.
    /// - Complexity: O(1) on average.
    public func conforms(to type: UTType) -> Bool {
        let record = record
        let other = type.captured
        if other.number >= 0 { return record.conforms(to: other) }
        // A type named in code before its declaration was registered has a number only in
        // the registry's current record.
        return record.conforms(to: type.record)
    }

    /// Whether the given type conforms to this one and is not equal to it.
    ///
    /// - Parameter type: The candidate subtype.
    /// - Returns: `true` if `type` conforms to this type and differs from it.
    /// - Complexity: O(1) on average.
    public func isSupertype(of type: UTType) -> Bool {
        type != self && type.conforms(to: self)
    }

    /// Whether this type conforms to the given type and is not equal to it.
    ///
    /// - Parameter type: The candidate supertype.
    /// - Returns: `true` if this type conforms to `type` and differs from it.
    /// - Complexity: O(1) on average.
    public func isSubtype(of type: UTType) -> Bool {
        type != self && conforms(to: type)
    }

    /// Every type this one conforms to, directly or indirectly, not including itself.
    ///
    /// Checking one conformance with ``conforms(to:)`` is cheaper than building this set.
    ///
    /// - Complexity: O(*a* + *t* / 64) for *a* ancestors and *t* known types.
    public var supertypes: Set<UTType> {
        let record = record
        let graph = TypeRegistry.snapshot
        var result: Set<UTType> = []
        record.ancestorNumbers.forEach { number in
            if let ancestor = graph.record(number: number) { result.insert(UTType(record: ancestor)) }
        }
        for key in record.unknownParentKeys {
            if let parent = graph.records[key] { result.insert(UTType(record: parent)) }
        }
        return result
    }
}
#endif
