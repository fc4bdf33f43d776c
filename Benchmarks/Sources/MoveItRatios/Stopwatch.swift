/// Times a piece of work several times after a warm-up and keeps the median.
struct Stopwatch {
    var warmUps = 2
    var samples = 9

    /// The median time of one operation, in nanoseconds: each sample runs `body` once, and
    /// `body` performs `operations` operations.
    func nanoseconds(operations: Int = 1, _ body: () throws -> Void) rethrows -> Double {
        for _ in 0..<warmUps { try body() }
        var times: [Double] = []
        for _ in 0..<samples {
            let start = ContinuousClock.now
            try body()
            times.append((ContinuousClock.now - start).nanoseconds / Double(operations))
        }
        return times.median
    }

    /// As `nanoseconds(operations:_:)`, with `prepare` run untimed before each sample.
    func nanoseconds<State>(
        operations: Int = 1, prepare: () -> State, _ body: (inout State) throws -> Void
    ) rethrows -> Double {
        var times: [Double] = []
        for round in 0..<(warmUps + samples) {
            var state = prepare()
            let start = ContinuousClock.now
            try body(&state)
            let elapsed = (ContinuousClock.now - start).nanoseconds / Double(operations)
            if round >= warmUps { times.append(elapsed) }
        }
        return times.median
    }

    /// The median time of one async operation, in nanoseconds.
    func nanoseconds(operations: Int = 1, async body: () async throws -> Void) async rethrows -> Double {
        for _ in 0..<warmUps { try await body() }
        var times: [Double] = []
        for _ in 0..<samples {
            let start = ContinuousClock.now
            try await body()
            times.append((ContinuousClock.now - start).nanoseconds / Double(operations))
        }
        return times.median
    }
}

extension Duration {
    var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}

extension Array where Element == Double {
    var median: Double {
        let sorted = self.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}

extension Stopwatch {
    /// The median times of a library operation and of its baseline, sampled alternately so
    /// that a change in the machine's load during the run weighs on both alike.
    func compare(
        library: (operations: Int, body: () -> Void),
        baseline: (operations: Int, body: () -> Void)
    ) -> (library: Double, baseline: Double) {
        for _ in 0..<warmUps {
            library.body()
            baseline.body()
        }
        var libraryTimes: [Double] = []
        var baselineTimes: [Double] = []
        for _ in 0..<samples {
            var start = ContinuousClock.now
            library.body()
            libraryTimes.append((ContinuousClock.now - start).nanoseconds / Double(library.operations))
            start = ContinuousClock.now
            baseline.body()
            baselineTimes.append((ContinuousClock.now - start).nanoseconds / Double(baseline.operations))
        }
        return (libraryTimes.median, baselineTimes.median)
    }

    /// As `compare(library:baseline:)`, with `prepare` run untimed before each sample of
    /// either; the prepared state is discarded after the clock stops.
    func compare<State>(
        prepare: () -> State, library: (inout State) -> Void, baseline: (inout State) -> Void
    ) -> (library: Double, baseline: Double) {
        var libraryTimes: [Double] = []
        var baselineTimes: [Double] = []
        for round in 0..<(warmUps + samples) {
            for isLibrary in [true, false] {
                var state = prepare()
                let start = ContinuousClock.now
                if isLibrary { library(&state) } else { baseline(&state) }
                let elapsed = (ContinuousClock.now - start).nanoseconds
                withExtendedLifetime(state) {}
                guard round >= warmUps else { continue }
                if isLibrary { libraryTimes.append(elapsed) } else { baselineTimes.append(elapsed) }
            }
        }
        return (libraryTimes.median, baselineTimes.median)
    }
}
