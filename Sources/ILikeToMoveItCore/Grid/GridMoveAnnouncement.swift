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
@usableFromInline package struct GridMoveAnnouncement: Hashable, Sendable {
    /// What happened to the item. Distances are what the item actually moved, after clamping.
    package enum Movement: Hashable, Sendable {
        /// The item moved left by this many places (at least one).
        case left(Int)
        /// The item moved right by this many places (at least one).
        case right(Int)
        /// The item moved up by this many rows (at least one).
        case up(rows: Int)
        /// The item moved up its column by this many places (at least one), in a grid that
        /// fills columns: "Moved up." as in a list.
        case upInColumn(Int)
        /// The item moved down its column by this many places (at least one), in a grid that
        /// fills columns: "Moved down." as in a list.
        case downInColumn(Int)
        /// The item moved down by this many rows (at least one).
        case down(rows: Int)
        /// The item moved to the first place.
        case toStart
        /// The item moved to the last place.
        case toEnd
        /// The item was dropped in another row and another column, at this cell (never the
        /// first or last place, which are ``toStart`` and ``toEnd``).
        case to(Cell)
        /// Nothing moved: the item was at the edge, the distance was not positive, or the
        /// item was not in the grid.
        case notMoved
    }

    /// The item named after the move, in reading order, so the user knows where the moved
    /// item landed. Reading order does not depend on the layout's direction, so neither do
    /// these.
    package enum Neighbour: Hashable, Sendable {
        /// The moved item now comes directly before the item with this label (after a move
        /// towards the start).
        case before(String)
        /// The moved item now comes directly after the item with this label (after a move
        /// towards the end).
        case after(String)
    }

    /// The end of the grid an item stands at after the move.
    package enum Edge: Hashable, Sendable {
        /// The item is first in the grid.
        case start
        /// The item is last in the grid.
        case end
    }

    /// A one-based place in a grid.
    package struct Cell: Hashable, Sendable {
        /// The one-based row: 1 is the top row.
        package var row: Int
        /// The one-based column in reading order: 1 is the first column of the row (the
        /// rightmost one when rows read right to left).
        package var column: Int

        /// Creates a cell.
        ///
        /// - Parameters:
        ///   - row: The one-based row.
        ///   - column: The one-based column in reading order.
        package init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// The movement sentence ("Moved right.").
    package var movement: Movement
    /// The neighbour sentence ("After Robin."), if a label was available; already sanitised.
    package var neighbour: Neighbour?
    /// The edge sentence ("At end."), if the item stands first or last in the grid.
    package var edge: Edge?
    /// Where the item stands after the move ("Row 2, column 3."), spoken only when the
    /// announcer's ``MoveAnnouncer/includesPosition`` is on; `nil` when the item was not found.
    package var cell: Cell?

    /// Creates an announcement.
    ///
    /// - Parameters:
    ///   - movement: What happened.
    ///   - neighbour: The neighbour to name, with a sanitised label (see ``MoveLabel``).
    ///   - edge: The edge the item stands at, if any.
    ///   - cell: The item's one-based row and column, if known.
    package init(movement: Movement, neighbour: Neighbour? = nil, edge: Edge? = nil, cell: Cell? = nil) {
        self.movement = movement
        self.neighbour = neighbour
        self.edge = edge
        self.cell = cell
    }
}
