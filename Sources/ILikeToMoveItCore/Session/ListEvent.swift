/// Something that happened to a moveable list, as its user interface reports it to the
/// list's ``ListSession``.
package indirect enum ListEvent<ID: Hashable> {
    // Indirect, as `MoveRequest`'s kind is: boxed payloads keep the generic enum's copies small.
    /// A row's chosen move (from its actions, or a key) on the item with this identity.
    case move(RowMove, on: ID)
    /// An undo or redo action the session registered ran: perform its request.
    case undo(ListRequest<ID>)
    /// A pointer began dragging the item with this identity (`nil`: an identity of another
    /// type than the list's, which no item has).
    case beginDrag(ID?)
    /// The dragging pointer entered the item with this identity.
    case enterDrag(ID)
    /// The drag was dropped on an item of the list or between its items.
    case drop
    /// The system let go of this drag's item provider: the drag is over, wherever it ended.
    case endDrag(PointerReorder<ID>.Drag)
    /// The list is going away (it left the screen).
    case disappear
    /// A timer the session started fired.
    case timerFired(AnnouncementScheduler.Token)
    /// The screen reader finished an announcement the session posted, spoken or not.
    case announcementFinished(AnnouncementScheduler.Token, spoken: Bool)
}

extension ListEvent: Sendable where ID: Sendable {}
