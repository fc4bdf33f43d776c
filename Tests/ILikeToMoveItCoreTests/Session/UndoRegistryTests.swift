@testable import ILikeToMoveItCore
import Testing

/// The core's undo registry behaves as Foundation documents `UndoManager`, which Linux lacks:
/// the tests of a list's undo rely on it.
@MainActor
@Suite struct UndoRegistryTests {
    final class Target {}

    @Test func whatAnUndoRegistersIsTheRedoAndANewActionClearsTheRedos() {
        let registry = UndoRegistry()
        let target = Target()
        var log: [String] = []
        func register(_ name: String) {
            registry.registerUndo(withTarget: target, named: name) {
                log.append("undo \(name)")
                register(name)
            }
        }
        register("A")
        register("B")
        #expect(registry.undoActionName == "B")
        #expect(registry.undo())
        #expect(log == ["undo B"])
        #expect(registry.redoActionName == "B")
        #expect(registry.undoActionName == "A")
        #expect(registry.redo())
        #expect(registry.undoActionName == "B")
        #expect(!registry.canRedo)
        #expect(registry.undo())
        register("C")
        #expect(!registry.canRedo, "a new action clears what was undone")
        #expect(registry.undoCount == 2)
    }

    @Test func removingATargetsActionsLeavesTheOthers() {
        let registry = UndoRegistry()
        let one = Target(), two = Target()
        registry.registerUndo(withTarget: one, named: "One") {}
        registry.registerUndo(withTarget: two, named: "Two") {}
        registry.registerUndo(withTarget: one, named: "One again") {}
        registry.removeAllActions(withTarget: one)
        #expect(registry.undoCount == 1)
        #expect(registry.undoActionName == "Two")
    }

    /// A target is not kept alive: the action of a target that went away is used up by an undo
    /// that does nothing — which is why a list forgets its actions when it goes away.
    @Test func theActionOfATargetThatWentAwayDoesNothingButIsUsedUp() {
        let registry = UndoRegistry()
        var ran = false
        do {
            let target = Target()
            registry.registerUndo(withTarget: target, named: "Gone") { ran = true }
        }
        #expect(registry.canUndo)
        #expect(registry.undo())
        #expect(!ran)
        #expect(!registry.canUndo)
    }

    @Test func nothingToUndoOrRedo() {
        let registry = UndoRegistry()
        #expect(!registry.undo())
        #expect(!registry.redo())
        #expect(registry.undoActionName == nil && registry.redoActionName == nil)
    }
}
