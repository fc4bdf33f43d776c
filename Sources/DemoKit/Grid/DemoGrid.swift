import ILikeToMoveItCore

/// The grid view of the demo: how many columns, and which way rows read.
///
/// The grid is a layout of the focused list, not another list: its moves go to the list's
/// session with `MoveLayout.grid(layout)` (see `DemoState.settings(for:)`), which decides
/// where a bird goes, what is said, how the move is undone and which arrow moves what. This
/// type only holds the layout and the focus movement between cells.
struct DemoGrid {
    /// The numbers of columns the grid offers.
    static let columnRange = 1...6
    /// The number of columns when none is asked for.
    static let defaultColumns = 3

    /// The number of columns, in `columnRange`.
    private(set) var columns: Int
    /// Which way rows read; right to left swaps what left and right do.
    private(set) var readingDirection: ReadingDirection = .leftToRight

    /// A grid of `columns` columns, clamped to `columnRange`.
    init(columns: Int = defaultColumns, rightToLeft: Bool = false) {
        self.columns = min(max(columns, Self.columnRange.lowerBound), Self.columnRange.upperBound)
        self.readingDirection = rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Whether rows read from right to left.
    var isRightToLeft: Bool { readingDirection == .rightToLeft }

    /// The core's description of the grid.
    var layout: GridMoveLayout { GridMoveLayout(columns: columns, readingDirection: readingDirection) }

    /// Sets the number of columns, clamped to `columnRange` (a key press can ask for one too
    /// many).
    mutating func setColumns(_ count: Int) {
        columns = min(max(count, Self.columnRange.lowerBound), Self.columnRange.upperBound)
    }

    mutating func setRightToLeft(_ rightToLeft: Bool) {
        readingDirection = rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Where focus goes from the bird at `offset` when an arrow key is pressed: the cell a
    /// one-step grid move in that direction would lead to, so focus and moves agree, also
    /// right to left and at a short last row.
    ///
    /// - Returns: The offset to focus; `offset` itself when the list is empty.
    func focusTarget(from offset: Int, count: Int, arrow: ArrowKey) -> Int {
        guard count > 0 else { return offset }
        let offset = min(max(offset, 0), count - 1)
        let action: GridMoveAction = switch arrow {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        }
        return action.targetOffset(from: offset, count: count, in: layout)
    }

    /// The zero-based row and column, in reading order, of the bird at `offset`.
    func cell(of offset: Int) -> (row: Int, column: Int) {
        (offset / columns, offset % columns)
    }
}
