/// One pointer drag that reorders a list or grid live: where the dragged item goes as the
/// pointer crosses other items, what a drop commits and what a cancel restores.
///
/// The session remembers only identities and the order at the start; every call takes the
/// list as it is now, so items inserted or removed while the drag lasts are handled by
/// identity. Each call returns at most one ``OffsetMove`` for the caller to apply to that list.
///
/// ```swift
/// var ids = ["a", "b", "c", "d"]
/// var session = LiveReorder(dragging: "b", in: ids, id: \.self)!
/// if let move = session.hover(over: "d", in: ids, id: \.self) { ids.applyMove(move) }  // a c d b
/// if let move = session.hover(over: "c", in: ids, id: \.self) { ids.applyMove(move) }  // a b c d
/// if let move = session.hover(over: "d", in: ids, id: \.self) { ids.applyMove(move) }  // a c d b
/// session.commit(in: ids, id: \.self)   // OffsetMove(from: 1, to: 3): undo, focus, announce
/// ```
///
/// - **Hover** moves the dragged item to the hovered item's place: after it when it lies
///   further on, before it when it lies earlier, which is one offset move to the target's
///   offset. Hovering the dragged item itself or an identity not in the list moves nothing.
/// - **Commit** returns the net change of the whole drag, once: from the place the item
///   started (see below) to where it is, or `nil` when that is the same place. Apply nothing:
///   the list already shows it; use it for undo, focus and the announcement.
/// - **Cancel** returns the move that puts the item back where it started, once.
///
/// "Where it started" is the start of the list if the item was first; otherwise right after
/// the nearest item that preceded it at the start and is still in the list; or, when all of
/// those are gone, right before the nearest item that followed it; or, when those are gone
/// too, where it is. Without changes made elsewhere
/// during the drag that is exactly its original offset, and cancelling restores the original
/// order exactly. Hover moves only the dragged item, so nothing is ever lost or duplicated.
///
/// After a commit or a cancel the session is finished and every call returns `nil`; a dragged
/// item that is no longer in the list also makes every call return `nil`.
struct LiveReorder<ID: Hashable> {
    /// The identity of the dragged item.
    let dragged: ID
    /// The other items in the order they had when the drag began.
    private let before: [ID]
    private let after: [ID]
    /// Whether the drag was committed or cancelled.
    private(set) var isFinished = false

    /// Begins a drag of the item with identity `id`.
    ///
    /// - Parameters:
    ///   - id: The identity of the dragged item.
    ///   - items: The list as the drag begins.
    ///   - idPath: The key path to each element's identity.
    /// - Returns: `nil` when no item has the identity.
    /// - Complexity: O(*n*).
    init?<Items: Collection>(dragging id: ID, in items: Items, id idPath: KeyPath<Items.Element, ID>) {
        let order = items.map { $0[keyPath: idPath] }
        guard let offset = order.firstIndex(of: id) else { return nil }
        dragged = id
        before = Array(order[..<offset])
        after = Array(order[(offset + 1)...])
    }

    /// The pointer entered the item with identity `target`: the move that brings the dragged
    /// item to its place, to apply to `items` now.
    ///
    /// - Parameters:
    ///   - target: The identity of the item under the pointer.
    ///   - items: The list as it is now.
    ///   - idPath: The key path to each element's identity.
    /// - Returns: The move, or `nil` when the target is the dragged item or not in the list,
    ///   the dragged item is not in the list, or the session is finished.
    /// - Complexity: O(*n*).
    mutating func hover<Items: Collection>(
        over target: ID, in items: Items, id idPath: KeyPath<Items.Element, ID>
    ) -> OffsetMove? {
        guard !isFinished, target != dragged else { return nil }
        var draggedOffset: Int?
        var targetOffset: Int?
        for (offset, element) in items.enumerated() {
            let id = element[keyPath: idPath]
            if draggedOffset == nil, id == dragged { draggedOffset = offset }
            if targetOffset == nil, id == target { targetOffset = offset }
            if draggedOffset != nil, targetOffset != nil { break }
        }
        guard let draggedOffset, let targetOffset else { return nil }
        return OffsetMove(from: draggedOffset, to: targetOffset)
    }

    /// The drop: the net change of the whole drag, once. The list already shows it.
    ///
    /// - Parameters:
    ///   - items: The list as it is now.
    ///   - idPath: The key path to each element's identity.
    /// - Returns: The move from where the item started to where it is, or `nil` when that
    ///   is the same place, the item is not in the list, or the session is finished.
    /// - Complexity: O(*n*).
    mutating func commit<Items: Collection>(in items: Items, id idPath: KeyPath<Items.Element, ID>) -> OffsetMove? {
        guard !isFinished else { return nil }
        isFinished = true
        return restoringMove(in: items, id: idPath)?.inverted
    }

    /// The drag was cancelled: the move that puts the item back where it started, once.
    ///
    /// - Parameters:
    ///   - items: The list as it is now.
    ///   - idPath: The key path to each element's identity.
    /// - Returns: The move to apply to `items`, or `nil` when the item is where it started,
    ///   is not in the list, or the session is finished.
    /// - Complexity: O(*n*).
    mutating func cancel<Items: Collection>(in items: Items, id idPath: KeyPath<Items.Element, ID>) -> OffsetMove? {
        guard !isFinished else { return nil }
        isFinished = true
        return restoringMove(in: items, id: idPath)
    }

    /// The move from the dragged item's offset in `items` to the place it started.
    private func restoringMove<Items: Collection>(in items: Items, id idPath: KeyPath<Items.Element, ID>) -> OffsetMove? {
        // The offsets of the other items as if the dragged one were lifted out; the dragged
        // item's own offset is the number of others before it.
        var others: [ID: Int] = [:]
        var current: Int?
        var otherCount = 0
        for element in items {
            let id = element[keyPath: idPath]
            if current == nil, id == dragged {
                current = otherCount
                continue
            }
            if others[id] == nil { others[id] = otherCount }
            otherCount += 1
        }
        guard let current else { return nil }
        let home: Int
        if before.isEmpty {
            home = 0
        } else if let predecessor = before.last(where: { others[$0] != nil }), let offset = others[predecessor] {
            home = offset + 1
        } else if let successor = after.first(where: { others[$0] != nil }), let offset = others[successor] {
            home = offset
        } else {
            home = current
        }
        return home == current ? nil : OffsetMove(from: current, to: home)
    }
}

extension LiveReorder: Sendable where ID: Sendable {}
