@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import ILikeToMoveItSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A provider the way the loader sees `NSItemProvider`: identifiers, and a load of exactly
/// one of them.
struct ScriptedProvider: LoadableProvider {
    let registeredTypeIdentifiers: [String]
    let load: @Sendable (String) async throws -> Data

    func loadData(exactly identifier: String) async throws -> Data {
        try await load(identifier)
    }

    /// A provider of one bird under the bird type, loaded by `load`.
    static func bird(_ name: String, load: @escaping @Sendable (Data) async throws -> Data = { $0 }) -> Self {
        let data = try! JSONEncoder().encode(Bird(name: name))
        return ScriptedProvider(registeredTypeIdentifiers: ["com.example.bird"]) { _ in try await load(data) }
    }
}

/// Counts loads in flight and remembers the most seen at once.
final class InFlight: Sendable {
    private let state = Locked((now: 0, most: 0, started: 0))
    func enter() { state.withLock { $0.now += 1; $0.started += 1; $0.most = max($0.most, $0.now) } }
    func leave() { state.withLock { $0.now -= 1 } }
    var most: Int { state.withLock(\.most) }
    var started: Int { state.withLock(\.started) }
}

@Suite struct ItemLoaderTests {
    @Test func negotiatesIdentifiersByConformanceAndLoadsExactlyTheMatch() async throws {
        let asked = Locked<[String]>([])
        let provider = ScriptedProvider(registeredTypeIdentifiers: ["public.utf8-plain-text", "com.example.nest"]) { identifier in
            asked.withLock { $0.append(identifier) }
            return Data("Robin".utf8)
        }
        let bird = try await ItemLoader(Bird.self).load(from: provider)
        #expect(bird == Bird(name: "Robin"))
        #expect(asked.withLock { $0 } == ["public.utf8-plain-text"])
    }

    @Test(arguments: [1, 3, 8])
    func boundsTheLoadsInFlight(limit: Int) async {
        let inFlight = InFlight()
        let providers = (0..<24).map { index in
            ScriptedProvider.bird("\(index)") { data in
                inFlight.enter()
                defer { inFlight.leave() }
                for _ in 0..<(index % 5) { await Task.yield() }
                return data
            }
        }
        var names: [String] = []
        await ItemLoader(Bird.self).forEachResult(from: providers, maximumConcurrentLoads: limit) { index, outcome in
            #expect(index == names.count)
            names.append((try? outcome.get().name) ?? "failed")
            return true
        }
        #expect(names == (0..<24).map(String.init))
        #expect(inFlight.most <= limit)
    }

    @Test(arguments: [(count: 10, window: 64, run: 1), (count: 511, window: 64, run: 1), (count: 512, window: 64, run: 2),
                      (count: 10_000, window: 64, run: 16), (count: 1_000_000, window: 64, run: 16), (count: 100, window: 1, run: 1),
                      (count: 100_000, window: 8, run: 2)])
    func largeBatchesGiveEachChildARunOfProviders(count: Int, window: Int, run: Int) {
        #expect(ItemLoader<Bird>.runLength(count: count, window: window) == run)
    }

    @Test(arguments: [2, 4, 7, 64, 1_000])
    func atLeastTwoRunsFitInAWindowOfTwoOrMore(window: Int) {
        for count in [0, 1, 100, 10_000, 1_000_000] {
            #expect(2 * ItemLoader<Bird>.runLength(count: count, window: window) <= window, "\(count) providers")
        }
    }

