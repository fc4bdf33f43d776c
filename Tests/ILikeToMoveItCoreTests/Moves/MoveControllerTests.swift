import ILikeToMoveItCore
import Testing

@Suite struct MoveControllerTests {
    private func controller(_ count: Int) -> MoveController<FlockBird, Int> {
        MoveController(items: FlockBird.flock(count), id: \.id, label: \.name, announcer: .english)
    }

    @Test func twoQuickRequestsForTheSameItemBothApplyToIt() {
        var controller = controller(5)
        let outputs = controller.handle([.item(4, .up), .item(4, .up)])
        #expect(controller.items.map(\.id) == [0, 1, 4, 2, 3])
        #expect(outputs.map(\.focus) == [4, 4])
        #expect(outputs.map(\.text) == ["Moved up. Above Crow.", "Moved up. Above Swan."])
        #expect(outputs.map(\.change) == [.offset(OffsetMove(from: 4, to: 3)), .offset(OffsetMove(from: 3, to: 2))])
    }

    @Test func requestsCarryingAStaleIndexWouldHaveMovedTheNeighbour() {
        // The bug the identity-based requests prevent: the second request, resolved by the
        // index the row had when it was drawn, would move Goose instead of Finch.
        var controller = controller(6)
        controller.handle(.item(5, .up))
        let second = controller.handle(.item(5, .up))
        #expect(controller.items[3].id == 5)
        #expect(controller.items[5].id == 4)
        #expect(second.focus == 5)
    }

    @Test func identifiableItemsNeedNoKeyPath() {
        var controller = MoveController(items: FlockBird.flock(3), label: \.name, announcer: .english)
        let output = controller.handle(.item(0, .toBottom))
        #expect(output.text == "Moved down by 2. Below Swan. At bottom.")
        #expect(controller.items.map(\.id) == [1, 2, 0])
    }

    @Test func quickRequestsForDifferentItemsApplyInArrivalOrder() {
        var controller = controller(4)
        controller.handle([.item(0, .toBottom), .item(3, .toTop), .item(0, .up)])
        #expect(controller.items.map(\.id) == [3, 1, 0, 2])
    }

    @Test func aMissingItemChangesNothingAndFocusesNothing() {
        var controller = controller(3)
        let output = controller.handle(.item(9, .up))
        #expect(output.focus == nil)
        #expect(output.change == .none)
        #expect(output.undoEntry == nil)
        #expect(!controller.canUndo)
        #expect(output.text == "Not moved.")
    }

    @Test func undoAndRedoFollowTheItemByIdentity() throws {
        var controller = controller(5)
        controller.handle(.item(1, .down(2)))
        controller.handle(.item(4, .toTop))
        #expect(controller.items.map(\.id) == [4, 0, 2, 3, 1])
        let undoneOptional = controller.undo()
        let undone = try #require(undoneOptional)
        #expect(undone.focus == 4)
        #expect(controller.items.map(\.id) == [0, 2, 3, 1, 4])
        #expect(undone.text == "Moved down by 4. Below Jay. At bottom.")
        controller.undo()
        #expect(controller.items == FlockBird.flock(5))
        let actual1 = controller.undo()
        #expect(actual1 == nil)
        controller.redo()
        controller.redo()
        #expect(controller.items.map(\.id) == [4, 0, 2, 3, 1])
        let actual2 = controller.redo()
        #expect(actual2 == nil)
    }

    @Test func aNewMoveClearsRedo() {
        var controller = controller(3)
        controller.handle(.item(2, .up))
        controller.undo()
        #expect(controller.canRedo)
        controller.handle(.item(0, .down))
        #expect(!controller.canRedo)
    }

    @Test func undoAfterItemsChangedElsewhereStillMovesTheRightItem() {
        var controller = controller(4)
        controller.handle(.item(3, .toTop))  // [3, 0, 1, 2]
        var items = controller.items
        items.remove(at: 2)  // [3, 0, 2] (someone deleted Jay)
        controller.setItems(items)
        let undone = controller.undo()
        #expect(undone?.focus == 3)
        #expect(controller.items.map(\.id) == [0, 2, 3], "back to its old offset, clamped")
    }

    @Test func selectionMovesUndoToTheExactPreviousOrder() throws {
        var controller = controller(6)
        let output = controller.handle(.selection([1, 3, 5], .toTop))
        #expect(controller.items.map(\.id) == [1, 3, 5, 0, 2, 4])
        #expect(output.focus == 1)
        #expect(output.text == "Moved 3 items to top.")
        let undoneOptional = controller.undo()
        let undone = try #require(undoneOptional)
        #expect(controller.items == FlockBird.flock(6))
        #expect(undone.change != .none)
        #expect(undone.text == "Moved 6 items.")
        #expect(undone.focus == 1)
        controller.redo()
        #expect(controller.items.map(\.id) == [1, 3, 5, 0, 2, 4])
    }

    @Test func theUndoStackKeepsOnlyTheLimit() {
        var controller = MoveController(items: FlockBird.flock(4), id: \.id, announcer: .english, undoLimit: 2)
        controller.handle([.item(0, .down), .item(0, .down), .item(0, .down)])
        #expect(controller.undoStack.count == 2)
        controller.undo()
        controller.undo()
        #expect(controller.items.map(\.id) == [1, 0, 2, 3])
    }

    @Test(arguments: [11, 12] as [UInt64])
    func randomRequestsThenUndoingEverythingRestoresTheList(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var controller = MoveController(items: FlockBird.flock(12), id: \.id, label: \.name, announcer: .english, undoLimit: 1_000)
        for _ in 0..<300 {
            let action: AccessibilityMoveAction =
                [.up, .down, .toTop, .toBottom, .up(4), .down(7)].randomElement(using: &generator)!
            if Bool.random(using: &generator) {
                controller.handle(.item(Int.random(in: 0..<12, using: &generator), action))
            } else {
                let ids = Set((0..<12).filter { _ in Bool.random(using: &generator) })
                controller.handle(.selection(ids, action))
            }
        }
        let final = controller.items
        while controller.undo() != nil {}
        #expect(controller.items == FlockBird.flock(12))
        while controller.redo() != nil {}
        #expect(controller.items == final)
    }
}
