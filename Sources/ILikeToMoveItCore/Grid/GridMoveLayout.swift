/// The shape of a grid that items move in: which lines the items fill first, how many items a
/// line holds, and which way rows read.
///
/// A grid is one ordered list shown in lines. Usually items fill rows (`LazyVGrid`): the
/// first `columns` items form the first row, the next `columns` the second, and so on. A grid
/// that scrolls sideways (`LazyHGrid`) fills columns instead: the first `rows` items go down
/// the first column. Only the last line may be shorter. The number of items is not part of
/// the layout: it is the list's, at the moment a move runs.
///
/// ```swift
/// let grid = GridMoveLayout(columns: 3)
/// let arabic = GridMoveLayout(columns: 3, readingDirection: .rightToLeft)
/// let sideways = GridMoveLayout(rows: 2)
/// ```
///
/// A horizontal stack is a grid of one row: give it as many columns as there could be
/// items, such as `Int.max`.
public struct GridMoveLayout: Hashable, Sendable {
    /// Which lines a grid's items fill first.
    enum Flow: Hashable, Sendable {
        /// Items fill a row, then the next row down (`LazyVGrid`).
        case rows
        /// Items fill a column from the top, then the next column (`LazyHGrid`).
        case columns
    }

    /// Which lines the items fill first.
    let flow: Flow
    /// How many items a full line holds, at least 1: the number of columns when items fill
    /// rows, the number of rows when they fill columns.
    let lineLength: Int
    /// Which way rows read; swaps the meaning of left and right.
    let readingDirection: ReadingDirection

    /// Creates a layout whose items fill rows of `columns` items.
    ///
    /// - Parameters:
    ///   - columns: The number of columns; values below 1 are treated as 1.
    ///   - readingDirection: Which way rows read; left to right by default.
    public init(columns: Int, readingDirection: ReadingDirection = .leftToRight) {
        self.flow = .rows
        self.lineLength = Swift.max(1, columns)
        self.readingDirection = readingDirection
    }

    /// Creates a layout whose items fill columns of `rows` items, top to bottom, the first
    /// column on the left (on the right when rows read right to left).
    ///
    /// - Parameters:
    ///   - rows: The number of rows; values below 1 are treated as 1.
    ///   - readingDirection: Which way rows read; left to right by default.
    public init(rows: Int, readingDirection: ReadingDirection = .leftToRight) {
        self.flow = .columns
        self.lineLength = Swift.max(1, rows)
        self.readingDirection = readingDirection
    }

    /// The zero-based row and column (in reading order) of the item at `offset`.
    func cell(of offset: Int) -> (row: Int, column: Int) {
        switch flow {
        case .rows: (offset / lineLength, offset % lineLength)
        case .columns: (offset % lineLength, offset / lineLength)
        }
    }
}

/// The direction in which a layout reads its items: where the first item of a row sits.
///
/// In a right-to-left layout (Arabic, Hebrew) the first item of a row is on the right, so
/// moving an item to the left moves it towards the end. SwiftUI's `LayoutDirection` maps onto
/// it one to one.
public enum ReadingDirection: Sendable {
    /// Rows start on the left.
    case leftToRight
    /// Rows start on the right.
    case rightToLeft
}
