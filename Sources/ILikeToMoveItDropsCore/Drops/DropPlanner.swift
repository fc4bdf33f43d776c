/// Places dropped items into lists: pure functions over arrays, safe however stale the
/// drop's information is.
///
/// Guarantees, for any target and any edits made to the lists before the call:
/// - every dropped item ends up in the destination exactly once. On a move, an item already
///   in the destination is relocated to the target; on a copy or insert that skips existing
///   identities, the existing one stays and the item is reported in ``DropOutcome/skipped``;
/// - on a move, an original leaves its source only when its item was placed, so nothing is
///   lost; items the drop does not carry keep their relative order;
/// - no index is trusted: targets are resolved now (see ``DropTarget``), and every value
///   of a target, including `.index(Int.min)` and `.index(Int.max)`, is defined.
///
/// ```swift
/// let outcome = DropPlanner.insert(loadedBirds, into: &birds, at: .before(robin.id))
/// ```
package enum DropPlanner {
    /// Inserts items (a copy or an external drop).
    ///
    /// - Parameters:
    ///   - items: The loaded items, in drop order.
    ///   - list: The destination as it is now.
    ///   - target: Where they go.
    ///   - skippingExisting: When `true`, items whose identity the list already has are
    ///     skipped; when `false` they are inserted anyway (the app then owns the duplicate
    ///     identity, for example by giving copies fresh identities first).
    /// - Returns: What was inserted and skipped.
    /// - Complexity: O(*n* + *k*) for *n* list items and *k* dropped items.
    @discardableResult
    package static func insert<Item: Identifiable>(
        _ items: [Item], into list: inout [Item], at target: DropTarget<Item.ID>, skippingExisting: Bool = true
    ) -> DropOutcome<Item.ID> {
        var none: [[Item]] = []
        return place(items.map { DroppedItem($0, sourceID: nil) }, others: &none, destination: &list,
                     target: target, operation: .copy, skippingExisting: skippingExisting)
    }

    /// The one algorithm behind every entry point: originals of placed items leave every list
    /// in `others` and the destination (moves only), then the items go in at the target.
    ///
    /// On a move an item already in the destination under its own identity is relocated to
    /// the target rather than skipped, so the drop wins and nothing is duplicated.
    package static func place<Item: Identifiable>(
        _ dropped: [DroppedItem<Item>],
        others: inout [[Item]],
        destination: inout [Item],
        target: DropTarget<Item.ID>,
        operation: DropOperation,
        skippingExisting: Bool
    ) -> DropOutcome<Item.ID> {
        var outcome = DropOutcome<Item.ID>()
        let isMove = operation == .move

        var seen: Set<Item.ID> = []
        let isRepeat = dropped.map { !seen.insert($0.id).inserted }
        // Identities that leave their place and come back at the target.
        let relocating: Set<Item.ID> = isMove
            ? Set(zip(dropped, isRepeat).filter { !$1 && $0.sourceID == $0.id }.map(\.0.id)) : []
        let destinationIDs = Set(destination.map(\.id))

        var incoming: [Item] = []
        var removals: [Item.ID] = []
        for (entry, isRepeat) in zip(dropped, isRepeat) {
            let present = destinationIDs.contains(entry.id) && !relocating.contains(entry.id)
            if isRepeat || (present && (isMove || skippingExisting)) {
                outcome.skipped.append(entry.id)
                continue
            }
            incoming.append(entry.item)
            if isMove, let sourceID = entry.sourceID { removals.append(sourceID) }
        }

        let removing = Set(removals)
        var removed: Set<Item.ID> = []
        if isMove {
            for index in others.indices {
                removed.formUnion(others[index].lazy.map(\.id).filter(removing.contains))
                others[index].removeAll { removing.contains($0.id) }
            }
            removed.formUnion(destination.lazy.map(\.id).filter(removing.contains))
        }
        let offset = target.offset(in: destination, id: \.id)
        let kept = destination[..<offset].lazy.filter { !removing.contains($0.id) }.count
        destination.removeAll { removing.contains($0.id) }
        destination.insert(contentsOf: incoming, at: kept)

        var reported: Set<Item.ID> = []
        outcome.removedFromSource = removals.filter { removed.contains($0) && reported.insert($0).inserted }
        outcome.relocated = outcome.removedFromSource.filter(destinationIDs.contains)
        outcome.insertionOffset = kept
        outcome.inserted = incoming.map(\.id)
        return outcome
    }
}
