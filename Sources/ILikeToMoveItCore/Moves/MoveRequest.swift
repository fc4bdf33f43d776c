/// A request to move an item or a selection, carrying identities only, never an index.
///
/// The UI sends requests in the order the user made them; ``MoveController`` resolves each
/// identity where the item is when the request runs.
public enum MoveRequest<ID: Hashable>: Hashable {
    /// Move the item with this identity.
    case item(ID, AccessibilityMoveAction)
    /// Move the items with these identities together, keeping their order.
    case selection(Set<ID>, AccessibilityMoveAction)
}

extension MoveRequest: Sendable where ID: Sendable {}

/// A move the controller can undo and redo, recorded by identity.
public enum MoveUndoEntry<ID: Hashable>: Hashable {
    /// The item with this identity moved from one offset to another.
    case item(ID, from: Int, to: Int)
    /// A selection moved: the order of the list's identities before and after, and the
    /// identity to focus (the first selected item).
    case selection(before: [ID], after: [ID], focus: ID?)
}

extension MoveUndoEntry: Sendable where ID: Sendable {}

/// What the UI must do after the controller handled a request.
///
/// The SwiftUI layer assigns ``items`` to its binding (or applies ``change`` in place), moves
/// accessibility focus to ``focus`` and hands ``text`` to the announcement scheduler.
public struct MoveOutput<Element, ID: Hashable> {
    /// How the list changed.
    public enum Change: Hashable, Sendable {
        /// The list did not change.
        case none
        /// One element moved.
        case offset(OffsetMove)
        /// The list was reordered (see ``Swift/MutableCollection/applyPermutation(_:)``).
        case permutation(MovePermutation)
    }

    /// The list after the request.
    public let items: [Element]
    /// The change applied to the previous list to get ``items``.
    public let change: Change
    /// The identity that should hold accessibility focus: the moved item (also when it could
    /// not move), the first item of a selection; `nil` when nothing was found.
    public let focus: ID?
    /// The announcement before it is put into words.
    public let announcement: MoveAnnouncement
    /// The text to announce.
    public let text: String
    /// The entry pushed on the undo stack, if the list changed.
    public let undoEntry: MoveUndoEntry<ID>?

    /// Whether the list changed.
    public var didMove: Bool { change != .none }
}

extension MoveOutput: Sendable where Element: Sendable, ID: Sendable {}
