import Testing
@testable import DemoKit

/// Every undo and redo says what changed, in the terms of the view shown, and focuses the
/// bird it restored: drops, added birds and moves to the other list as well as moves.
@Suite struct UndoWordingTests {
    @Test func undoingAnAddedBirdSaysItWasRemovedAndRedoPutsItBack() async {
        var state = DemoState()
        _ = state.reduce(.focus(.left, position: 9))
        _ = await state.dispatch(.add("Heron"))
        #expect(state.focusedBird?.name == "Heron")
        _ = state.reduce(.focus(.left, position: 0))
        #expect(await state.dispatch(.undo) == [.announce("Undid the last change. Removed Heron.")])
        #expect(state.focusedBird?.name == "Owl", "focus goes to the bird that took its place")
        #expect(await state.dispatch(.redo)
            == [.announce("Redid the change. Dropped 1 item. Below Owl. At bottom.")])
        #expect(state.focusedBird?.name == "Heron")
    }

    @Test func undoingACarryToTheOtherListBringsTheBirdBackAndFocusesIt() async {
        var state = DemoState()
        _ = state.reduce(.focus(.left, position: 5))    // Swan
        _ = state.reduce(.pickUp)
        _ = await state.dispatch(.drop)
        #expect(state[.right].map(\.name) == ["Swan"])
        _ = state.reduce(.focus(.left, position: 0))
        #expect(await state.dispatch(.undo) == [.announce("Undid the last change. Moved back. Above Crow.")])
        #expect(state.focusedSide == .left && state.focusedBird?.name == "Swan")
        #expect(await state.dispatch(.redo) == [.announce("Redid the change. Dropped 1 item. At top.")])
        #expect(state.focusedSide == .right && state.focusedBird?.name == "Swan")
    }

    @Test func undoingTwoCarriedBirdsCountsThem() async {
        var state = DemoState()
        _ = state.reduce(.toggleSelection)              // Robin
        _ = state.reduce(.focus(.left, position: 1))
        _ = state.reduce(.toggleSelection)              // Blue Jay
        _ = state.reduce(.pickUp)
        _ = await state.dispatch(.drop)
        #expect(await state.dispatch(.undo)
            == [.announce("Undid the last change. Moved 2 items back. Above Cardinal. At top.")])
        #expect(state.focusedBird?.name == "Robin")
    }

    @Test func aDropUndoneInTheGridViewIsToldInGridWords() async {
        var state = DemoState()
        _ = state.reduce(.focus(.left, position: 1))    // Blue Jay
        _ = state.reduce(.pickUp)
        _ = await state.dispatch(.drop)
        _ = state.reduce(.toggleGridView)
        #expect(await state.dispatch(.undo)
            == [.announce("Undid the last change. Moved back. Before Cardinal. Row 1, column 2.")])
        #expect(state.focusedBird?.name == "Blue Jay")
    }

    @Test func japaneseUndoSaysWhatChanged() async {
        var state = DemoState(language: .japanese)
        _ = await state.dispatch(.add("サギ"))
        #expect(await state.dispatch(.undo) == [.announce("直前の変更を元に戻しました。「サギ」を削除しました。")])
    }

    @Test func aMoveToTheOtherListUndoneInTheGridViewIsToldInGridWords() async {
        var state = DemoState()
        _ = state.reduce(.toggleGridView)
        _ = state.reduce(.moveToOtherList)             // Robin, to the right list
        #expect(await state.dispatch(.undo)
            == [.announce("Undid the last change. Moved back. Before Blue Jay. At start. Row 1, column 1.")])
        #expect(state.focusedSide == .left && state.focusedBird?.name == "Robin")
    }
}
