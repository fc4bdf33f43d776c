import Foundation  // IndexSet, which FoundationEssentials lacks

/// Something that happened to a moveable list, as its user interface reports it to the
/// list's ``ListSession``.
///
/// Items are named by the session's one key type, `AnyHashable`, whatever the list's identity
/// type: the same event type serves every list.
package enum ListEvent {
    /// A row's chosen move (from its actions, or a key) on the item with this identity.
    case move(RowMove, on: AnyHashable)
    /// An undo or redo action the session registered ran: perform its request.
    case undo(ListUndo)
    /// A change that is not a row's move: a drop into the list, or the undo or redo of one
    /// (the undo action a ``ListEffect/registerChange(_:actionName:)`` registered ran).
    case change(ListChange)
    /// The list's own drag in edit mode (SwiftUI's `onMove`): the items at these offsets go,
    /// in their order, to this offset, counted as `onMove` counts it (in the list before the
    /// move). One step, undone by identity as a row's move is.
    case reorder(IndexSet, to: Int)
    /// The same drag, counted among the items the `ForEach` shows, these identities in order:
    /// a section's items in a sectioned list, or a part of the list. The request names the
    /// items by identity, so it is performed wherever they stand in the list. In a sectioned
    /// list, several rows dragged at once are placed one after another, a step each.
    case reorderShown(IndexSet, to: Int, among: [AnyHashable])
    /// A row dragged in edit mode by a UIKit or AppKit list, whose app hands the move over
    /// rather than applying it: the row at `from` (in the list as it is now) goes to `to`,
    /// where it stands once moved (as `tableView(_:moveRowAt:to:)` counts it). Performed by
    /// identity, as a row's move is: one step, undone like the others. A place outside the
    /// list, or a section that does not exist, does nothing.
    case moveRow(from: RowPlace, to: RowPlace)
    /// A pointer began dragging the item with this identity (`nil`: an identity of another
    /// type than the list's, which no item has).
    case beginDrag(AnyHashable?)
    /// The dragging pointer entered the item with this identity.
    case enterDrag(AnyHashable)
    /// The drag was dropped on an item of the list or between its items.
    case drop
    /// The system let go of this drag's item provider: the drag is over, wherever it ended.
    case endDrag(PointerDrag)
    /// The user interface has a new update of the list: what the session read from the old
    /// one (the sections of its items) is forgotten.
    case update
    /// A row asks to take focus for this request (its item's row appeared, or received the
    /// request); the session answers in its decision (``ListDecision/focusClaimed``), granted
    /// once per request, while no newer request superseded it.
    case claimFocus(MoveFocusTracker.Request)
    /// The list is going away (it left the screen).
    case disappear
    /// A timer the session started fired.
    case timerFired(AnnouncementScheduler.Token)
    /// The screen reader finished an announcement the session posted, spoken or not.
    case announcementFinished(AnnouncementScheduler.Token, spoken: Bool)
}
