#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a user interface does after an event, in the order a ``ListSession`` returns them.
///
/// The list itself was already written (through the ``SessionList``, during the event); the
/// effects come after, always in this order: register the undo, scroll, focus, and the
/// announcement's timer; a list that goes away forgets its undo actions last.
///
/// Items are named by the session's one key type, `AnyHashable`, as in ``ListEvent``.
package enum ListEffect: Equatable {
    /// Register `undo` with the undo manager under `actionName` ("Move Robin"); when the
    /// user undoes (or redoes) it, send ``ListEvent/undo(_:)`` with it. What is registered
    /// while an undo runs is its redo.
    case registerUndo(ListUndo, actionName: String)
    /// Register `change` with the undo manager under `actionName` ("Drop 2 items"), as
    /// ``registerUndo(_:actionName:)`` registers a request; when the user undoes (or redoes)
    /// it, send ``ListEvent/change(_:)`` with it.
    case registerChange(ListChange, actionName: String)
    /// Scroll the list to the item with this identity, so that a lazy list makes its row.
    case scroll(to: AnyHashable)
    /// Move accessibility focus to the row of the request's item (see ``MoveFocusTracker``).
    case focus(MoveFocusTracker.Request)
    /// Start a timer; send ``ListEvent/timerFired(_:)`` with `token` when it fires.
    case startTimer(after: TimeInterval, token: AnnouncementScheduler.Token)
    /// Stop the timer started for `token`, if it has not fired.
    case cancelTimer(AnnouncementScheduler.Token)
    /// Post `text` to the screen reader with `priority` where the platform has priorities,
    /// queued behind current speech when `queued` where it has only queueing; report its end
    /// with ``ListEvent/announcementFinished(_:spoken:)``.
    case post(String, queued: Bool, priority: AnnouncementPriority, token: AnnouncementScheduler.Token)
    /// Remove every undo action this list registered: the list went away, and its actions
    /// would do nothing.
    case forgetUndo
    /// Let the hand holding a pointer drag feel this moment of it (see ``DragFeedback``).
    case feedback(DragFeedback)
}

extension ListEffect {
    /// The effect that carries out an announcement scheduler's action.
    init(_ action: AnnouncementScheduler.Action, priority: AnnouncementPriority) {
        switch action {
        case let .schedule(delay, token): self = .startTimer(after: delay, token: token)
        case let .cancel(token): self = .cancelTimer(token)
        case let .post(text, queued, token): self = .post(text, queued: queued, priority: priority, token: token)
        }
    }
}
