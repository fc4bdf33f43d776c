import BenchmarkWorkloads
import ILikeToMoveItCore

extension MoveItRatios {
    /// P1: one item moved by one place among a million, with and without a hint.
    static func singleMove() -> [Verdict] {
        let id = SingleMove.start
        var rows = Row.list(count: SingleMove.count)
        var position = SingleMove.start

        // Every batch alternates down and up, so the list is back in order after it.
        let moves = 10_000
        func hinted() {
            for move in 0..<moves {
                position = SingleMove.library(&rows, id: id, down: move.isMultiple(of: 2), hint: position)!
            }
        }
        func offsetMoves() {
            for move in 0..<moves {
                position = SingleMove.offsetMove(&rows, from: position, down: move.isMultiple(of: 2))!
            }
        }
        func swaps() {
            for move in 0..<moves {
                position = SingleMove.swap(&rows, at: position, down: move.isMultiple(of: 2))
            }
        }
        func naive() {
            for move in 0..<10 {
                position = SingleMove.naive(&rows, id: id, down: move.isMultiple(of: 2))!
            }
        }
        func unhinted() {
            for move in 0..<20 {
                position = SingleMove.library(&rows, id: id, down: move.isMultiple(of: 2), hint: nil)!
            }
        }
        func scans() {
            for _ in 0..<20 { consume(SingleMove.scan(rows, id: id)) }
        }

        let stopwatch = Stopwatch()
        let versusNaive = Stopwatch(warmUps: 1, samples: 5).compare(library: (moves, hinted), baseline: (10, naive))
        let versusSwap = stopwatch.compare(library: (moves, hinted), baseline: (moves, swaps))
        let offsetVersusSwap = stopwatch.compare(library: (moves, offsetMoves), baseline: (moves, swaps))
        let versusScan = stopwatch.compare(library: (20, unhinted), baseline: (20, scans))
        precondition(position == SingleMove.start && rows[position].id == id, "P1 moves left the list out of order")

        return [
            .faster("P1 move, n = 1M, hint", by: 1000, library: versusNaive.library, baseline: versusNaive.baseline,
                    baselineName: "firstIndex + remove + insert"),
            .within("P1 move, n = 1M, hint", factor: 2, library: versusSwap.library, baseline: versusSwap.baseline,
                    baselineName: "swapAt"),
            .within("P1 applyMove (no announcement)", factor: 2, library: offsetVersusSwap.library,
                    baseline: offsetVersusSwap.baseline, baselineName: "swapAt"),
            .within("P1 move, n = 1M, no hint", factor: 1, library: versusScan.library, baseline: versusScan.baseline,
                    baselineName: "one linear scan"),
        ]
    }
}
