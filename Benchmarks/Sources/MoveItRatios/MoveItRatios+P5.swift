import BenchmarkWorkloads
import ILikeToMoveItCore

extension MoveItRatios {
    /// P5: the sentence spoken after a move: the whole move that makes it (the request
    /// performed through `AccessibleMoves`, then the step's text), and the text alone.
    static func announcements() -> [Verdict] {
        let samples = Announcements.samples
        let rounds = 10_000
        let whole = Stopwatch().nanoseconds(operations: rounds * samples.count) {
            for _ in 0..<rounds {
                for sample in samples { consume(Announcements.wholeMove(sample)) }
            }
        }
        let text = Stopwatch().nanoseconds(operations: rounds * samples.count) {
            for _ in 0..<rounds {
                for sample in samples { consume(Announcements.text(sample)) }
            }
        }
        return [
            .atMost("P5 whole move with its text (perform + step.text)", nanoseconds: 5_000, measured: whole),
            .atMost("P5 announcement text", nanoseconds: 5_000, measured: text),
        ]
    }
}
