@testable import ILikeToMoveItCore
import Testing

/// The effects of a list's events, in the order the session decides them, through the real
/// driver with an undo manager that behaves as Foundation documents.
@MainActor
@Suite struct ListSessionEffectsTests {
    @Test func aMoveWritesTheListThenRegistersItsUndoThenScrollsAndFocuses() {
        let list = BirdListFixture(FlockBird.flock(4))
        let records = list.act(.up, on: 2)
        #expect(records == [.wrote([0, 2, 1, 3], live: false), .registered("Move Swan"), .scrolled(2), .focused(2)])
        #expect(list.timers.pendingCount == 1, "the announcement waits for focus to settle")
    }

    @Test func aMoveThatChangesNothingWritesNothingAndRegistersNoUndo() {
        let list = BirdListFixture(FlockBird.flock(4))
        #expect(list.act(.toBottom, on: 3) == [.scrolled(3), .focused(3)])
        #expect(!list.undo.registry.canUndo)
    }

    @Test func undoAndRedoAreNamedAfterTheMovedItemAndEachRegistersTheOther() {
        let list = BirdListFixture(FlockBird.flock(4))
        list.act(.toTop, on: 3)
        #expect(list.undo.registry.undoActionName == "Move Crow")
        let undone = list.undoLatest()
        #expect(undone == [.wrote([0, 1, 2, 3], live: false), .registered("Move Crow"), .scrolled(3), .focused(3)])
        #expect(!list.undo.registry.canUndo)
        #expect(list.undo.registry.redoActionName == "Move Crow", "what an undo registers is its redo")
        list.redoLatest()
        #expect(list.ids == [3, 0, 1, 2])
        #expect(list.undo.registry.undoActionName == "Move Crow")
        #expect(!list.undo.registry.canRedo)
    }

    @Test func aSelectionMoveIsOneStepNamedByItsCount() {
        let list = BirdListFixture(FlockBird.flock(5))
        list.settings.selection = ListSelection([1, 3] as Set<Int>)
        list.update()
        list.act(.toTop, on: 3)
        #expect(list.ids == [1, 3, 0, 2, 4])
        #expect(list.hands.focusRequests.last?.id == AnyHashable(3), "focus stays on the row acted on")
        #expect(list.undo.registry.undoActionName == "Move 2 items")
        #expect(BirdListFixture.posted(list.advance(by: 1)) == ["Moved 2 items to top."])
        list.undoLatest()
        #expect(list.ids == [0, 1, 2, 3, 4])
        #expect(list.undo.registry.redoActionName == "Move 2 items")
    }

    /// One undo policy: the inverse runs on the list as it is when the user undoes, found by
    /// identity, whatever the app did to the list since.
    @Test func undoRunsOnTheListAsItIsWhenTheUserUndoes() {
        let list = BirdListFixture(FlockBird.flock(4))
        list.act(.toTop, on: 2)                            // Swan, Robin, Jay, Crow
        list.birds.insert(FlockBird(id: 9, name: "Heron"), at: 0)   // the app adds a bird
        list.update()
        list.undoLatest()
        #expect(list.ids == [9, 0, 1, 2, 3], "Swan goes back after Jay, which preceded it, in the list as it is now")
        #expect(list.birds.count == 5)
    }

    /// The undo is told in the terms of the view the list is shown in when the user undoes.
    @Test func undoIsToldInTheLayoutOfTheLatestUpdate() {
        let list = BirdListFixture(FlockBird.flock(6))
        list.settings.layout = .grid(GridMoveLayout(columns: 3))
        list.settings.announcer = MoveAnnouncer(strings: .english, includesPosition: true)
        list.update()
        list.perform(.grid(.down), on: 0)
        #expect(list.ids == [1, 2, 3, 0, 4, 5])
        list.advance(by: 1)
        list.settings.layout = .grid(GridMoveLayout(columns: 2))
        list.update()
        list.undoLatest()
        #expect(list.ids == [0, 1, 2, 3, 4, 5])
        #expect(BirdListFixture.posted(list.advance(by: 1)) == ["Moved to start. Before Jay. Row 1, column 1."])
        list.settings.layout = .list
        list.update()
        list.redoLatest()
        #expect(list.ids == [1, 2, 3, 0, 4, 5])
        #expect(BirdListFixture.posted(list.advance(by: 1)) == ["Moved down by 3. Below Crow. Position 4 of 6."])
    }

    /// An item brought back from another list is told in the terms of the view as well: in a
    /// grid, before or after its neighbour and at its row and column, not above or below.
    @Test func aTransferUndoneInAGridIsToldInGridTerms() {
        let list = BirdListFixture(FlockBird.flock(4))
        list.settings.layout = .grid(GridMoveLayout(columns: 3))
        list.settings.announcer = MoveAnnouncer(strings: .english, includesPosition: true)
        list.update()
        list.perform(.transfer(0), on: 1)
        list.advance(by: 1)
        list.undoLatest()
        #expect(list.ids == [0, 1, 2, 3])
        #expect(BirdListFixture.posted(list.advance(by: 1)) == ["Moved back. Before Swan. Row 1, column 2."])
        list.settings.layout = .list
        list.settings.announcer = .english
        list.update()
        list.redoLatest()
        list.undoLatest()
        #expect(BirdListFixture.posted(list.advance(by: 1)) == ["Moved back. Above Swan."])
    }
}
