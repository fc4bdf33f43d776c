extension Array where Element == UTType {
    /// Picks the representation to load, in the **reader's** order: for each readable type in
    /// turn (this array), the first offered type that conforms to it.
    ///
    /// So a reader of `[.bird, .plainText]` takes a bird representation wherever it sits in
    /// the offer, and falls back to text (`public.utf8-plain-text` included, by conformance)
    /// only when no bird is offered.
    ///
    /// ```swift
    /// [UTType.bird, .plainText].negotiate(offered: [.utf8PlainText])
    /// // readableType: public.plain-text, offeredIdentifier: public.utf8-plain-text
    /// ```
    ///
    /// - Parameter offered: The offered types, highest fidelity first.
    /// - Returns: The match, or `nil` when nothing offered conforms to a readable type.
    /// - Complexity: O(*r* × *o*) conformance checks.
    public func negotiate(offered: [UTType]) -> TypeMatch? {
        for (readableIndex, readable) in enumerated() {
            if let offeredIndex = offered.firstIndex(where: { $0.conforms(to: readable) }) {
                return TypeMatch(
                    readableType: readable, readableIndex: readableIndex,
                    offeredIdentifier: offered[offeredIndex].identifier, offeredIndex: offeredIndex
                )
            }
        }
        return nil
    }

    /// Picks the representation to load from offered type identifiers (as
    /// `NSItemProvider.registeredTypeIdentifiers` gives them), in the reader's order.
    ///
    /// An identifier that `UTType(_:)` resolves matches by conformance; one it cannot
    /// resolve (an undeclared custom type) matches only a readable type with the same
    /// identifier.
    ///
    /// - Parameter identifiers: The offered identifiers, highest fidelity first.
    /// - Returns: The match, or `nil` when nothing offered is readable.
    /// - Complexity: O(*r* × *o*) conformance checks.
    public func negotiate(offered identifiers: [String]) -> TypeMatch? {
        for (readableIndex, readable) in enumerated() {
            if let offeredIndex = identifiers.firstIndex(conformingTo: readable.identifier) {
                return TypeMatch(
                    readableType: readable, readableIndex: readableIndex,
                    offeredIdentifier: identifiers[offeredIndex], offeredIndex: offeredIndex
                )
            }
        }
        return nil
    }
}

extension Array where Element == String {
    /// The index of the first identifier whose type conforms to the type named `identifier`;
    /// identifiers the type system cannot resolve match only by equality.
    package func firstIndex(conformingTo identifier: String) -> Int? {
        let target = UTType(identifier)
        return firstIndex { offered in
            if offered == identifier { return true }
            guard let target, let type = UTType(offered) else { return false }
            return type.conforms(to: target)
        }
    }
}
