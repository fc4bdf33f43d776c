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
    singleMoveBenchmarks()
    selectionMoveBenchmarks()
    typeIdentifierBenchmarks()
    providerLoadBenchmarks()
    announcementBenchmarks()
}

/// P1: one move by one place among a million rows.
func singleMoveBenchmarks() {
    let kilo = Benchmark.Configuration(scalingFactor: .kilo)
    Benchmark("P1 move through AccessibleMoves (change, focus, text)", configuration: kilo) { benchmark in
        var rows = Row.list(count: SingleMove.count)
        var moves = SingleMove.moves()
        benchmark.startMeasurement()
        for move in benchmark.scaledIterations {
            blackHole(SingleMove.wholeMove(&rows, moves: &moves, id: SingleMove.start, down: move.isMultiple(of: 2)))
        }
        benchmark.stopMeasurement()
    }
    Benchmark("P1 baseline swapAt", configuration: kilo) { benchmark in
        var rows = Row.list(count: SingleMove.count)
        var position = SingleMove.start
        benchmark.startMeasurement()
        for move in benchmark.scaledIterations {
            position = SingleMove.swap(&rows, at: position, down: move.isMultiple(of: 2))
        }
        benchmark.stopMeasurement()
    }
    Benchmark("P1 move without hint") { benchmark in
        var rows = Row.list(count: SingleMove.count)
        benchmark.startMeasurement()
        blackHole(SingleMove.unhinted(&rows, id: SingleMove.start, at: SingleMove.start, down: true))
        benchmark.stopMeasurement()
    }
    Benchmark("P1 baseline linear scan") { benchmark in
        let rows = Row.list(count: SingleMove.count)
        benchmark.startMeasurement()
        blackHole(SingleMove.scan(rows, id: SingleMove.start))
        benchmark.stopMeasurement()
    }
    Benchmark("P1 baseline firstIndex + remove + insert") { benchmark in
        var rows = Row.list(count: SingleMove.count)
        benchmark.startMeasurement()
        blackHole(SingleMove.naive(&rows, id: SingleMove.start, down: true))
        benchmark.stopMeasurement()
    }
}

/// P2: a thousand selected rows of a hundred thousand moved to the top.
func selectionMoveBenchmarks() {
    let selection = Set(SelectionMove.ids)
    Benchmark("P2 selection move") { benchmark in
        var rows = Row.list(count: SelectionMove.count)
        benchmark.startMeasurement()
        blackHole(SelectionMove.library(&rows, ids: selection))
        benchmark.stopMeasurement()
    }
    Benchmark("P2 baseline 1,000 single moves", configuration: .init(maxIterations: 10)) { benchmark in
        var rows = Row.list(count: SelectionMove.count)
        benchmark.startMeasurement()
        blackHole(SelectionMove.singleMoves(&rows, ids: SelectionMove.ids))
        benchmark.stopMeasurement()
    }
}

/// P3: conformance, tag lookups, registration.
func typeIdentifierBenchmarks() {
    let kilo = Benchmark.Configuration(scalingFactor: .kilo)
    Benchmark("P3 conforms(to:)", configuration: kilo) { benchmark in
        let pairs = TypeLookups.pairs
        for index in benchmark.scaledIterations {
            let (type, supertype) = pairs[index % pairs.count]
            blackHole(type.conforms(to: supertype))
        }
    }
    Benchmark("P3 UTType(filenameExtension:)", configuration: kilo) { benchmark in
        let tags = TypeLookups.extensions
        for index in benchmark.scaledIterations {
            blackHole(UTType(filenameExtension: tags[index % tags.count]))
        }
    }
    Benchmark("P3 UTType(mimeType:)", configuration: kilo) { benchmark in
        let tags = TypeLookups.mimeTypes
        for index in benchmark.scaledIterations {
            blackHole(UTType(mimeType: tags[index % tags.count]))
        }
    }
    #if !canImport(UniformTypeIdentifiers)
    // Few rounds: every round adds a thousand types to the process's registry for good.
    let rounds = RoundCounter()
    Benchmark("P3 register 1,000 types (families of 10)", configuration: .init(maxIterations: 50)) { benchmark in
        let declarations = TypeLookups.shallowDeclarations(prefix: "com.example.shallow\(rounds.next())")
        benchmark.startMeasurement()
        try UTType.register(declarations)
        benchmark.stopMeasurement()
    }
    Benchmark("P3 register 1,000 types (one chain)", configuration: .init(maxIterations: 20)) { benchmark in
        let declarations = TypeLookups.chainDeclarations(prefix: "com.example.chain\(rounds.next())")
        benchmark.startMeasurement()
        try UTType.register(declarations)
        benchmark.stopMeasurement()
    }
    #endif
}

/// P4: ten thousand cards through providers, against JSONDecoder directly.
func providerLoadBenchmarks() {
    let memory = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount, .peakMemoryResident, .peakMemoryResidentDelta],
        maxIterations: 30
    )
    ProviderLoad.declareCardType()
    let payloads = ProviderLoad.payloads()
    Benchmark("P4 load through providers", configuration: memory) { benchmark in
        let providers = ProviderLoad.providers(for: payloads)
        benchmark.startMeasurement()
        blackHole(try await ProviderLoad.library(providers))
        benchmark.stopMeasurement()
    }
    Benchmark("P4 baseline JSONDecoder", configuration: memory) { benchmark in
        blackHole(try ProviderLoad.direct(payloads))
    }
}

/// P5: the sentence spoken after a move.
func announcementBenchmarks() {
    Benchmark("P5 whole move with its text", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let samples = Announcements.samples
        for index in benchmark.scaledIterations {
            blackHole(Announcements.wholeMove(samples[index % samples.count]))
        }
    }
    Benchmark("P5 announcement text", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let samples = Announcements.samples
        for index in benchmark.scaledIterations {
            blackHole(Announcements.text(samples[index % samples.count]))
        }
    }
}
