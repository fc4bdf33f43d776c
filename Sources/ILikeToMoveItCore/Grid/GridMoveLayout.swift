/// The shape of a grid that items move in: how many columns, and which way rows read.
///
/// Items are laid out row by row in reading order: the first `columns` items form the first
/// row, the next `columns` the second, and so on; only the last row may be shorter. The
/// number of items is not part of the layout: it is the list's, at the moment a move runs.
///
/// ```swift
/// let grid = GridMoveLayout(columns: 3)
/// let arabic = GridMoveLayout(columns: 3, readingDirection: .rightToLeft)
/// ```
///
/// A horizontal stack is a grid of one row: give it as many columns as there could be
/// items, such as `Int.max`.
public struct GridMoveLayout: Hashable, Sendable {
    /// The number of columns, at least 1.
    public let columns: Int
    /// Which way rows read; swaps the meaning of left and right.
    public let readingDirection: ReadingDirection

    /// Creates a layout.
    ///
    /// - Parameters:
    ///   - columns: The number of columns; values below 1 are treated as 1.
    ///   - readingDirection: Which way rows read; left to right by default.
    public init(columns: Int, readingDirection: ReadingDirection = .leftToRight) {
        self.columns = Swift.max(1, columns)
        self.readingDirection = readingDirection
    }

    /// The zero-based row and column (in reading order) of the item at `offset`.
    func cell(of offset: Int) -> (row: Int, column: Int) {
        (offset / columns, offset % columns)
    }
}
