import BenchmarkWorkloads
import ILikeToMoveItCore

extension MoveItRatios {
    /// P5: the sentence spoken after a move.
    static func announcements() -> [Verdict] {
        let samples = Announcements.samples
        let rounds = 10_000
        let text = Stopwatch().nanoseconds(operations: rounds * samples.count) {
            for _ in 0..<rounds {
                for sample in samples { consume(Announcements.text(sample)) }
            }
        }
        return [.atMost("P5 announcement text", nanoseconds: 5_000, measured: text)]
    }
}
