extension GridMoveAnnouncement {
    /// What to say after one item of a grid moved, or could not: the one place grid
    /// announcements are built, for grid actions, pointer drops and undo alike.
    ///
    /// - A grid action is told as the user sees it: "Moved right.", "Moved left by 2.", "Moved
    ///   down a row.", "Moved to start.", with distances the item actually went (after
    ///   clamping). Along the lines (left and right where items fill rows, up and down where
    ///   they fill columns) the distance counts places while the item stays in its line
    ///   ("Moved down." in a column, as in a list); when it continues into another line, it
    ///   says where it landed: "Moved to row 1, column 3." ("Moved to start." or "Moved to
    ///   end." at the first or last place). Across the lines the distance counts rows or
    ///   columns.
    /// - A move to an offset (a drop, an undo) is told by where the item landed: "Moved to
    ///   start." or "Moved to end." at the first or last place; "Moved left by 2." (screen
    ///   directions) within its row; "Moved up a row." within its column; otherwise "Moved
    ///   to row 2, column 3.".
    ///
    /// The neighbour is the item now next to the moved one in reading order: after a move
    /// towards the start, the one after it ("Before Robin."); towards the end, the one before
    /// it ("After Robin."). "At start." / "At end." follow whenever the item stands first or
    /// last, moved or not; a one-item grid, which is both, names the side the move pointed to.
    ///
    /// - Parameters:
    ///   - from: The item's offset before the move.
    ///   - to: Its offset after the move.
    ///   - count: The number of items in the grid.
    ///   - layout: The grid's lines and reading direction.
    ///   - action: The grid action asked for; `nil` for a move to an offset.
    ///   - towardsStart: Whether the move pointed towards the start.
    ///   - neighbour: The neighbour's label, already sanitised; `nil` or empty names none.
    /// - Complexity: O(1).
    package static func item(
        from: Int, to: Int, count: Int, layout: GridMoveLayout, action: GridMoveAction?, towardsStart: Bool,
        neighbour: String?
    ) -> Self {
        let (fromRow, fromColumn) = layout.cell(of: from)
        let (toRow, toColumn) = layout.cell(of: to)
        let cell = Cell(row: toRow + 1, column: toColumn + 1)
        let edge: Edge? =
            switch (to == 0, to == count - 1) {
            case (true, true): towardsStart ? .start : .end
            case (true, false): .start
            case (false, true): .end
            case (false, false): nil
            }
        guard to != from else { return GridMoveAnnouncement(movement: .notMoved, edge: edge, cell: cell) }
        let places = from < to ? to - from : from - to
        let columns = fromColumn < toColumn ? toColumn - fromColumn : fromColumn - toColumn
        let rows = fromRow < toRow ? toRow - fromRow : fromRow - toRow
        let movement: Movement
        if let action {
            let alongRows = layout.flow == .rows
            // Along the lines an item that stays in its line moved by places; one that
            // continued into another line is told by where it landed.
            let changedLine = alongRows ? toRow != fromRow : toColumn != fromColumn
            switch action {
            case .left where alongRows, .right where alongRows, .up where !alongRows, .down where !alongRows:
                if changedLine {
                    movement = to == 0 ? .toStart : to == count - 1 ? .toEnd : .to(cell)
                } else {
                    switch action {
                    case .left: movement = .left(places)
                    case .right: movement = .right(places)
                    case .up: movement = .upInColumn(places)
                    default: movement = .downInColumn(places)
                    }
                }
            case .left: movement = .left(columns)
            case .right: movement = .right(columns)
            case .up: movement = .up(rows: rows)
            case .down: movement = .down(rows: rows)
            case .toStart: movement = .toStart
            case .toEnd: movement = .toEnd
            }
        } else if to == 0 {
            movement = .toStart
        } else if to == count - 1 {
            movement = .toEnd
        } else if toRow == fromRow {
            // Later columns lie to the right when rows read left to right.
            let rightwards = (toColumn > fromColumn) == (layout.readingDirection == .leftToRight)
            movement = rightwards ? .right(columns) : .left(columns)
        } else if toColumn == fromColumn {
            movement = toRow > fromRow ? .down(rows: rows) : .up(rows: rows)
        } else {
            movement = .to(cell)
        }
        return GridMoveAnnouncement(
            movement: movement,
            neighbour: neighbour.flatMap { $0.isEmpty ? nil : to < from ? .before($0) : .after($0) },
            edge: edge, cell: cell)
    }

    /// What to say when the item to move is not in the grid: "Not moved.".
    package static var notFound: Self { GridMoveAnnouncement(movement: .notMoved) }
}
