extension GridMoveLayout {
    /// What to say after a pointer drag moved an item by `move` in this grid, read from the
    /// list as the drag left it.
    ///
    /// The movement is told the way an action would tell it: "Moved to start." or "Moved to
    /// end." when the item landed first or last; "Moved left by 2." (screen directions) within
    /// its row; "Moved up a row." within its column; otherwise "Moved to row 2, column 3.".
    /// The neighbour and the edge follow the rules of the grid actions; a one-item grid is at
    /// its start.
    ///
    /// - Parameters:
    ///   - move: The net change of the drag, such as a ``ReorderSession`` commit; offsets are
    ///     clamped into the list.
    ///   - items: The list after the move.
    ///   - label: The key path to a label spoken for the neighbour; `nil` names no neighbour.
    ///   - labelLimit: The longest a label may be, in characters (see ``MoveLabel``).
    /// - Returns: The announcement; "Not moved." for an empty list.
    /// - Complexity: O(1) on random-access collections, O(*n*) otherwise.
    package func dropAnnouncement<Items: Collection>(
        for move: OffsetMove,
        in items: Items,
        label: KeyPath<Items.Element, String>? = nil,
        labelLimit: Int = MoveLabel.defaultLimit
    ) -> GridMoveAnnouncement {
        let count = items.count
        guard count > 0 else { return GridMoveAnnouncement(movement: .notMoved) }
        let from = Swift.min(Swift.max(move.from, 0), count - 1)
        let to = Swift.min(Swift.max(move.to, 0), count - 1)
        let (fromRow, fromColumn) = cell(of: from)
        let (toRow, toColumn) = cell(of: to)
        let target = GridMoveAnnouncement.Cell(row: toRow + 1, column: toColumn + 1)
        let forward = to > from
        let movement: GridMoveAnnouncement.Movement
        if to == from {
            movement = .notMoved
        } else if to == 0 {
            movement = .toStart
        } else if to == count - 1 {
            movement = .toEnd
        } else if toRow == fromRow {
            // Later columns lie to the right when rows read left to right.
            let rightwards = (toColumn > fromColumn) == (readingDirection == .leftToRight)
            let columns = toColumn > fromColumn ? toColumn - fromColumn : fromColumn - toColumn
            movement = rightwards ? .right(columns) : .left(columns)
        } else if toColumn == fromColumn {
            movement = toRow > fromRow ? .down(rows: toRow - fromRow) : .up(rows: fromRow - toRow)
        } else {
            movement = .to(target)
        }
        var neighbour: GridMoveAnnouncement.Neighbour?
        if to != from, let label {
            let element = items[items.index(items.startIndex, offsetBy: forward ? to - 1 : to + 1)]
            let sanitised = MoveLabel.sanitize(element[keyPath: label], limit: labelLimit)
            if !sanitised.isEmpty { neighbour = forward ? .after(sanitised) : .before(sanitised) }
        }
        let edge: GridMoveAnnouncement.Edge? = to == 0 ? .start : to == count - 1 ? .end : nil
        return GridMoveAnnouncement(movement: movement, neighbour: neighbour, edge: edge, cell: target)
    }
}
