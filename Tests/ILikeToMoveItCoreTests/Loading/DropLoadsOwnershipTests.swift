@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Who keeps a drop's loads alive. A drop destination's state object owns its `DropLoads`; the
/// drop handler is handed a context that refers to the loads, and the apply closure of a
/// drop into a list captures that context (to word the announcement and register the undo).
/// The loads must still go away with their owner, cancelling what runs: the context holds a
/// `DropLoads.Handle`, which does not keep them.
@Suite struct DropLoadsOwnershipTests {
    /// What a drop destination keeps for as long as it is shown.
    final class Owner {
        let loads = DropLoads()
    }

    /// What the drop handler is handed and its apply captures: a handle to the loads.
    struct Context {
        let loads: DropLoads.Handle
    }

    @Test @MainActor func aDropWhoseApplyHoldsTheContextIsCancelledWhenItsOwnerGoes() async {
        let gate = LoadGate()
        let applied = DropLoadsTests.Applied()
        var owner: Owner? = Owner()
        weak let loads = owner?.loads
        let context = Context(loads: owner!.loads.handle)
        let waiting = context.loads.start(
            [ScriptedProvider.bird("Robin") { data in await gate.wait(); return data }], loader: ItemLoader(Bird.self)
        ) { results in
            _ = context
            applied.record(results)
        }
        #expect(waiting != nil)
        owner = nil
        #expect(loads == nil, "the running drop does not keep its owner's loads")
        gate.open()
        await waiting?.value
        #expect(applied.batches.isEmpty, "a load that ends after its owner went writes nothing")
    }
}

extension DropLoadsOwnershipTests {
    @Test @MainActor func aHandleWhoseLoadsAreGoneStartsNothing() async {
        let applied = DropLoadsTests.Applied()
        var loads: DropLoads? = DropLoads()
        let handle = loads!.handle
        loads = nil
        #expect(handle.start([ScriptedProvider.bird("Robin")], loader: ItemLoader(Bird.self)) { applied.record($0) } == nil)
        await Task.yield()
        #expect(applied.batches.isEmpty)
    }

    @Test @MainActor func aHandleStartsDropsOnItsLoads() async {
        let applied = DropLoadsTests.Applied()
        let loads = DropLoads()
        let task = loads.handle.start([ScriptedProvider.bird("Robin")], loader: ItemLoader(Bird.self)) { applied.record($0) }
        await task?.value
        #expect(applied.batches == [["Robin"]])
    }
}
