extension Array where Element == UTType {
    /// Picks the representation to load, in the **reader's** order: for each readable type in
    /// turn (this array), the first offered identifier whose type conforms to it.
    ///
    /// So a reader of `[.bird, .plainText]` takes a bird representation wherever it sits in
    /// the offer, and falls back to text (`public.utf8-plain-text` included, by conformance)
    /// only when no bird is offered. An identifier the type system cannot resolve (an
    /// undeclared custom type) matches only a readable type with the same identifier.
    ///
    /// - Parameters:
    ///   - identifiers: The offered identifiers, highest fidelity first.
    ///   - resolved: `identifiers` resolved with `UTType(_:)`, computed once by the caller.
    /// - Returns: The match, or `nil` when nothing offered is readable.
    /// - Complexity: O(*r* × *o*) conformance checks.
    func negotiate(offered identifiers: [String], resolved: [UTType?]) -> TypeMatch? {
        for (readableIndex, readable) in enumerated() {
            let offeredIndex = identifiers.indices.first { index in
                identifiers[index] == readable.identifier || resolved[index]?.conforms(to: readable) == true
            }
            if let offeredIndex {
                return TypeMatch(
                    readableType: readable, readableIndex: readableIndex,
                    offeredIdentifier: identifiers[offeredIndex], offeredIndex: offeredIndex)
            }
        }
        return nil
    }

    /// ``negotiate(offered:resolved:)`` over identifiers as `NSItemProvider` lists them.
    func negotiate(offered identifiers: [String]) -> TypeMatch? {
        negotiate(offered: identifiers, resolved: identifiers.map { UTType($0) })
    }

    /// ``negotiate(offered:resolved:)`` over offered types.
    func negotiate(offered types: [UTType]) -> TypeMatch? {
        negotiate(offered: types.map(\.identifier), resolved: types)
    }
}
