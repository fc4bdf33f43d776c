#if canImport(SwiftUI)
import Combine
import SwiftUI
import ILikeToMoveItCore

/// The one object a moveable list hands its rows, whatever its element type: created once
/// per list (`@StateObject`) and put into the environment once, so the reference rows read
/// never changes and a list update does not invalidate them through it.
///
/// Rows forward their events to it by identity (a chosen move, a drag, a drop) and it sends
/// them to the list view, which performs them with the bindings and settings of its latest
/// update (`onReceive`), so nothing is stored into it while SwiftUI updates views. Focus
/// goes out the same way, one request per move on ``focusRequests``: every row receives it,
/// only the row whose identity it names changes its state (its `@AccessibilityFocusState`),
/// so no other row is invalidated. It publishes nothing (`objectWillChange` never fires); it
/// is an `ObservableObject` only so that `@StateObject` keeps it for the list's lifetime.
///
/// What the rows draw (their actions and keys) comes from an `Equatable`
/// ``AccessibilityMoveRowSetup`` in the environment, which changes only when the list's
/// shape, transfers or dragging do, not with every move or insertion.
///
/// What this relies on, none of it observed here (the layer is compiled, not run, so real
/// invalidation counts are reasoned, not measured):
/// - SwiftUI compares environment values to decide which readers to update; an object is
///   compared by identity, so the same reference is no change. (A struct of closures, which
///   this replaces, never compares equal, so every row was updated on every list update.)
/// - `onReceive` keeps one subscription while the publisher is the same instance and runs
///   the action of the view's latest update, so the list performs events with its current
///   bindings without storing them anywhere during an update.
/// - Focus state lives inside one view, so each row holds its own and the list tells rows
///   which item should have focus; focus is re-asserted when a row appears, since rows of
///   lazy lists load late (APPLE-NOTES "Focus after a move", field and guess). A row runs
///   the receive action for every request, which changes no state unless the request names
///   it, so only that row is invalidated.
@MainActor
class AccessibilityMoveListHandle: ObservableObject {
    /// A row event, as the list view performs it.
    enum Event {
        /// A row's chosen move on the item with this identity; `then` gets the identity
        /// focused afterwards.
        case move(RowMove, AnyHashable, then: (@MainActor (AnyHashable?) -> Void)?)
        /// A row's drag begins; the ticket learns which drag it is, for its end.
        case beginDrag(AnyHashable, AccessibilityMoveDragTicket)
        /// The system released the provider of the ticket's drag: that drag is over.
        case endDrag(AccessibilityMoveDragTicket)
        /// The pointer entered the row with this identity.
        case enter(AnyHashable)
        /// The drag was dropped on a row or between rows.
        case drop
    }

    /// The events rows send; the list view receives them.
    let events = PassthroughSubject<Event, Never>()
    /// One request per move that focuses an item; a row acts only on its own identity.
    let focusRequests = PassthroughSubject<MoveFocusTracker<AnyHashable>.Request, Never>()
    /// A subject that never sends, for rows outside a moveable list: one instance, so a row's
    /// `onReceive` keeps its subscription across updates.
    static let noFocusRequests = PassthroughSubject<MoveFocusTracker<AnyHashable>.Request, Never>()
    /// The pending focus request, so a row that appears later (lazy lists) takes it once.
    private var tracker = MoveFocusTracker<AnyHashable>()
    /// Speaks the steps' texts, settling and superseding as the core's driver decides.
    private let announcements = AnnouncementDriver.platform()

    /// Whether a drag of the list's items is under way, so that its rows accept the drop.
    var isDragging: Bool { false }

    /// A row's move, to perform on the item with identity `id`.
    func perform(_ move: RowMove, on id: AnyHashable, then: (@MainActor (AnyHashable?) -> Void)? = nil) {
        events.send(.move(move, id, then: then))
    }

    /// A row's drag begins: the provider to hand to the system, which tells the list the
    /// drag's end when the system releases it.
    func beginDrag(_ id: AnyHashable) -> NSItemProvider {
        let ticket = AccessibilityMoveDragTicket()
        events.send(.beginDrag(id, ticket))
        let end: @MainActor () -> Void = { [weak self] in self?.events.send(.endDrag(ticket)) }
        return AccessibilityMoveDragProvider { Task { @MainActor in end() } }
    }

    /// The pointer entered the row with identity `id`.
    func enterDrag(_ id: AnyHashable) {
        events.send(.enter(id))
    }

    /// The drag was dropped on a row or between rows; whether a drag of the list was under
    /// way (so the drop is taken).
    func drop() -> Bool {
        let wasDragging = isDragging
        events.send(.drop)
        return wasDragging
    }

    /// Answers a row's chosen move: `perform` makes and performs the request of `move` for
    /// the item (when `id` is one of the list's identities) and returns the identity it
    /// focuses, which `then` is told.
    func answer<ID: Hashable>(
        _ move: RowMove, on id: AnyHashable, then: (@MainActor (AnyHashable?) -> Void)?,
        _ perform: (RowMove, ID) -> ID?
    ) {
        let focus = (id.base as? ID).flatMap { perform(move, $0) }
        then?(focus.map(AnyHashable.init))
    }

