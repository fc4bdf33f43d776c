@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import ILikeToMoveItSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A load that waits until the test opens it (or until its task is cancelled).
final class LoadGate: Sendable {
    private let waiters = Waiters()

    func wait() async { await waiters.wait() }

    func open() { waiters.release(keepOpen: true) }
}

/// What the SwiftUI drop modifiers rely on: one application per drop, in provider order, on
/// the main actor, and none for a drop cancelled while it loads.
@Suite struct DropLoadsTests {
    @MainActor final class Applied {
        var batches: [[String]] = []
        func record(_ results: [Result<Bird, ItemProviderError>]) {
            batches.append(results.map { (try? $0.get().name) ?? "failed" })
        }
    }

    @Test @MainActor func appliesOnceInProviderOrderWhateverOrderTheLoadsFinishIn() async {
        let gate = LoadGate()
        let providers = [
            ScriptedProvider.bird("Robin") { data in await gate.wait(); return data },
            ScriptedProvider.bird("Wren"),
            ScriptedProvider(registeredTypeIdentifiers: ["com.example.nest"]) { _ in Data() },
            ScriptedProvider.bird("Jay"),
        ]
        let applied = Applied()
        let loads = DropLoads()
        let task = loads.start(providers, loader: ItemLoader(Bird.self)) { applied.record($0) }
        #expect(applied.batches.isEmpty)
        gate.open()
        await task?.value
        #expect(applied.batches == [["Robin", "Wren", "failed", "Jay"]])
        #expect(loads.runningCount == 0)
        loads.cancelAll()
        #expect(applied.batches.count == 1)
    }

    @Test @MainActor func aDropCancelledWhileLoadingAppliesNothing() async {
        let gate = LoadGate()
        let applied = Applied()
        let loads = DropLoads()
        let waiting = loads.start([ScriptedProvider.bird("Robin") { data in await gate.wait(); return data }],
                                  loader: ItemLoader(Bird.self)) { applied.record($0) }
        #expect(loads.runningCount == 1)
        loads.cancelAll()
        #expect(loads.runningCount == 0)
        gate.open()
        await waiting?.value
        #expect(applied.batches.isEmpty)
    }

    /// The loads of a view that went away: the view's `DropLoads` is released with it, and a
    /// load that finishes later writes nothing into a list nobody shows.
    @Test @MainActor func theLoadsOfADropLoadsThatGoesAwayApplyNothing() async {
        let gate = LoadGate()
        let applied = Applied()
        var loads: DropLoads? = DropLoads()
        let waiting = loads?.start([ScriptedProvider.bird("Robin") { data in await gate.wait(); return data }],
                                   loader: ItemLoader(Bird.self)) { applied.record($0) }
        #expect(loads?.runningCount == 1)
        loads = nil
        gate.open()
        await waiting?.value
        #expect(applied.batches.isEmpty)
    }

    @Test @MainActor func cancellingEndsEveryRunningDropAndLaterDropsStillApply() async {
        let gate = LoadGate()
        let applied = Applied()
        let loads = DropLoads()
        let first = loads.start([ScriptedProvider.bird("Robin") { data in await gate.wait(); return data }],
                                loader: ItemLoader(Bird.self)) { applied.record($0) }
        let second = loads.start([ScriptedProvider.bird("Wren") { data in await gate.wait(); return data }],
                                 loader: ItemLoader(Bird.self)) { applied.record($0) }
        #expect(loads.runningCount == 2)
        loads.cancelAll()
        gate.open()
        await first?.value
        await second?.value
        let third = loads.start([ScriptedProvider.bird("Jay")], loader: ItemLoader(Bird.self)) { applied.record($0) }
        await third?.value
        #expect(applied.batches == [["Jay"]])
    }

    @Test @MainActor func aDropWithNoProvidersIsRefusedAndAppliesNothing() async {
        let applied = Applied()
        let loads = DropLoads()
        #expect(loads.start([ScriptedProvider](), loader: ItemLoader(Bird.self)) { applied.record($0) } == nil)
        await Task.yield()
        #expect(applied.batches.isEmpty)
        #expect(loads.runningCount == 0)
    }
}
