@_spi(Benchmarks) import ILikeToMoveItCore

/// P1: moving one item by one place in a long list, through the path a moveable list takes.
public enum SingleMove {
    public static let count = 1_000_000
    /// The short list the long one is compared with: a move's cost must not grow with `n`.
    public static let shortCount = 1_000

    /// Where the moved item starts: the middle, so that a scan from the front reads half the list.
    public static let start = count / 2

    /// The moves of a list of rows, as `accessibilityMoveableList` keeps them.
    public static func moves() -> AccessibleMoves<Row, Int> {
        AccessibleMoves(label: \.title, announcer: MoveAnnouncer(strings: .english))
    }

    /// One row action through `AccessibleMoves.perform(_:on:)`, the path the SwiftUI list
    /// takes: moves the row with `id`, now at offset `at`, by one place, down when `down`,
    /// else up. Returns the row's new offset (`nil` when the step says nothing moved) and
    /// consumes the focus.
    @inline(never)
    public static func library(
        _ rows: inout [Row], moves: inout AccessibleMoves<Row, Int>, id: Int, at offset: Int, down: Bool
    ) -> Int? {
        let step = moves.perform(.item(id, down ? .down(1) : .up(1)), on: &rows)
        consume(step.focus)
        return step.inverse == nil ? nil : down ? offset + 1 : offset - 1
    }

    /// The whole move a list makes: the step, its focus and its announcement text. Returns
    /// the text's length.
    @inline(never)
    public static func wholeMove(_ rows: inout [Row], moves: inout AccessibleMoves<Row, Int>, id: Int, down: Bool) -> Int {
        let step = moves.perform(.item(id, down ? .down(1) : .up(1)), on: &rows)
        consume(step.inverse == nil)
        consume(step.focus)
        return step.text.utf8.count
    }

    /// The same move through new moves, which remember no place: a scan, then the move.
    /// Returns the row's new offset (`nil` when the step says nothing moved).
    @inline(never)
    public static func unhinted(_ rows: inout [Row], id: Int, at offset: Int, down: Bool) -> Int? {
        var fresh = moves()
        let step = fresh.perform(.item(id, down ? .down(1) : .up(1)), on: &rows)
        consume(step.focus)
        return step.inverse == nil ? nil : down ? offset + 1 : offset - 1
    }

    /// The same move without finding the item or building the step: the package's
    /// `applyMove` by offsets (`@_spi(Benchmarks)`).
    @inline(never)
    public static func offsetMove(_ rows: inout [Row], from: Int, down: Bool) -> Int? {
        rows.applyMove(from: from, to: down ? from + 1 : from - 1)
    }

    /// Baseline: find with `firstIndex`, remove, insert.
    @inline(never)
    public static func naive(_ rows: inout [Row], id: Int, down: Bool) -> Int? {
        guard let index = rows.firstIndex(where: { $0.id == id }) else { return nil }
        let row = rows.remove(at: index)
        let destination = down ? index + 1 : index - 1
        rows.insert(row, at: destination)
        return destination
    }

    /// Baseline: exchange two neighbours whose positions are known.
    @inline(never)
    public static func swap(_ rows: inout [Row], at index: Int, down: Bool) -> Int {
        let other = down ? index + 1 : index - 1
        rows.swapAt(index, other)
        return other
    }

    /// Baseline: one plain linear scan for the id.
    @inline(never)
    public static func scan(_ rows: [Row], id: Int) -> Int? {
        rows.firstIndex { $0.id == id }
    }
}