    /// Applies what a step asks of the user interface once the list was written: registers
    /// its inverse with the settings' undo manager (`undo` performs it on this list, with the
    /// handle the undo manager gives back), scrolls to and focuses its item, and announces
    /// its text.
    ///
    /// - Returns: The identity the step focuses.
    @discardableResult
    func carryOut<Element, ID: Hashable>(
        _ step: MoveStep<ID>, settings: AccessibilityMoveSettings<Element>,
        undo: @escaping @MainActor (AccessibilityMoveListHandle, MoveRequest<ID>) -> Void
    ) -> ID? {
        if let inverse = step.inverse {
            settings.undoManager?.registerUndo(withTarget: self) { handle in undo(handle, inverse) }
        }
        if let id = step.focus {
            settings.scrollProxy?.scrollTo(id)
            requestFocus(AnyHashable(id))
        }
        announcements.announce(step.text)
        return step.focus
    }

    /// Drops the announcements not yet spoken, for a list that goes away.
    func stopAnnouncing() {
        announcements.cancel()
    }

    /// Asks the row with identity `id` to take focus.
    func requestFocus(_ id: AnyHashable) {
        focusRequests.send(tracker.request(id))
    }

    /// A row asks whether to take focus for `request`; `true` once per request, for its item.
    func claimFocus(_ request: MoveFocusTracker<AnyHashable>.Request) -> Bool {
        tracker.claim(request)
    }

    /// The request pending for the row with identity `id`, if any (a row that appears asks).
    func pendingFocus(for id: AnyHashable) -> MoveFocusTracker<AnyHashable>.Request? {
        tracker.pending(for: id)
    }
}

/// What a moveable list's view hands its coordinator with each event: its label and what it
/// read from the environment in that update.
struct AccessibilityMoveSettings<Element> {
    var label: KeyPath<Element, String>?
    var announcer: MoveAnnouncer
    var undoManager: UndoManager?
    var scrollProxy: ScrollViewProxy?
}

/// The environment every moveable list reads for its coordinator: the undo manager, the
/// announcer (resolved against the view's locale) and the scroll proxy.
struct AccessibilityMoveEnvironment: DynamicProperty {
    @Environment(\.undoManager) private var undoManager
    @Environment(\.locale) private var locale
    @Environment(\.accessibilityMoveAnnouncer) private var announcer
    @Environment(\.accessibilityMoveScrollProxy) private var scrollProxy

    /// The settings of a list labelled by `label`, as this update has them.
    @MainActor
    func settings<Element>(label: KeyPath<Element, String>?) -> AccessibilityMoveSettings<Element> {
        AccessibilityMoveSettings(
            label: label, announcer: MoveAnnouncer.resolved(set: announcer, localeIdentifier: locale.identifier),
            undoManager: undoManager, scrollProxy: scrollProxy)
    }
}

extension AccessibleMoves {
    /// Takes the label and announcer of the list view's latest update.
    mutating func adopt(_ settings: AccessibilityMoveSettings<Element>) {
        (label, announcer) = (settings.label, settings.announcer)
    }
}

/// Which drag a provider belongs to, learnt when the list begins it.
@MainActor
final class AccessibilityMoveDragTicket {
    /// The drag's number in the list's `PointerReorder`, once begun.
    var drag: AnyHashable?
}

/// What a list's rows draw: the shape its moves see (from the core's `MoveLayout`), the
/// names of its transfers (the other lists its rows send items to), and whether rows are draggable. `Equatable`, so the rows are
/// invalidated only when one of these changes.
struct AccessibilityMoveRowSetup: Equatable {
    var shape: MoveShape
    var transferNames: [Text]
    var dragging: Bool
    /// The sections of a sectioned list, whose rows offer a move to each other section.
    var sections: AccessibilityMoveSectionSetup? = nil
}

/// What the rows of a sectioned list draw beyond a list's: the sections' names and which
/// section holds each item. It changes when a name changes or an item changes section, not
/// when items move within their sections.
struct AccessibilityMoveSectionSetup: Equatable {
    var names: [String]
    var sectionOf: [AnyHashable: Int]
}

private struct AccessibilityMoveListKey: EnvironmentKey {
    static var defaultValue: AccessibilityMoveListHandle? { nil }
}

private struct AccessibilityMoveRowSetupKey: EnvironmentKey {
    static var defaultValue: AccessibilityMoveRowSetup? { nil }
}

private struct AccessibilityMoveAnnouncerKey: EnvironmentKey {
    static var defaultValue: MoveAnnouncer? { nil }
}

private struct AccessibilityMoveScrollProxyKey: EnvironmentKey {
    static var defaultValue: ScrollViewProxy? { nil }
}

extension EnvironmentValues {
    /// The list that rows marked `accessibilityMoveable` send their moves to.
    var accessibilityMoveList: AccessibilityMoveListHandle? {
        get { self[AccessibilityMoveListKey.self] }
        set { self[AccessibilityMoveListKey.self] = newValue }
    }

    /// What the rows of the enclosing moveable list draw.
    var accessibilityMoveRowSetup: AccessibilityMoveRowSetup? {
        get { self[AccessibilityMoveRowSetupKey.self] }
        set { self[AccessibilityMoveRowSetupKey.self] = newValue }
    }

    /// The announcer set with `accessibilityMoveAnnouncer(_:)`; `nil` for the locale's.
    var accessibilityMoveAnnouncer: MoveAnnouncer? {
        get { self[AccessibilityMoveAnnouncerKey.self] }
        set { self[AccessibilityMoveAnnouncerKey.self] = newValue }
    }

    /// The proxy set with `accessibilityMoveScrolling(_:)`, if any.
    var accessibilityMoveScrollProxy: ScrollViewProxy? {
        get { self[AccessibilityMoveScrollProxyKey.self] }
        set { self[AccessibilityMoveScrollProxyKey.self] = newValue }
    }
}
#endif
