/// What a user interface does for a moveable list that only it can do: scroll, move
/// accessibility focus, speak, and tell the developer about misuse. Each method carries out
/// one effect a ``ListSession`` decided; none decides anything.
@MainActor
package protocol ListHands: AnyObject {
    /// Scrolls the list to the item with identity `id` (the list's identity type, held as the
    /// session's one key type), when the app gave a scroll proxy.
    func scroll(to id: AnyHashable)

    /// Moves accessibility focus to the row of the request's item: its row takes the request
    /// when it is shown, or when it appears later (see ``ListSessionDriver/claimFocus(_:)``).
    func focus(_ request: MoveFocusTracker.Request)

    /// Posts `text` to the screen reader with `priority` where the platform has priorities,
    /// queued behind current speech when `queued` where it has only queueing; reports its
    /// end with ``ListSessionDriver/announcementFinished(_:spoken:)``.
    func post(_ text: String, queued: Bool, priority: AnnouncementPriority, token: AnnouncementScheduler.Token)

    /// Tells the developer about a mistake that compiles but cannot work (a row whose
    /// identity has another type than the list's), at run time.
    func reportMisuse(_ message: String)

    /// Plays the feedback of a moment of a pointer drag (a haptic tap or tick), where the
    /// platform has any.
    func feedback(_ feedback: DragFeedback)
}

extension ListHands {
    /// Nothing: a user interface without haptics feels nothing.
    package func feedback(_ feedback: DragFeedback) {}
}
