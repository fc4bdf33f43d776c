extension DropPlanner {
    /// Places the outcomes of a drop's loads, in provider order, into `destination`: the
    /// step a drop destination runs once every load has reported.
    ///
    /// Items that loaded go in at `target`, in drop order. With `sources`, the drop is a
    /// move: each placed item's original (the element with the item's identity) leaves
    /// whichever source list holds it, and an item already in `destination` is relocated to
    /// the target. Without sources it is a copy that skips identities `destination`
    /// already has. Failed loads place nothing, remove nothing, and are reported in
    /// ``DropOutcome/failures`` with their position.
    ///
    /// ```swift
    /// // Right list: birds dropped from anywhere; originals leave the left list.
    /// var sources = [left]
    /// let outcome = DropPlanner.place(results, into: &right, at: .before(crow.id), movingFrom: &sources)
    /// left = sources[0]
    /// ```
    ///
    /// - Parameters:
    ///   - results: One outcome per provider, in provider order (as
    ///     `loadItemResults(_:options:)` returns them).
    ///   - destination: The list dropped on, as it is now.
    ///   - target: Where the items go, resolved against `destination` now.
    ///   - sources: Other lists the items may come from, as they are now; empty for a copy.
    /// - Returns: What was inserted, removed, skipped and what failed.
    /// - Complexity: O(*n* + *m* + *k*) for *n* destination items, *m* source items and *k*
    ///   results.
    @discardableResult
    static func place<Item: Identifiable>(
        _ results: [Result<Item, ItemProviderError>],
        into destination: inout [Item],
        at target: DropTarget<Item.ID>,
        movingFrom sources: inout [[Item]]
    ) -> DropOutcome<Item.ID> {
        var items: [Item] = []
        var failures: [DropOutcome<Item.ID>.Failure] = []
        for (index, result) in results.enumerated() {
            switch result {
            case let .success(item): items.append(item)
            case let .failure(error): failures.append((index: index, error: error))
            }
        }
        var outcome = sources.isEmpty
            ? insert(items, into: &destination, at: target, skippingExisting: true)
            : place(items.map { DroppedItem($0) }, others: &sources, destination: &destination,
                    target: target, operation: .move, skippingExisting: true)
        outcome.failures = failures
        return outcome
    }
}
