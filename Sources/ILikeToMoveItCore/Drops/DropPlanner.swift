/// Places dropped items into lists: pure functions over arrays, safe however stale the
/// drop's information is.
///
/// Guarantees, for any target and any edits made to the lists before the call:
/// - every dropped item ends up in the destination exactly once, unless its identity is
///   already there (then the existing one stays; it is reported in ``DropOutcome/skipped``);
/// - on a move, an original leaves its source only when its item was placed, so nothing is
///   lost; items the drop does not carry keep their relative order;
/// - no index is trusted: targets are resolved now (see ``DropTarget``), and every value
///   of a target, including `.index(Int.min)` and `.index(Int.max)`, is defined.
///
/// ```swift
/// let outcome = DropPlanner.move(loadedBirds, from: &left, to: &right, at: .before(robin.id))
/// ```
public enum DropPlanner {
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
    public static func insert<Item: Identifiable>(
        _ items: [Item], into list: inout [Item], at target: DropTarget<Item.ID>, skippingExisting: Bool = true
    ) -> DropOutcome<Item.ID> {
        var none: [Item] = []
        return place(items.map { DroppedItem($0, sourceID: nil) }, source: &none, destination: &list,
                     sameList: false, target: target, operation: .copy, skippingExisting: skippingExisting)
    }

    /// Moves items from one list to another.
    ///
    /// - Parameters:
    ///   - items: The loaded items, in drop order; each one's original is found in `source`
    ///     by ``DroppedItem/sourceID``.
    ///   - source: The list they were dragged from, as it is now.
    ///   - destination: The list they were dropped on, as it is now.
    ///   - target: Where they go in `destination`.
    /// - Returns: What was inserted, removed and skipped.
    /// - Complexity: O(*n* + *m* + *k*).
    @discardableResult
    public static func move<Item: Identifiable>(
        _ items: [DroppedItem<Item>], from source: inout [Item], to destination: inout [Item], at target: DropTarget<Item.ID>
    ) -> DropOutcome<Item.ID> {
        place(items, source: &source, destination: &destination, sameList: false,
              target: target, operation: .move, skippingExisting: true)
    }

    /// Moves items from one list to another, each original found by the item's own identity.
    @discardableResult
    public static func move<Item: Identifiable>(
        _ items: [Item], from source: inout [Item], to destination: inout [Item], at target: DropTarget<Item.ID>
    ) -> DropOutcome<Item.ID> {
        move(items.map { DroppedItem($0) }, from: &source, to: &destination, at: target)
    }

    /// Moves items to another place in the same list.
    ///
    /// - Parameters:
    ///   - items: The loaded items, in drop order.
    ///   - list: The list as it is now.
    ///   - target: Where they go, counted in the list before the moved items are taken out.
    /// - Returns: What was inserted (re-placed) and removed.
    /// - Complexity: O(*n* + *k*).
    @discardableResult
    public static func move<Item: Identifiable>(
        _ items: [DroppedItem<Item>], within list: inout [Item], to target: DropTarget<Item.ID>
    ) -> DropOutcome<Item.ID> {
        var unused: [Item] = []
        return place(items, source: &unused, destination: &list, sameList: true,
                     target: target, operation: .move, skippingExisting: true)
    }

    /// Moves items within a list, each original found by the item's own identity.
    @discardableResult
    public static func move<Item: Identifiable>(
        _ items: [Item], within list: inout [Item], to target: DropTarget<Item.ID>
    ) -> DropOutcome<Item.ID> {
        move(items.map { DroppedItem($0) }, within: &list, to: target)
    }

    /// The one algorithm behind every entry point. When `sameList` is true, `destination` is
    /// also the source and `source` is ignored.
    static func place<Item: Identifiable>(
        _ dropped: [DroppedItem<Item>],
        source: inout [Item],
        destination: inout [Item],
        sameList: Bool,
        target: DropTarget<Item.ID>,
        operation: DropOperation,
        skippingExisting: Bool
    ) -> DropOutcome<Item.ID> {
        var outcome = DropOutcome<Item.ID>()
        let isMove = operation == .move
        let destinationIDs = Set(destination.map(\.id))
        let leaving: Set<Item.ID> = sameList && isMove ? Set(dropped.compactMap(\.sourceID)) : []

        var seen: Set<Item.ID> = []
        var incoming: [Item] = []
        var removals: Set<Item.ID> = []
        for entry in dropped {
            let id = entry.id
            guard seen.insert(id).inserted else {
                outcome.skipped.append(id)
                continue
            }
            let present = destinationIDs.contains(id) && !leaving.contains(id)
            if present && (isMove || skippingExisting) {
                outcome.skipped.append(id)
                // The item is already where it was dropped, so its original may go.
                if isMove, let sourceID = entry.sourceID, sourceID == id, !sameList { removals.insert(sourceID) }
                continue
            }
            incoming.append(entry.item)
            if isMove, let sourceID = entry.sourceID { removals.insert(sourceID) }
        }

        let offset = target.offset(in: destination, id: \.id)
        if sameList {
            let before = destination[..<offset].count { !removals.contains($0.id) }
            outcome.removedFromSource = destination.filter { removals.contains($0.id) }.map(\.id)
            destination.removeAll { removals.contains($0.id) }
            destination.insert(contentsOf: incoming, at: before)
            outcome.insertionOffset = before
        } else {
            if isMove {
                outcome.removedFromSource = source.filter { removals.contains($0.id) }.map(\.id)
                source.removeAll { removals.contains($0.id) }
            }
            destination.insert(contentsOf: incoming, at: offset)
            outcome.insertionOffset = offset
        }
        outcome.inserted = incoming.map(\.id)
        return outcome
    }
}
