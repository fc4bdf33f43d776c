/// One move a row of a moveable list or a cell of a moveable grid offers: an action of its
/// own, a grid move, or a move to one of the list's destinations (other lists).
///
/// The SwiftUI layer lists a row's accessibility actions from ``menu(rowActions:gridActions:destinationCount:)``
/// and hands the chosen one, with the row's identity, back to its list; which moves a row
/// offers, in which order and under which names is decided here.
package enum RowMove: Hashable, Sendable {
    /// One of the actions the row was given (`accessibilityMoveable(_:actions:)`).
    case list(AccessibilityMoveAction)
    /// A move in the grid the row is a cell of.
    case grid(GridMoveAction)
    /// A move to the list's destination at this index.
    case destination(Int)

    /// The moves a row offers, in the order its actions are listed.
    ///
    /// A cell of a grid offers the grid's moves in place of the row's own actions (which are
    /// list moves: "Move up" would mean "one place back" in a grid); then each destination,
    /// in order.
    ///
    /// - Parameters:
    ///   - rowActions: The actions the row was given.
    ///   - gridActions: The grid's moves; empty when the list is not a grid.
    ///   - destinationCount: How many destinations the list has; less than 0 counts as 0.
    /// - Returns: The moves, without repeats of one action.
    package static func menu(
        rowActions: [AccessibilityMoveAction], gridActions: [GridMoveAction], destinationCount: Int
    ) -> [RowMove] {
        var seen: Set<RowMove> = []
        let moves = gridActions.isEmpty ? rowActions.map(RowMove.list) : gridActions.map(RowMove.grid)
        return moves.filter { seen.insert($0).inserted } + (0..<Swift.max(0, destinationCount)).map(RowMove.destination)
    }

    /// The move a key press asks for.
    package init(_ keyboardMove: KeyboardMove) {
        switch keyboardMove {
        case let .list(action): self = .list(action)
        case let .grid(action, _): self = .grid(action)
        }
    }

    /// The action's name in `strings` ("Move up by 3", "Move right"); `nil` for a
    /// destination, which the app names.
    package func name(strings: MoveStrings) -> String? {
        switch self {
        case let .list(action): action.name(strings: strings)
        case let .grid(action): action.name(strings: strings)
        case .destination: nil
        }
    }
}
