/// What a user, or an undo, asks of a moveable list: always by identity, never by index.
///
/// ``AccessibleMoves`` performs a request against the list as it is at that moment and
/// returns a ``MoveStep``. A step's ``MoveStep/inverse`` is itself a request, so undoing a
/// move is performing its inverse, and the inverse of that is the redo.
///
/// ```swift
/// var moves = AccessibleMoves<Bird, Bird.ID>(id: \.id, label: \.name)
/// let step = moves.perform(.row(crow.id, .up, selection: selection), on: &birds)
/// if let inverse = step.inverse { undoManager.registerUndo { … perform(inverse) … } }
/// ```
public enum MoveRequest<ID: Hashable>: Hashable {
    /// Move the item with this identity; the first element with it, if several have it.
    case item(ID, AccessibilityMoveAction)
    /// Move the items with these identities together, keeping their order.
    case selection(Set<ID>, AccessibilityMoveAction)
    /// Put the item with this identity at this offset, clamped into the list (the inverse
    /// of an item move).
    case place(ID, at: Int)
    /// Put the items with these identities back into this relative order, in the places
    /// they hold; other items stay put (the inverse of a selection move). `focus` is the
    /// item to focus afterwards.
    case restoreOrder([ID], focus: ID?)
    /// Move the item from the list to the other list, in front of the item `before` there
    /// (at the end when `before` is `nil` or missing). `announcement` is what is spoken.
    case transfer(ID, before: ID?, announcement: String)
    /// Bring the item from the other list back into the list, in front of `before` (the
    /// inverse of a transfer; nothing is spoken, VoiceOver reads the item it focuses).
    case transferBack(ID, before: ID?, announcement: String)

    /// The request for an action the user took on one row, given what is selected.
    ///
    /// Acting on a row that belongs to a selection of several items moves the whole
    /// selection, keeping its order; acting on any other row moves that row's item alone.
    ///
    /// ```swift
    /// MoveRequest.row(crow.id, .toTop, selection: [crow.id, jay.id]) // .selection([crow, jay], .toTop)
    /// MoveRequest.row(swan.id, .toTop, selection: [crow.id, jay.id]) // .item(swan, .toTop)
    /// ```
    ///
    /// - Parameters:
    ///   - id: The identity of the row's item.
    ///   - action: The move asked for.
    ///   - selection: The identities selected in the list; empty when nothing is.
    /// - Returns: A selection request or an item request.
    /// - Complexity: O(1).
    public static func row(_ id: ID, _ action: AccessibilityMoveAction, selection: Set<ID> = []) -> MoveRequest {
        selection.count > 1 && selection.contains(id) ? .selection(selection, action) : .item(id, action)
    }
}

extension MoveRequest: Sendable where ID: Sendable {}
