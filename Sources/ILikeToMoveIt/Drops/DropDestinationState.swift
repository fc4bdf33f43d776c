#if canImport(SwiftUI)
import Combine
import ILikeToMoveItCore

/// What a drop destination keeps for as long as it is shown: the loads of its drops, which
/// are cancelled when it goes away, and, for a destination that no moveable list encloses,
/// the list session that carries out its drops (a `RowlessList`'s): it registers their undo
/// with the environment's undo manager, schedules what they say, and forgets both when the
/// destination goes away, by the rules every list follows.
///
/// Held as a `@StateObject`, whose initial value SwiftUI makes once per destination. A
/// `@State` initial value would be made again each time the parent's update makes the view
/// anew, and every copy but the first thrown away. It publishes nothing, so holding it never
/// updates the view.
@MainActor
final class DropDestinationState: ObservableObject, ListHands, AccessibilityAnnouncementOwner {
    let loads = DropLoads()
    private lazy var driver = ListSessionDriver(hands: self)
    /// The destination's list, which shows no rows.
    private let list = RowlessList.box()

    /// A state with no drop yet. Not isolated to the main actor, so that a `@StateObject`'s
    /// initial value can make it.
    nonisolated init() {}

    /// Carries out `change` with the undo manager and announcer of the drop's moment.
    func perform(_ change: ListChange, undo: UndoManager?, announcer: MoveAnnouncer) {
        driver.update(list, settings: ListSettings(announcer: announcer), undo: undo)
        driver.send(.change(change))
    }

    /// The destination left the screen: what it has not said yet is dropped, and its undo
    /// actions are forgotten.
    func disappear() {
        driver.send(.disappear)
        AccessibilityAnnouncementPoster.shared.forget(self)
    }

    func announcementFinished(_ token: AnnouncementScheduler.Token, spoken: Bool) {
        driver.announcementFinished(token, spoken: spoken)
    }

    // A rowless list has no item to scroll to or focus.
    func scroll(to id: AnyHashable) {}

    func focus(_ request: MoveFocusTracker.Request) {}
}
#endif
