/// A move in a grid that a screen-reader or keyboard user can ask for: left, right, up or
/// down a row, or to the start or end.
///
/// Like ``AccessibilityMoveAction``, a grid action carries no index: the item is found by
/// identity where it is when the action runs. Left and right follow the screen, so in a
/// right-to-left layout ``left`` moves the item towards the end (see ``ReadingDirection``).
///
/// ```swift
/// let actions: [GridMoveAction] = [.left, .right, .up, .down, .toStart, .toEnd]
/// ```
///
/// The grid is one ordered list shown row by row, so moving left from the first column
/// continues at the end of the row above, and moving right from the last column continues at
/// the start of the row below. (In a grid that fills columns, it is up and down that continue
/// onto the neighbouring column.) Distances are clamped when the action runs; the article
/// <doc:ReorderingGridsAndStacks> gives the exact rules.
public enum GridMoveAction: Hashable, Sendable {
    /// Moves the item to the left by the given number of places (of columns, in a grid that
    /// fills columns).
    case left(Int = 1)
    /// Moves the item to the right by the given number of places (of columns, in a grid that
    /// fills columns).
    case right(Int = 1)
    /// Moves the item up by the given number of rows, keeping its column (in a grid that fills
    /// columns, by places up the columns).
    case up(rows: Int = 1)
    /// Moves the item down by the given number of rows, keeping its column where the row
    /// below reaches it (in a grid that fills columns, by places down the columns).
    case down(rows: Int = 1)
    /// Moves the item to the first place of the grid.
    case toStart
    /// Moves the item to the last place of the grid.
    case toEnd

    /// Moves the item one place to the left; the same as `.left(1)`.
    public static let left: Self = .left(1)
    /// Moves the item one place to the right; the same as `.right(1)`.
    public static let right: Self = .right(1)
    /// Moves the item up one row; the same as `.up(rows: 1)`.
    public static let up: Self = .up(rows: 1)
    /// Moves the item down one row; the same as `.down(rows: 1)`.
    public static let down: Self = .down(rows: 1)

    /// The default actions: left, right, up a row, down a row, to start and to end, in that
    /// order.
    package static let standard: [Self] = [.left, .right, .up, .down, .toStart, .toEnd]
}
