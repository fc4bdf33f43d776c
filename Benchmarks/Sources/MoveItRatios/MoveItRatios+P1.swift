import BenchmarkWorkloads
import ILikeToMoveItCore

extension MoveItRatios {
    /// P1: one item moved by one place, through the path a moveable list takes
    /// (`AccessibleMoves.perform(_:on:)`), among a million rows and among a thousand.
    static func singleMove() -> [Verdict] {
        let id = SingleMove.start
        var rows = Row.list(count: SingleMove.count)
        var moves = SingleMove.moves()
        var short = Row.list(count: SingleMove.shortCount)
        var shortMoves = SingleMove.moves()
        let shortID = SingleMove.shortCount / 2
        var position = SingleMove.start

        // Every batch alternates down and up, so the list is back in order after it.
        let batch = 10_000
        func longMoves() {
            for move in 0..<batch {
                position = SingleMove.library(&rows, moves: &moves, id: id, at: position, down: move.isMultiple(of: 2))!
            }
        }
        var shortPosition = shortID
        func shortMovesBatch() {
            for move in 0..<batch {
                shortPosition = SingleMove.library(
                    &short, moves: &shortMoves, id: shortID, at: shortPosition, down: move.isMultiple(of: 2))!
            }
        }
        func wholeMoves() {
            for move in 0..<batch {
                consume(SingleMove.wholeMove(&rows, moves: &moves, id: id, down: move.isMultiple(of: 2)))
            }
        }
        func offsetMoves() {
            for move in 0..<batch {
                position = SingleMove.offsetMove(&rows, from: position, down: move.isMultiple(of: 2))!
            }
        }
        func swaps() {
            for move in 0..<batch {
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
                position = SingleMove.unhinted(&rows, id: id, at: position, down: move.isMultiple(of: 2))!
            }
        }
        func scans() {
            for _ in 0..<20 { consume(SingleMove.scan(rows, id: id)) }
        }

        let stopwatch = Stopwatch()
        let versusShort = stopwatch.compare(library: (batch, longMoves), baseline: (batch, shortMovesBatch))
        let whole = stopwatch.nanoseconds(operations: batch, wholeMoves)
        let versusNaive = Stopwatch(warmUps: 1, samples: 5).compare(library: (batch, longMoves), baseline: (10, naive))
        let offsetVersusSwap = stopwatch.compare(library: (batch, offsetMoves), baseline: (batch, swaps))
        let versusScan = stopwatch.compare(library: (20, unhinted), baseline: (20, scans))
        precondition(position == SingleMove.start && rows[position].id == id, "P1 moves left the list out of order")

        return [
            .within("P1 move through AccessibleMoves, d = 1, n = 1M", factor: 2, library: versusShort.library,
                    baseline: versusShort.baseline, baselineName: "the same at n = 1k"),
            .atMost("P1 whole move (change, focus, text), n = 1M", nanoseconds: 1_000, measured: whole),
            .faster("P1 move through AccessibleMoves, n = 1M", by: 1000, library: versusNaive.library,
                    baseline: versusNaive.baseline, baselineName: "firstIndex + remove + insert"),
            .within("P1 applyMove (no announcement)", factor: 2, library: offsetVersusSwap.library,
                    baseline: offsetVersusSwap.baseline, baselineName: "swapAt"),
            .within("P1 move through new AccessibleMoves, n = 1M, no hint", factor: 1, library: versusScan.library,
                    baseline: versusScan.baseline, baselineName: "one linear scan"),
        ]
    }
}
