import BenchmarkWorkloads

extension MoveItRatios {
    /// A thousand selected rows of a hundred thousand moved to the top together, as an app's
    /// list moves them.
    @MainActor
    static func selectionMove() -> [Verdict] {
        let ids = Set(SessionSelection.ids)
        // Both ways must leave the same order.
        let list = SessionSelection.list()
        SessionSelection.library(list)
        let storage = ListStorage(Row.list(count: SessionSelection.count))
        SessionSelection.floor(storage, ids: ids)
        precondition(list.storage.items == storage.items, "selection: the session and the floor disagree")
        precondition(storage.items.prefix(ids.count).map(\.id) == SessionSelection.ids, "selection: not at the top")

        let times = Stopwatch(warmUps: 1, samples: 7).compare(
            prepare: { (SessionSelection.list(), ListStorage(Row.list(count: SessionSelection.count))) },
            library: { state in consume(SessionSelection.library(state.0)) },
            baseline: { state in consume(SessionSelection.floor(state.1, ids: ids)) }
        )
        return [
            .ratio("selection: 1,000 of 100,000 to the top, through a binding", library: times.library,
                   baseline: times.baseline, baselineName: "one pass partitioning the rows through the binding + one sentence")
        ]
    }
}
