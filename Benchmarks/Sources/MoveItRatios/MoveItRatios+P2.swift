import BenchmarkWorkloads
import ILikeToMoveItCore

extension MoveItRatios {
    /// P2: a thousand selected items moved to the top of a hundred thousand together.
    static func selectionMove() -> [Verdict] {
        let template = Row.list(count: SelectionMove.count)
        let ids = SelectionMove.ids
        let selection = Set(ids)

        // Both ways must leave the same order.
        var together = template.uniqueCopy()
        var oneByOne = template.uniqueCopy()
        SelectionMove.library(&together, ids: selection)
        SelectionMove.singleMoves(&oneByOne, ids: ids)
        precondition(together == oneByOne, "P2: the selection move and the single moves disagree")
        precondition(together.prefix(ids.count).map(\.id) == ids, "P2: the selection is not at the top")

        let times = Stopwatch(warmUps: 1, samples: 7).compare(
            prepare: { template.uniqueCopy() },
            library: { rows in consume(SelectionMove.library(&rows, ids: selection)) },
            baseline: { rows in consume(SelectionMove.singleMoves(&rows, ids: ids)) }
        )
        return [
            .faster("P2 move 1,000 of 100,000 together", by: 50, library: times.library, baseline: times.baseline,
                    baselineName: "1,000 single moves")
        ]
    }
}
