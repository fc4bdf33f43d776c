import ILikeToMoveItCore

/// P1: moving one item by one place in a long list.
public enum SingleMove {
    public static let count = 1_000_000

    /// Where the moved item starts: the middle, so that a scan from the front reads half the list.
    public static let start = count / 2

    /// Moves the row with `id` by one place with the library, down when `down`, else up.
    @inline(never)
    public static func library(_ rows: inout [Row], id: Int, down: Bool, hint: Int?) -> Int? {
        let result = rows.accessibilityMove(id, identifiedBy: \.id, action: down ? .down(1) : .up(1), hint: hint)
        return result.toOffset
    }

    /// The same move without building the announcement text: `applyMove(_:)`.
    @inline(never)
    public static func offsetMove(_ rows: inout [Row], from: Int, down: Bool) -> Int? {
        rows.applyMove(OffsetMove(from: from, to: down ? from + 1 : from - 1))
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
