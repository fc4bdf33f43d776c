#if !canImport(UniformTypeIdentifiers)
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
        record.conforms(to: type.captured)
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
    /// - Complexity: O(*a*) for *a* ancestors.
    public var supertypes: Set<UTType> {
        let graph = TypeRegistry.snapshot
        return Set(record.ancestors.compactMap { key in graph.records[key].map(UTType.init(record:)) })
    }
}
#endif
