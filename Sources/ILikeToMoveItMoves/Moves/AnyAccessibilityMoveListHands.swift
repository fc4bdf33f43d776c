#if canImport(SwiftUI)
import Combine
import SwiftUI
import ILikeToMoveItCore

/// A list's hands as its rows see them, whatever the list's type: the one object a
/// moveable list gives its rows, created once per list (`@StateObject`) and put into the
/// environment once, so the reference rows read never changes and a list update does not
/// invalidate them through it.
///
/// Rows report their events to it by identity (a chosen move, a key, a drag, a drop) and ask
/// it about focus and their section. Its one subclass, ``AccessibilityMoveListHands``,
/// overrides every method and forwards each to the core's `ListSessionDriver`; the bodies
/// here only stand in for those overrides. Focus goes out as one request per move on
/// ``focusRequests``: every row receives it, only the row whose identity it names changes its
/// state, so no other row is invalidated. It publishes nothing (`objectWillChange` never fires); it is an
/// `ObservableObject` only so that `@StateObject` keeps it for the list's lifetime.
///
/// What this relies on, none of it observed here (the layer is compiled, not run):
/// - SwiftUI compares environment values to decide which readers to update; an object is
///   compared by identity, so the same reference is no change.
/// - Focus state lives inside one view, so each row holds its own and the list tells rows
///   which item should have focus; a row that appears late (lazy lists) takes the request
///   still pending for it.
@MainActor
package class AnyAccessibilityMoveListHands: ObservableObject {
    /// One request per move that focuses an item; a row acts only on its own identity.
    let focusRequests = PassthroughSubject<MoveFocusTracker.Request, Never>()
    /// A subject that never sends, for rows outside a moveable list: one instance, so a row's
    /// `onReceive` keeps its subscription across updates.
    static let noFocusRequests = PassthroughSubject<MoveFocusTracker.Request, Never>()

    /// A row's chosen move on the item with identity `id`; the item focused afterwards.
    @discardableResult
    func move(_ move: RowMove, on id: AnyHashable) -> AnyHashable? { nil }

    /// A key pressed on the row of the item with identity `id`; whether it moved the item.
    func key(_ key: MoveArrowKey, modifiers: MoveKeyModifiers, on id: AnyHashable) -> Bool { false }

    /// A row's drag begins: the provider to hand to the system, which reports the drag's end
    /// when the system releases it.
    func beginDrag(_ id: AnyHashable) -> NSItemProvider { NSItemProvider() }

    /// The pointer entered the row of the item with identity `id`.
    func enterDrag(_ id: AnyHashable) {}

    /// The drag was dropped on a row or between rows; whether a drag of the list was under way.
    func drop() -> Bool { false }

    /// Whether a drag of the list's items is under way, so that its rows accept the drop.
    var isDragging: Bool { false }

    /// The dragging pointer is at `point` of a viewport of `size`, over the row of the item
    /// with identity `id`: the list's auto-scroll takes it from there.
    func dragMoved(over id: AnyHashable, at point: CGPoint, in size: CGSize) {}

    /// The label of the row's `item`, as the list's `label` key path reads it; `nil` without one.
    func label(of item: Any) -> String? { nil }

    /// A row asks whether to take focus for `request`; `true` once per request, for its item.
    func claimFocus(_ request: MoveFocusTracker.Request) -> Bool { false }

    /// The focus request pending for the row of the item with identity `id`, if any.
    func pendingFocus(for id: AnyHashable) -> MoveFocusTracker.Request? { nil }

    /// The index of the section of the row of the item with identity `id`, in a sectioned list.
    func section(of id: AnyHashable) -> Int? { nil }

    /// A change to the list that is not a row's move (a drop into it): carried out by the
    /// list's session, so its undo is the list's and goes away with it; whether a list took it.
    package func perform(_ change: ListChange) -> Bool { false }

    /// The list's own drag in edit mode, in `onMove`'s terms, counted among `shown`, the
    /// elements the `ForEach` shows; whether a list took it.
    func reorder(_ offsets: IndexSet, to destination: Int, shown: [Any]) -> Bool { false }
}
#endif
