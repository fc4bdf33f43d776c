import ILikeToMoveItCore

/// P2: moving a selection of `k` items together, to the top of the list.
public enum SelectionMove {
    public static let count = 100_000
    public static let selected = 1_000

    /// Every `count / selected`-th row, from the middle of its stride: spread over the whole list.
    public static let ids: [Int] = (0..<selected).map { $0 * (count / selected) + count / selected / 2 }

    /// Moves the selection to the top in one request, through `AccessibleMoves` as a list's
    /// row action does; returns whether the rows moved, and consumes the focus.
    @inline(never)
    @discardableResult
    public static func library(_ rows: inout [Row], ids: Set<Int>) -> Bool {
        var moves = SingleMove.moves()
        let step = moves.perform(.selection(ids, .toTop), on: &rows)
        consume(step.focus)
        return step.inverse != nil
    }

    /// Baseline: one single move to the top per selected item, last first, through the same
    /// `AccessibleMoves`, which leaves the same order as the selection move.
    @inline(never)
    @discardableResult
    public static func singleMoves(_ rows: inout [Row], ids: [Int]) -> Int {
        var moves = SingleMove.moves()
        var moved = 0
        for id in ids.reversed() where moves.perform(.item(id, .toTop), on: &rows).inverse != nil {
            moved += 1
        }
        return moved
    }
}
