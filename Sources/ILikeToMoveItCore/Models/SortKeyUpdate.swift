/// A new sort key for one item of a list ordered by a stored key, such as a SwiftData model's
/// `order` property: the item at ``offset`` (counted in the list before the move) gets ``key``.
///
/// `sortKeyUpdates(movingOffsets:toOffset:)` returns these for a move in `onMove`'s shape, so
/// that sorting the items by their keys afterwards gives the moved list:
///
/// ```swift
/// .accessibilityMoveableList(chores, id: \.id, label: \.title) { source, destination in
///     for update in chores.map(\.order).sortKeyUpdates(movingOffsets: source, toOffset: destination) {
///         chores[update.offset].order = update.key
///     }
/// }
/// ```
public struct SortKeyUpdate<Key> {
    /// The item's offset in the list before the move (the offset `onMove` counts in).
    public var offset: Int
    /// The item's new sort key.
    public var key: Key

    /// Creates an update.
    ///
    /// - Parameters:
    ///   - offset: The item's offset in the list before the move.
    ///   - key: The item's new sort key.
    public init(offset: Int, key: Key) {
        self.offset = offset
        self.key = key
    }
}

extension SortKeyUpdate: Equatable where Key: Equatable {}
extension SortKeyUpdate: Hashable where Key: Hashable {}
extension SortKeyUpdate: Sendable where Key: Sendable {}
