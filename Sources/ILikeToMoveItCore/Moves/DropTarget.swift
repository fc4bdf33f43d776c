/// Where dropped items go in a list, resolved against the list as it is **when the drop
/// completes**, not when the user let go.
///
/// Prefer an anchor (``before(_:)``, ``after(_:)``, ``start``, ``end``): it stays right while
/// rows are added or removed during loading. ``index(_:)`` is an offset into the list at
/// completion time, clamped to its bounds (so `Int.min` means the start and `Int.max` the
/// end).
///
/// ```swift
/// EmptyListPlaceholder()
///     .onDrop(of: Bird.self, into: $birds, at: .before(crow.id))
/// ```
///
/// An anchor item that has left the list by completion time resolves to the end. An anchor
/// that is itself being moved stands for the gap it leaves (the first remaining item after it).
public indirect enum DropTarget<ID: Hashable & Sendable>: Hashable, Sendable {
    // Indirect, as `MoveRequest`'s kind is: boxed payloads keep the generic enum's copies small.
    /// Before every item.
    case start
    /// After every item.
    case end
    /// Directly before the item with this identity.
    case before(ID)
    /// Directly after the item with this identity.
    case after(ID)
    /// At this offset (clamped to the list's bounds), counted in the list before moved items
    /// are taken out, as `onInsert`/`onMove` count.
    case index(Int)

    /// The anchor for a drop-time insertion offset: before the item at `index`, or ``end``
    /// when `index` is at or past the end (``start`` for an empty list's negative offsets).
    ///
    /// - Parameters:
    ///   - index: The offset the drop reported; any value is accepted.
    ///   - list: The list as it is now.
    /// - Returns: An anchor that survives edits made while the drop loads.
    package static func anchored<Item: Identifiable>(at index: Int, in list: [Item]) -> Self where Item.ID == ID {
        if index <= 0 { return list.first.map { .before($0.id) } ?? .start }
        return index < list.count ? .before(list[index].id) : .end
    }

    /// The offset in `list` this target names now, before any moved items are taken out.
    ///
    /// - Parameters:
    ///   - list: The list as it is now.
    ///   - id: How to read an element's identity.
    /// - Returns: An offset in `0...list.count`.
    /// - Complexity: O(*n*).
    package func offset<Element>(in list: [Element], id: (Element) -> ID) -> Int {
        switch self {
        case .start: 0
        case .end: list.count
        case let .index(index): Swift.min(Swift.max(index, 0), list.count)
        case let .before(anchor): list.firstIndex { id($0) == anchor } ?? list.count
        case let .after(anchor): list.firstIndex { id($0) == anchor }.map { $0 + 1 } ?? list.count
        }
    }
}
