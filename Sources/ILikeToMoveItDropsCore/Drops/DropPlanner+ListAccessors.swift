extension DropPlanner {
    /// Places the outcomes of a drop's loads into the list behind `destination` and writes
    /// every list back: the whole step a drop destination runs once every load has reported.
    ///
    /// It decides as the array form of `place(_:into:at:movingFrom:)` does, against
    /// the lists as they are now, then writes **the sources first and the destination last**,
    /// each from a fresh read rather than from the copy it decided on:
    ///
    /// 1. each source in turn is read again and, if it holds a placed item's identity, written
    ///    without it (a source listed twice finds nothing left the second time);
    /// 2. the destination is read again (a source that is the destination has just taken the
    ///    moved items out of it), the placed identities are taken out, and the placed items go
    ///    in where it was decided (should a write through an accessor have changed the
    ///    destination otherwise, before the item that followed them, or at the end).
    ///
    /// So whatever accessors share storage (a source that is the destination, a source listed
    /// twice, two lists each a source of the other) every placed identity ends exactly once,
    /// in the destination, and every other item keeps its list and its relative order. A drop
    /// within one list (the destination among `sources`) gives the list and the outcome a
    /// move within that list gives: the moved identities are in ``DropOutcome/relocated``.
    /// A source is written only when it loses an item, the destination only when an item is
    /// placed.
    ///
    /// ```swift
    /// // .onInsert(of: Bird.self, into: $birds, movingFrom: [$birds, $otherBirds])
    /// let outcome = DropPlanner.place(results, into: birds, at: target, movingFrom: [birds, otherBirds])
    /// ```
    ///
    /// - Parameters:
    ///   - results: One outcome per provider, in provider order.
    ///   - destination: The list dropped on.
    ///   - target: Where the items go, resolved against the destination now.
    ///   - sources: The lists the items may come from, in any number and any aliasing; empty
    ///     for a copy (which skips identities the destination already has).
    /// - Returns: What was inserted, removed, skipped, relocated and what failed.
    /// - Complexity: O(*n* + *m* + *k*) reads of list elements, and one read per accessor plus
    ///   one more of the destination.
    @discardableResult
    static func place<Item: Identifiable>(
        _ results: [Result<Item, ItemProviderError>],
        into destination: ListAccessor<Item>,
        at target: DropTarget<Item.ID>,
        movingFrom sources: [ListAccessor<Item>]
    ) -> DropOutcome<Item.ID> {
        var decided = destination.value
        var others = sources.map(\.value)
        let outcome = place(results, into: &decided, at: target, movingFrom: &others)
        guard !outcome.inserted.isEmpty else { return outcome }
        guard !sources.isEmpty else {
            // A copy writes only the destination, which nothing else was written to.
            destination.value = decided
            return outcome
        }
        // On a move every placed identity leaves wherever it is and comes back at the target.
        let placed = Set(outcome.inserted)
        for source in sources {
            let now = source.value
            if now.contains(where: { placed.contains($0.id) }) {
                source.value = now.filter { !placed.contains($0.id) }
            }
        }
        let block = outcome.insertionOffset..<(outcome.insertionOffset + outcome.inserted.count)
        var list = destination.value.filter { !placed.contains($0.id) }
        let staying = decided[..<block.lowerBound] + decided[block.upperBound...]
        let offset: Int
        if list.map(\.id) == staying.map(\.id) {
            offset = block.lowerBound
        } else {
            // A write through an accessor changed the destination in another way than taking
            // the placed items out: the items go in before the one that followed them.
            let follower: DropTarget<Item.ID> = block.upperBound < decided.count ? .before(decided[block.upperBound].id) : .end
            offset = follower.offset(in: list, id: \.id)
        }
        list.insert(contentsOf: decided[block], at: offset)
        destination.value = list
        return outcome
    }
}
