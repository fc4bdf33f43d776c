/// One pointer drag, as the provider handed to the system knows it, so that its end is matched
/// to it and to no later drag.
package struct PointerDrag: Equatable, Sendable {
    let number: Int
}

/// Everything a list or grid reordered by pointer drag decides, fed the events SwiftUI's drag
/// and drop callbacks report and answering each with at most one thing to do to the list.
///
/// The SwiftUI layer owns one per moveable list and only translates: a row's `onDrag` is
/// ``begin(dragging:in:id:)``, a row's `dropEntered` is ``enter(_:in:id:)``, a drop on a row
/// or between rows is ``drop(in:id:)``, the release of the drag's item provider (the only
/// sign iOS 15 gives that a drag ended elsewhere) is ``end(_:in:id:)``, a list that leaves the
/// screen is ``stop(in:id:)``. Whether a drop target accepts the drag is ``isDragging``.
///
/// ```swift
/// var ids = ["a", "b", "c", "d"]
/// var reorder = PointerReorder<String>()
/// let (drag, _) = reorder.begin(dragging: "b", in: ids, id: \.self)
/// if case let .show(move)? = reorder.enter("d", in: ids, id: \.self) { ids.applyMove(move) }  // a c d b
/// reorder.drop(in: ids, id: \.self)
/// // .commit(id: "b", move: OffsetMove(from: 1, to: 3)): the list shows it already; the step
/// // for undo, focus and the announcement is AccessibleMoves.commitDrop(_:move:in:shownIn:).
/// reorder.end(drag, in: ids, id: \.self)   // nil: that drag was dropped already
/// ```
///
/// The rules, each tested on Linux:
/// - **Hover** moves the dragged item to the entered item's place, as ``LiveReorder``
///   says; shown at once, with no undo step, no focus change and nothing said.
/// - **Drop**, on an item or between items, commits once: the net change of the drag, which
///   the list already shows, is handed over as one placement, so undo, focus and the
///   announcement are those of an accessibility move and one undo restores the order before
///   the drag; the list is not written again. A drop where the item started changes nothing
///   and says nothing.
/// - **A drag that ends anywhere else** (dropped outside the list, on another app, or
///   cancelled) puts the item back where it started, silently. So does a list that goes away.
/// - **A second drag before the first ended** (its end went unseen) first puts the first
///   item back, then starts. The end of an earlier drag never touches a later one.
/// - **Changes made elsewhere during the drag** are read by identity: each event takes the
///   list as it is now. If the dragged item leaves the list, the drag is over and nothing
///   else moves.
package struct PointerReorder<ID: Hashable> {
    /// One drag (see ``PointerDrag``).
    package typealias Drag = PointerDrag

    /// What to do to the list after an event.
    indirect enum Action: Equatable {
        // Indirect, as `MoveRequest`'s kind is: boxed payloads keep the generic enum's copies
        // small.
        /// Apply this move to the list now: no undo step, no focus change, nothing said.
        case show(OffsetMove)
        /// The drop: the list already shows `move`, the net change of the whole drag, from
        /// where the item started to where it is. Apply nothing; take the step (undo, focus,
        /// announcement) from `AccessibleMoves.commitDrop(_:move:in:shownIn:)`.
        case commit(id: ID, move: OffsetMove)
        /// The drop of a drag that carried a selection: the list shows `move`, the dragged
        /// item's net change; the other items of `selection` (selected with it when the drag
        /// began) join it there, in their order, as one step (see
        /// ``ListSession``'s drop).
        case gather(id: ID, move: OffsetMove, selection: Set<ID>)
    }

    private var active: (drag: Drag, session: LiveReorder<ID>, selection: Set<ID>)?
    private var dragsBegun = 0

    /// Creates the reordering of one list, with no drag under way.
    init() {}

    /// Whether a drag of an item of this list is under way, so that its items accept it.
    var isDragging: Bool { active != nil }

    /// The identity of the dragged item, while a drag is under way.
    var dragged: ID? { active?.session.dragged }

    /// A drag of the item with identity `id` begins.
    ///
    /// A drag that is still under way ended without being seen: its item goes back first,
    /// by the returned action, and the new drag starts from the list as that leaves it.
    ///
    /// - Parameters:
    ///   - id: The identity of the dragged item; `nil` for an item the list cannot identify
    ///     (a row whose identity has another type than the list's).
    ///   - items: The list as it is now.
    ///   - idPath: The key path to each element's identity.
    ///   - selection: The list's selection: when it holds the dragged item and others, the
    ///     drop gathers them around it (``Action/gather(id:move:selection:)``).
    /// - Returns: The drag, to pass to ``end(_:in:id:)`` when its provider is released, and
    ///   the move that puts the earlier drag's item back, if any. When no item has the
    ///   identity, no drag is under way afterwards (its items refuse it).
    /// - Complexity: O(*n*).
    mutating func begin<Items: Collection>(
        dragging id: ID?, in items: Items, id idPath: KeyPath<Items.Element, ID>, selection: Set<ID> = []
    ) -> (drag: Drag, action: Action?) {
        dragsBegun += 1
        let drag = Drag(number: dragsBegun)
        var order = items.map { $0[keyPath: idPath] }
        var action: Action?
        if var earlier = active?.session, let move = earlier.cancel(in: order, id: \.self) {
            order.applyMove(move)
            action = .show(move)
        }
        // The selection travels with the item only when the item is one of several selected.
        let carried = id.map { selection.count > 1 && selection.contains($0) } == true ? selection : []
        active = id.flatMap { LiveReorder(dragging: $0, in: order, id: \.self) }.map { (drag, $0, carried) }
        return (drag, action)
    }

    /// The pointer entered the item with identity `target`.
    ///
    /// - Parameters:
    ///   - target: The identity of the item under the pointer.
    ///   - items: The list as it is now.
    ///   - idPath: The key path to each element's identity.
    /// - Returns: ``Action/show(_:)`` with the move that brings the dragged item to the
    ///   target's place; `nil` when no drag is under way, the target is the dragged item or
    ///   not in the list, or the dragged item left the list (which ends the drag).
    /// - Complexity: O(*n*).
    mutating func enter<Items: Collection>(
        _ target: ID, in items: Items, id idPath: KeyPath<Items.Element, ID>
    ) -> Action? {
        guard var current = active else { return nil }
        if let move = current.session.hover(over: target, in: items, id: idPath) {
            active = current
            return .show(move)
        }
        if !items.contains(where: { $0[keyPath: idPath] == current.session.dragged }) { active = nil }
        return nil
    }

    /// The drag was dropped on an item of the list or between its items.
    ///
    /// - Parameters:
    ///   - items: The list as it is now.
    ///   - idPath: The key path to each element's identity.
    /// - Returns: ``Action/commit(id:move:)``; `nil` when no drag is under way, the
    ///   item is where it started, or it left the list. The drag is over either way.
    /// - Complexity: O(*n*).
    mutating func drop<Items: Collection>(in items: Items, id idPath: KeyPath<Items.Element, ID>) -> Action? {
        guard var session = active?.session, let selection = active?.selection else { return nil }
        active = nil
        guard let net = session.commit(in: items, id: idPath) else { return nil }
        return selection.isEmpty
            ? .commit(id: session.dragged, move: net) : .gather(id: session.dragged, move: net, selection: selection)
    }

    /// The provider of `drag` was released: that drag is over, wherever it ended.
    ///
    /// - Parameters:
    ///   - drag: The drag that ended, as ``begin(dragging:in:id:)`` returned it.
    ///   - items: The list as it is now.
    ///   - idPath: The key path to each element's identity.
    /// - Returns: ``Action/show(_:)`` with the move that puts the item back where it started,
    ///   when `drag` is the drag under way (not dropped on the list) and the item is not
    ///   there; `nil` otherwise, in particular for a drag dropped already or superseded.
    /// - Complexity: O(*n*).
    mutating func end<Items: Collection>(
        _ drag: Drag, in items: Items, id idPath: KeyPath<Items.Element, ID>
    ) -> Action? {
        guard active?.drag == drag else { return nil }
        return stop(in: items, id: idPath)
    }

    /// The list is going away, or the app wants the drag undone: the item goes back.
    ///
    /// - Parameters:
    ///   - items: The list as it is now.
    ///   - idPath: The key path to each element's identity.
    /// - Returns: ``Action/show(_:)`` with the move that puts the item back where it started;
    ///   `nil` when no drag is under way or the item is there. No drag is under way afterwards.
    /// - Complexity: O(*n*).
    mutating func stop<Items: Collection>(in items: Items, id idPath: KeyPath<Items.Element, ID>) -> Action? {
        guard var session = active?.session else { return nil }
        active = nil
        return session.cancel(in: items, id: idPath).map(Action.show)
    }
}

extension PointerReorder: Sendable where ID: Sendable {}
extension PointerReorder.Action: Sendable where ID: Sendable {}
