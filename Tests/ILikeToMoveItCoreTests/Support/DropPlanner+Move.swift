@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore

// Test support: moves between and within plain arrays through the placement every drop uses
// (`DropPlanner.place`), for the tests of that placement and of the documentation's examples.

extension DropPlanner {
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
    static func move<Item: Identifiable>(
        _ items: [DroppedItem<Item>], from source: inout [Item], to destination: inout [Item], at target: DropTarget<Item.ID>
    ) -> DropOutcome<Item.ID> {
        var others = [source]
        defer { source = others[0] }
        return place(items, others: &others, destination: &destination,
                     target: target, operation: .move, skippingExisting: true)
    }

    /// Moves items from one list to another, each original found by the item's own identity.
    @discardableResult
    static func move<Item: Identifiable>(
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
    static func move<Item: Identifiable>(
        _ items: [DroppedItem<Item>], within list: inout [Item], to target: DropTarget<Item.ID>
    ) -> DropOutcome<Item.ID> {
        var none: [[Item]] = []
        return place(items, others: &none, destination: &list,
                     target: target, operation: .move, skippingExisting: true)
    }

    /// Moves items within a list, each original found by the item's own identity.
    @discardableResult
    static func move<Item: Identifiable>(
        _ items: [Item], within list: inout [Item], to target: DropTarget<Item.ID>
    ) -> DropOutcome<Item.ID> {
        move(items.map { DroppedItem($0) }, within: &list, to: target)
    }
}
