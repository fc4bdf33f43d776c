@testable import ILikeToMoveItCore
import Testing
@testable import DemoKit

/// The demo runs each list on the core's `ListSession`: every move is an event for the list's
/// session, and its undo and redo are the session's too, named as an app's Edit menu names
/// them and told in the words of the view shown when they happen.
@Suite struct SessionUndoTests {
    @Test func undoAndRedoAreNamedAfterTheMovedBirdAsTheSessionNamesThem() {
        var state = DemoState()
        #expect(state.undoActionName == nil && state.redoActionName == nil)
        _ = state.reduce(.focus(.left, position: 3))   // Chicken
        _ = state.reduce(.move(.up))
        #expect(state.undoActionName == "Move Chicken")
        #expect(state.redoActionName == nil)
        _ = state.reduce(.undo)
        #expect(state.undoActionName == nil)
        #expect(state.redoActionName == "Move Chicken", "what the undo registered is the redo")
        _ = state.reduce(.redo)
        #expect(state.undoActionName == "Move Chicken", "what the redo registered is undoable again")
        #expect(state.redoActionName == nil)
        _ = state.reduce(.focus(.left, position: 0))
        _ = state.reduce(.toggleSelection)             // Robin
        _ = state.reduce(.focus(.left, position: 1))
        _ = state.reduce(.toggleSelection)             // Blue Jay
        _ = state.reduce(.move(.toBottom))
        #expect(state.undoActionName == "Move 2 items")
        #expect(state.history.undoStack.map(\.name) == ["Move Chicken", "Move 2 items"])
    }

    @Test func aMoveThatChangesNothingRegistersNothing() {
        var state = DemoState()
        _ = state.reduce(.move(.up))                   // Robin, already at the top
        #expect(state.undoActionName == nil)
        #expect(state.reduce(.undo) == [.reject("Nothing to undo.")])
    }

    /// The undo manager's rule, for session moves and drops alike: a new change forgets what
    /// was undone.
    @Test func aNewChangeAfterAnUndoForgetsTheRedo() async {
        var state = DemoState()
        _ = state.reduce(.focus(.left, position: 3))
        _ = state.reduce(.move(.up))
        _ = state.reduce(.undo)
        #expect(state.redoActionName == "Move Chicken")
        _ = await state.dispatch(.add("Heron"))
        #expect(state.redoActionName == nil)
        #expect(state.undoActionName == "Drop 1 item")
        _ = await state.dispatch(.undo)
        #expect(state.redoActionName == "Drop 1 item")
        _ = state.reduce(.focus(.left, position: 0))
        _ = state.reduce(.move(.down))
        #expect(state.redoActionName == nil)
        #expect(state.reduce(.redo) == [.reject("Nothing to redo.")])
    }

    @Test func namesAreInTheDemosLanguage() {
        var state = DemoState(language: .japanese)
        _ = state.reduce(.move(.down))
        #expect(state.undoActionName == "「Robin」の移動")
    }

    @Test func theTitleBarSaysWhatUndoAndRedoWouldDo() {
        var state = DemoState()
        _ = state.reduce(.focus(.left, position: 3))
        _ = state.reduce(.move(.up))
        var title = DemoRenderer.render(state, size: .minimum).plainLines[0]
        #expect(title.contains("z Undo Move Chicken  ? help"))
        _ = state.reduce(.undo)
        title = DemoRenderer.render(state, size: .minimum).plainLines[0]
        #expect(title.contains("Z Redo Move Chicken  ? help") && !title.contains("z Undo"))
        let long = Bird(name: String(repeating: "Albatross ", count: 4))
        state = DemoState(left: [long, Bird(name: "Owl")])
        _ = state.reduce(.move(.down))
        title = DemoRenderer.render(state, size: .minimum).plainLines[0]
        #expect(!title.contains("Undo"), "a name that does not fit is left out, not cut")
        #expect(title.displayWidth == 80)
    }

    /// A grid move is undone in the list view in list words, and a list move in the grid
    /// view in grid words, at the grid's columns when the user undoes.
    @Test func aGridMoveUndoneInTheListViewAndAListMoveInTheGridViewOfOtherColumns() {
        var state = DemoState()
        let start = state[.left]
        _ = state.reduce(.showGrid(true))
        _ = state.reduce(.focus(.left, position: 1))   // Blue Jay
        #expect(state.reduce(.gridMove(.right)) == [.announce("Moved right. After Cardinal. Row 1, column 3.")])
        _ = state.reduce(.showGrid(false))
        #expect(state.reduce(.undo) == [.announce("Undid the last change. Moved up. Above Cardinal.")])
        #expect(state[.left] == start)
        #expect(state.focusedBird?.name == "Blue Jay")
        _ = state.reduce(.focus(.left, position: 0))   // Robin
        _ = state.reduce(.move(.down(4)))
        _ = state.reduce(.showGrid(true))
        _ = state.reduce(.setColumns(2))
        #expect(state.reduce(.undo)
            == [.announce("Undid the last change. Moved to start. Before Blue Jay. Row 1, column 1.")])
        #expect(state[.left] == start)
        #expect(state.reduce(.redo) == [.announce("Redid the change. Moved down by 2 rows. After Goose. Row 3, column 1.")])
        #expect(state.reduce(.redo) == [.reject("Nothing to redo.")], "the list move forgot the grid move's redo")
    }

    @Test func theMoveToTheOtherListIsUndoneAndRedoneThroughItsListsSession() {
        var state = DemoState()
        let start = state[.left]
        _ = state.reduce(.focus(.left, position: 4))   // Goose
        #expect(state.reduce(.moveToOtherList) == [.announce("Moved Goose to the right list.")])
        #expect(state.undoActionName == "Move Goose")
        #expect(state.focusedBird?.name == "Swan", "focus goes to the bird that took its place")
        _ = state.reduce(.switchList)
        #expect(state.reduce(.undo) == [.announce("Undid the last change. Moved back. Above Swan.")])
        #expect(state[.left] == start && state[.right].isEmpty)
        #expect(state.focusedSide == .left && state.focusedBird?.name == "Goose")
        #expect(state.redoActionName == "Move Goose")
        #expect(state.reduce(.redo) == [.announce("Redid the change. Moved Goose to the right list.")])
        #expect(state[.right].map(\.name) == ["Goose"] && !state[.left].contains { $0.name == "Goose" })
        #expect(state.undoActionName == "Move Goose")
    }

    @Test func aSectionedMoveIsUndoneAfterAViewChangeThroughTheSections() {
        var state = DemoState(view: .sections)
        let start = state[.left]
        _ = state.reduce(.focus(.left, position: 6))   // Crow, the last of Seen
        #expect(state.reduce(.move(.down)) == [.announce("Moved to Favourites. Above Finch. At top.")])
        #expect(state.undoActionName == "Move Crow")
        _ = state.reduce(.showSections(false))
        #expect(state.reduce(.undo) == [.announce("Undid the last change. Moved to Seen. Below Swan. At bottom.")])
        #expect(state[.left] == start)
        #expect(state.sections.section(of: start[6].id) == 1)
        _ = state.reduce(.showGrid(true))
        #expect(state.reduce(.redo) == [.announce("Redid the change. Moved to Favourites. Above Finch. At top.")])
        #expect(state.sections.section(of: start[6].id) == 2)
        #expect(state[.left] == start, "Crow keeps its place in the list: only its section changed")
    }
}
