/// What a grid move announcement says, before it is put into words.
///
/// ``MoveAnnouncer/text(for:)-(GridMoveAnnouncement)`` renders it with the announcer's
/// ``MoveStrings`` table, in this order: the movement, the neighbour, the edge, and (when the
/// announcer's ``MoveAnnouncer/includesPosition`` is on) the row and column. In English:
///
/// ```
/// Moved right. After Robin. Row 2, column 3.
/// Moved down by 2 rows. After Jay. At end.
/// Moved to start. Before Robin.
/// Moved to row 2, column 3. After Finch.
/// Not moved. At start.
/// ```
package struct GridMoveAnnouncement: Equatable, Sendable {
    /// What happened to the item. Distances are what the item actually moved, after clamping.
    enum Movement: Equatable, Sendable {
        /// The item moved as the action says, by at least one place or line: left or right by
        /// places, up or down by rows, or to the start or the end ("Moved left by 2.").
        case moved(GridMoveAction)
        /// The item moved up its column by this many places (at least one), in a grid that
        /// fills columns: "Moved up." as in a list.
        case upInColumn(Int)
        /// The item moved down its column by this many places (at least one), in a grid that
        /// fills columns: "Moved down." as in a list.
        case downInColumn(Int)
        /// The item was dropped in another row and another column, at this cell (never the
        /// first or last place, which are `.moved(.toStart)` and `.moved(.toEnd)`).
        case to(Cell)
        /// Nothing moved: the item was at the edge, the distance was not positive, or the
        /// item was not in the grid.
        case notMoved
    }

    /// A one-based place in a grid.
    struct Cell: Equatable, Sendable {
        /// The one-based row: 1 is the top row.
        var row: Int
        /// The one-based column in reading order: 1 is the first column of the row (the
        /// rightmost one when rows read right to left).
        var column: Int
    }

    /// The movement sentence ("Moved right.").
    var movement: Movement
    /// The neighbour sentence, in reading order, which does not depend on the layout's
    /// direction: "Before Robin." (`above`) after a move towards the start, "After Robin."
    /// (`below`) after one towards the end; `nil` without a label. Already sanitised.
    var neighbour: MoveAnnouncement.Neighbour?
    /// The edge sentence, if the item stands first ("At start.", `top`) or last ("At end.",
    /// `bottom`) in the grid.
    var edge: MoveAnnouncement.Edge?
    /// Where the item stands after the move ("Row 2, column 3."), spoken only when the
    /// announcer's ``MoveAnnouncer/includesPosition`` is on; `nil` when the item was not found.
    var cell: Cell?
}

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
    static func item(
        from: Int, to: Int, count: Int, layout: GridMoveLayout, action: GridMoveAction?, towardsStart: Bool,
        neighbour: String?
    ) -> Self {
        let (fromRow, fromColumn) = layout.cell(of: from)
        let (toRow, toColumn) = layout.cell(of: to)
        let cell = Cell(row: toRow + 1, column: toColumn + 1)
        let edge = MoveAnnouncement.Edge(first: to, last: to, count: count, towardsTop: towardsStart)
        guard to != from else { return GridMoveAnnouncement(movement: .notMoved, edge: edge, cell: cell) }
        let rows = abs(toRow - fromRow)
        let columns = abs(toColumn - fromColumn)
        let landed: Movement = to == 0 ? .moved(.toStart) : to == count - 1 ? .moved(.toEnd) : .to(cell)
        let movement: Movement
        if let action {
            // Along the lines an item that stays in its line moved by places (up and down a
            // column as in a list); one that continued into another line is told by where it
            // landed. Across the lines it moved by rows or columns.
            let along = switch action.step(in: layout) {
            case .backward, .forward: true
            case .linesBack, .linesForward, .start, .end: false
            }
            let changedLine = layout.flow == .rows ? toRow != fromRow : toColumn != fromColumn
            movement = switch action {
            case _ where along && changedLine: landed
            case .left: .moved(.left(columns))
            case .right: .moved(.right(columns))
            case .up: along ? .upInColumn(rows) : .moved(.up(rows: rows))
            case .down: along ? .downInColumn(rows) : .moved(.down(rows: rows))
            case .toStart, .toEnd: .moved(action)
            }
        } else if to == 0 || to == count - 1 || (toRow != fromRow && toColumn != fromColumn) {
            movement = landed
        } else if toRow == fromRow {
            // Later columns lie to the right when rows read left to right.
            let rightwards = (toColumn > fromColumn) == (layout.readingDirection == .leftToRight)
            movement = .moved(rightwards ? .right(columns) : .left(columns))
        } else {
            movement = .moved(toRow > fromRow ? .down(rows: rows) : .up(rows: rows))
        }
        return GridMoveAnnouncement(
            movement: movement, neighbour: MoveAnnouncement.Neighbour(neighbour, above: to < from), edge: edge,
            cell: cell)
    }

    /// What to say when the item to move is not in the grid: "Not moved.".
    static var notFound: Self { GridMoveAnnouncement(movement: .notMoved) }
}

extension AccessibleMoves {
    /// The step announcement of ``GridMoveAnnouncement/item(from:to:count:layout:action:towardsStart:neighbour:)``,
    /// or "Not moved." when the item was not found (`placement` is `nil`).
    static func gridAnnouncement(
        _ placement: (from: Int, to: Int, count: Int, towardsStart: Bool)?, in layout: GridMoveLayout,
        action: GridMoveAction?, neighbour: String?
    ) -> StepAnnouncement {
        guard let placement else { return .grid(.notFound) }
        return .grid(.item(
            from: placement.from, to: placement.to, count: placement.count, layout: layout, action: action,
            towardsStart: placement.towardsStart, neighbour: neighbour))
    }
}

extension MoveAnnouncer {
    /// The text to speak for a grid move: the sentences of ``GridMoveAnnouncement`` in its
    /// order, from the announcer's ``strings`` table (keys such as ``MoveStrings/Key/movedRight``
    /// and ``MoveStrings/Key/after``). "At start." and "At end." are left out after "Moved to
    /// start." and "Moved to end.", and the position after "Moved to row 2, column 3.", which
    /// already say them.
    ///
    /// An announcer made with a rendering closure renders list moves only; for grid moves it
    /// uses its table, which is English unless set. Replace grid wording through the table.
    ///
    /// - Parameter announcement: What happened.
    /// - Returns: The text, for example "Moved right. After Robin. Row 2, column 3.".
    /// - Complexity: O(length of the result).
    func text(for announcement: GridMoveAnnouncement) -> String {
        var speech = Speech(strings: strings, inGrid: true)
        switch announcement.movement {
        case .notMoved: speech.say(.notMoved)
        case .moved(let action): speech.say(action.wording.done, count: action.wording.count)
        case .upInColumn(let places): speech.say(places == 1 ? .movedUp : .movedUpBy, count: places)
        case .downInColumn(let places): speech.say(places == 1 ? .movedDown : .movedDownBy, count: places)
        case .to(let cell): speech.say(.movedToCell, row: cell.row, column: cell.column)
        }
        speech.say(announcement.neighbour)
        switch (announcement.edge, announcement.movement) {
        case (.top?, .moved(.toStart)), (.bottom?, .moved(.toEnd)): break
        case (let edge, _): speech.say(edge)
        }
        if includesPosition, let cell = announcement.cell, announcement.movement != .to(cell) {
            speech.say(.gridPosition, row: cell.row, column: cell.column)
        }
        return speech.text
    }
}
