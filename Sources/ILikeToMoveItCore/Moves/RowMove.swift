/// One move a row of a moveable list or a cell of a moveable grid offers: an action of its
/// own, a grid move, or a transfer to another of the list's lists (or sections).
///
/// The SwiftUI layer lists a row's accessibility actions from
/// ``MoveShape/menu(rowActions:transferCount:)`` (the shape ``MoveLayout/shape(itemCount:)``
/// gives), maps its keys with ``MoveShape/keyboardMove(for:modifiers:)``, and hands the
/// chosen move, with the row's identity, back to its list, which asks
/// ``MoveLayout/request(for:on:selection:)`` for the request; which moves a row offers, in
/// which order and under which names is decided in the core.
package enum RowMove: Hashable, Sendable {
    /// One of the actions the row was given (`accessibilityMoveable(_:actions:)`), in a list.
    case list(AccessibilityMoveAction)
    /// A move in the grid the row is a cell of.
    case grid(GridMoveAction)
    /// A move to the list's destination at this index.
    case transfer(Int)

    /// The action's name in `strings` ("Move up by 3", "Move right"); `nil` for a
    /// destination, which the app names.
    func name(strings: MoveStrings) -> String? {
        switch self {
        case let .list(action): action.name(strings: strings)
        case let .grid(action): action.name(strings: strings)
        case .transfer: nil
        }
    }
}
