/// What a drag handle's adjustable action does in a row of each shape.
extension MoveShape {
    /// The move a drag handle makes when VoiceOver adjusts it: a swipe up (`earlier`) moves the
    /// row's item one place toward the start of the list, a swipe down one place toward its
    /// end, as the row's own actions do.
    ///
    /// In a list or a single column the place is the one above or below; in a single row or a
    /// grid it is the one before or after in reading order: to the left where rows read left
    /// to right, to the right where they read right to left.
    ///
    /// - Parameter earlier: `true` for a swipe up (an increment), `false` for a swipe down.
    /// - Returns: The move to report as the row's chosen move.
    /// - Complexity: O(1).
    package func handleMove(earlier: Bool) -> RowMove {
        // The same moves the row's menu lists for "Move up" and "Move down" (or for left and
        // right in a grid), so the handle's move is one of the row's actions.
        let action: AccessibilityMoveAction = earlier ? .up() : .down()
        switch self {
        case .list:
            return .list(action)
        case .column:
            return .grid(Self.gridAction(for: action))
        case let .row(direction), let .grid(direction):
            return .grid(Self.alongRow(action, direction: direction))
        }
    }
}
