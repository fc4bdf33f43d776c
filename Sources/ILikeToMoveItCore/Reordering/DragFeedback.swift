/// A moment of a pointer drag that the hand holding it feels: a tap when the item is picked
/// up, a tick at each new place the list shows it in, a tap when it is dropped.
///
/// The ``ListSession`` decides each one from what happened to the drag (``ListEffect/feedback(_:)``),
/// so a platform only plays it: on iOS, a selection tick for a new place and an impact for
/// pick-up and drop; nothing on a Mac.
package enum DragFeedback: Hashable, Sendable {
    /// A drag of an item of the list began.
    case pickUp
    /// The list shows the dragged item at a new place.
    case newPlace
    /// The drag was dropped on the list, which took it (the item stays where it is shown).
    case drop
}