    /// Each load waits until two loads have started: a loader that ran one child task at a time
    /// would never get there (the time limit turns that hang into a failure).
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)  // time limits
    @Test(.timeLimit(.minutes(1)))
    func aLargeBatchLoadsSeveralRunsAtOnce() async {
        let twoStarted = LoadGate()
        let inFlight = InFlight()
        let providers = (0..<10_000).map { index in
            ScriptedProvider.bird("\(index)") { data in
                inFlight.enter()
                if inFlight.started >= 2 { twoStarted.open() }
                await twoStarted.wait()
                inFlight.leave()
                return data
            }
        }
        let names = await ItemLoader(Bird.self).results(from: providers).map { (try? $0.get().name) ?? "failed" }
        #expect(names.count == 10_000)
        #expect(names.indices.first { names[$0] != String($0) } == nil, "the first item out of place or not loaded")
        #expect(inFlight.most >= 2)
        #expect(inFlight.most <= ItemLoader<Bird>.defaultMaximumConcurrentLoads)
    }

    @Test func runsOfProvidersKeepOrderAndTheBound() async {
        let inFlight = InFlight()
        let providers = (0..<1_000).map { index in
            ScriptedProvider.bird("\(index)") { data in
                inFlight.enter()
                defer { inFlight.leave() }
                if index % 3 == 0 { await Task.yield() }
                return data
            }
        }
        var names: [String] = []
        await ItemLoader(Bird.self).forEachResult(from: providers, maximumConcurrentLoads: 8) { _, outcome in
            names.append((try? outcome.get().name) ?? "failed")
            return true
        }
        #expect(names == (0..<1_000).map(String.init))
        #expect(inFlight.most <= 8)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)  // Task.sleep(for:)
    @Test func aStalledFirstLoadHoldsBackNewLoadsInsteadOfPilingUpOutcomes() async throws {
        let gate = Gate()
        let inFlight = InFlight()
        let providers = (0..<20).map { index in
            ScriptedProvider.bird("\(index)") { data in
                inFlight.enter()
                if index == 0 { await gate.wait() }
                return data
            }
        }
        let loading = Task {
            var names: [String] = []
            await ItemLoader(Bird.self).forEachResult(from: providers, maximumConcurrentLoads: 4) { _, outcome in
                names.append((try? outcome.get().name) ?? "failed")
                return true
            }
            return names
        }
        // Give the other loads every chance to run; only the window may have started.
        for _ in 0..<200 { await Task.yield() }
        try await Task.sleep(for: .milliseconds(20))
        #expect(inFlight.started == 4, "started \(inFlight.started) with a window of 4")
        await gate.open()
        #expect(await loading.value == (0..<20).map(String.init))
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)  // Task.sleep(for:)
    @Test func cancellingABatchEndsLoadsThatIgnoreCancellation() async throws {
        let gates = GatedLoads(count: 3)
        let providers = try LoadOrderTests.gatedBirds(["Robin", "Goose", "Swan"], gates: gates)
        let task = Task { await providers.loadItemResults(Bird.self) }
        try await Task.sleep(for: .milliseconds(10))
        task.cancel()
        let results = await task.value
        #expect(results.count == 3)
        #expect(results.allSatisfy { if case .failure(let error) = $0 { error.code == .cancelled } else { false } })
        await gates.openAll()
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)  // Task.sleep(for:)
    @Test func theThrowingFormStopsAtTheFirstFailureAndCancelsTheRest() async {
        let cancelled = Locked(false)
        let stuck = ScriptedProvider.bird("Stuck") { data in
            do {
                try await Task.sleep(for: .seconds(600))
            } catch {
                cancelled.withLock { $0 = true }
                throw error
            }
            return data
        }
        let nothing = ScriptedProvider(registeredTypeIdentifiers: ["com.example.nest"]) { _ in Data() }
        await #expect(throws: ItemProviderError.self) { try await ItemLoader(Bird.self).values(from: [nothing, stuck]) }
        // The stuck load ended by cancellation, not by its ten minutes running out; how long
        // that took is not asserted (it depends on the machine's load).
        #expect(cancelled.withLock { $0 })
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)  // MainActor.assertIsolated()
    @Test(arguments: [1, 2, 3])
    func callbacksComeOncePerProviderInOrderOnTheMainActor(seed: UInt64) async {
        var random = SplitMix64(seed: seed)
        let delays = (0..<30).map { _ in Int(random.next() % 4) }
        let providers = delays.enumerated().map { index, delay in
            index % 7 == 3
                ? ScriptedProvider(registeredTypeIdentifiers: []) { _ in Data() }
                : ScriptedProvider.bird("\(index)") { data in
                    try await Task.sleep(for: .milliseconds(delay))
                    return data
                }
        }
        let calls = Locked<[String]>([])
        let task = ItemLoader(Bird.self).deliver(from: providers) { bird, error in
            MainActor.assertIsolated()
            calls.withLock { $0.append(bird?.name ?? "error") }
        }
        await task.value
        #expect(calls.withLock { $0 } == (0..<30).map { $0 % 7 == 3 ? "error" : "\($0)" })
    }
}
