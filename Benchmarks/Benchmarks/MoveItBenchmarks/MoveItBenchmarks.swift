import Benchmark
import BenchmarkWorkloads
import ILikeToMoveItCore

// Every workload of Benchmarks/README.md next to its baseline, under ordo-one/benchmark:
// `swift package benchmark` reports wall clock, mallocs and peak memory for each, and can
// compare them with a saved baseline. The ratio table comes from MoveItRatios.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    moveBenchmarks()
    selectionBenchmarks()
    dropBenchmarks()
}

/// A row moved by one place with its text, as an app's list moves it.
func moveBenchmarks() {
    let kilo = Benchmark.Configuration(scalingFactor: .kilo)
    for count in [SessionMove.shortCount, SessionMove.count] {
        Benchmark("move with its text, n = \(count), handed over", configuration: kilo) { @MainActor benchmark async in
            let list = SessionMove.list(count: count, access: .handedOver)
            let id = SessionMove.middle(of: count)
            list.move(.down, on: id)  // the first move finds the row; the timed ones are told where
            benchmark.startMeasurement()
            for move in benchmark.scaledIterations {
                blackHole(SessionMove.library(list, id: id, down: !move.isMultiple(of: 2)))
            }
            benchmark.stopMeasurement()
        }
    }
    Benchmark("baseline: swapAt + one sentence", configuration: kilo) { benchmark in
        let storage = ListStorage(Row.list(count: SessionMove.shortCount))
        let middle = SessionMove.middle(of: SessionMove.shortCount)
        benchmark.startMeasurement()
        for move in benchmark.scaledIterations {
            let down = move.isMultiple(of: 2)
            blackHole(SessionMove.floor(storage, access: .handedOver, at: down ? middle : middle + 1, down: down))
        }
        benchmark.stopMeasurement()
    }
    let few = Benchmark.Configuration(maxIterations: 20)
    Benchmark("move with its text, n = 1M, through a binding", configuration: few) { @MainActor benchmark async in
        let list = SessionMove.list(count: SessionMove.count, access: .binding)
        let id = SessionMove.middle(of: SessionMove.count)
        list.move(.down, on: id)
        benchmark.startMeasurement()
        blackHole(SessionMove.library(list, id: id, down: false))
        benchmark.stopMeasurement()
    }
    Benchmark("baseline: swapAt through a binding + one sentence, n = 1M", configuration: few) { benchmark in
        let storage = ListStorage(Row.list(count: SessionMove.count))
        benchmark.startMeasurement()
        blackHole(SessionMove.floor(storage, access: .binding, at: SessionMove.middle(of: SessionMove.count), down: true))
        benchmark.stopMeasurement()
    }
    for identities in [AppList.Identities.id, .keyPath] {
        Benchmark("first move of a row, n = 1M, through a binding, \(identities)", configuration: few) { @MainActor benchmark async in
            let list = SessionMove.list(count: SessionMove.count, access: .binding, identities: identities)
            let (id, down) = SessionMove.firstMoveRow(0)
            benchmark.startMeasurement()
            blackHole(SessionMove.library(list, id: id, down: down))
            benchmark.stopMeasurement()
        }
    }
    Benchmark("baseline: firstIndex + swapAt through a binding + one sentence, n = 1M", configuration: few) { benchmark in
        let storage = ListStorage(Row.list(count: SessionMove.count))
        let (id, down) = SessionMove.firstMoveRow(0)
        benchmark.startMeasurement()
        blackHole(SessionMove.findingFloor(storage, access: .binding, id: id, down: down))
        benchmark.stopMeasurement()
    }
}

/// A thousand selected rows of a hundred thousand moved to the top together.
func selectionBenchmarks() {
    let ids = Set(SessionSelection.ids)
    Benchmark("selection move through a binding") { @MainActor benchmark async in
        let list = SessionSelection.list()
        benchmark.startMeasurement()
        blackHole(SessionSelection.library(list))
        benchmark.stopMeasurement()
    }
    Benchmark("baseline: one pass partitioning the rows through a binding") { benchmark in
        let storage = ListStorage(Row.list(count: SessionSelection.count))
        benchmark.startMeasurement()
        blackHole(SessionSelection.floor(storage, ids: ids))
        benchmark.stopMeasurement()
    }
}

/// A drop's loading: ten thousand cards through providers, against JSONDecoder directly.
func dropBenchmarks() {
    let memory = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount, .peakMemoryResident, .peakMemoryResidentDelta],
        maxIterations: 30
    )
    ProviderLoad.declareCardType()
    let payloads = ProviderLoad.payloads()
    Benchmark("drop: load through providers", configuration: memory) { benchmark in
        let providers = ProviderLoad.providers(for: payloads)
        benchmark.startMeasurement()
        blackHole(await ProviderLoad.library(providers))
        benchmark.stopMeasurement()
    }
    Benchmark("baseline: JSONDecoder directly", configuration: memory) { benchmark in
        blackHole(try? ProviderLoad.direct(payloads))
    }
}
