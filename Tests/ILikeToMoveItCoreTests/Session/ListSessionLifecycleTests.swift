@testable import ILikeToMoveItCore
import Testing

/// Pointer drags, keys, focus, the list going away and misuse, through the real driver.
@MainActor
@Suite struct ListSessionLifecycleTests {
    @Test func aListThatGoesAwayForgetsItsUndoActionsAndDropsItsAnnouncement() {
        let list = BirdListFixture(FlockBird.flock(3))
        list.act(.down, on: 0)
        #expect(list.undo.registry.canUndo)
        list.driver.send(.disappear)
        #expect(!list.undo.registry.canUndo, "an undo that would do nothing is not left for the user to choose")
        #expect(list.timers.pendingCount == 0)
        #expect(list.advance(by: 5).isEmpty, "nothing is said for a list that is gone")
    }

    @Test func undoActionsOfAnotherListStayWhenOneListGoesAway() {
        let first = BirdListFixture(FlockBird.flock(3))
        let second = BirdListFixture(FlockBird.flock(3))
        second.update(second.list, settings: second.settings, undo: first.undo)   // one undo manager
        first.act(.down, on: 0)
        second.act(.down, on: 1)
        #expect(first.undo.registry.undoCount == 2)
        second.driver.send(.disappear)
        #expect(first.undo.registry.undoCount == 1)
        #expect(first.undo.registry.undoActionName == "Move Robin")
    }

    @Test func aPointerDragShowsEachStepLiveAndTheDropIsOneUndoableMove() throws {
        let list = BirdListFixture(FlockBird.flock(4))
        list.settings.dragging = true
        list.update()
        let drag = try #require(list.driver.beginDrag(AnyHashable(0)))
        #expect(list.driver.isDragging)
        list.driver.enterDrag(AnyHashable(2))
        list.driver.enterDrag(AnyHashable(3))
        #expect(list.ids == [1, 2, 3, 0])
        #expect(!list.undo.registry.canUndo, "hovering registers nothing")
        #expect(list.driver.drop())
        #expect(list.undo.registry.undoActionName == "Move Robin")
        #expect(BirdListFixture.posted(list.advance(by: 1)) == ["Moved down by 3. Below Crow. At bottom."])
        list.driver.send(.endDrag(drag))
        #expect(list.ids == [1, 2, 3, 0], "the end of a dropped drag changes nothing")
        list.undoLatest()
        #expect(list.ids == [0, 1, 2, 3])
    }

    @Test func aDragThatEndsElsewhereOrOutlivesItsListIsPutBackSilently() throws {
        let list = BirdListFixture(FlockBird.flock(4))
        list.settings.dragging = true
        list.update()
        let drag = try #require(list.driver.beginDrag(AnyHashable(3)))
        list.driver.enterDrag(AnyHashable(0))
        #expect(list.ids == [3, 0, 1, 2])
        list.driver.send(.endDrag(drag))
        #expect(list.ids == [0, 1, 2, 3])
        _ = list.driver.beginDrag(AnyHashable(1))
        list.driver.enterDrag(AnyHashable(2))
        list.driver.send(.disappear)
        #expect(list.ids == [0, 1, 2, 3])
        #expect(!list.undo.registry.canUndo)
        #expect(list.advance(by: 5).isEmpty)
    }

    @Test func aListThatDoesNotReorderByPointerRefusesADrag() {
        let list = BirdListFixture(FlockBird.flock(3))
        #expect(list.driver.beginDrag(AnyHashable(0)) == nil, "dragging is off")
        #expect(!list.driver.rowSetup.dragging)
        list.settings.dragging = true
        list.update()
        #expect(list.driver.rowSetup.dragging)
    }

    @Test func optionCommandArrowsMoveTheFocusedRowAndOtherKeysPassThrough() {
        let list = BirdListFixture(FlockBird.flock(3))
        #expect(list.driver.key(.down, modifiers: [.option, .command], on: AnyHashable(0)))
        #expect(list.ids == [1, 0, 2])
        #expect(!list.driver.key(.down, modifiers: [], on: AnyHashable(0)))
        #expect(!list.driver.key(.left, modifiers: [.option, .command], on: AnyHashable(0)), "no left in a list")
        #expect(list.driver.key(.up, modifiers: [.option, .command, .shift], on: AnyHashable(2)))
        #expect(list.ids == [2, 1, 0])
        #expect(list.undo.registry.undoCount == 2)
    }

    @Test func inAOneRowGridTheArrowsAcrossItPassThrough() {
        let list = BirdListFixture(FlockBird.flock(3))
        list.settings.layout = .grid(GridMoveLayout(columns: .max))
        list.update()
        #expect(!list.driver.key(.up, modifiers: [.option, .command], on: AnyHashable(1)))
        #expect(list.driver.key(.right, modifiers: [.option, .command], on: AnyHashable(1)))
        #expect(list.ids == [0, 2, 1])
    }

    /// A row identified by another type than its list is a mistake that compiles: it moves
    /// nothing and the developer is told (the platform's reporter says it once per message).
    @Test func aRowWithAnIdentityOfAnotherTypeIsReportedAndMovesNothing() throws {
        let list = BirdListFixture(FlockBird.flock(3))
        let records = list.perform(.list(.down), onAny: AnyHashable("Robin"))
        #expect(records.count == 1)
        guard case let .misuse(message)? = records.first else {
            Issue.record("no misuse reported: \(records)")
            return
        }
        #expect(message.contains("identified by a String, but its list identifies items by Int"))
        #expect(list.ids == [0, 1, 2])
        #expect(!list.undo.registry.canUndo)
    }

    @Test func eachFocusRequestIsTakenOnceByItsRowAndANewerOneSupersedesIt() throws {
        let list = BirdListFixture(FlockBird.flock(3))
        list.act(.down, on: 0)
        let first = try #require(list.driver.pendingFocus(for: AnyHashable(0)))
        #expect(list.driver.pendingFocus(for: AnyHashable(1)) == nil)
        list.act(.down, on: 0)
        #expect(!list.driver.claimFocus(first), "a newer move superseded it")
        let second = try #require(list.driver.pendingFocus(for: AnyHashable(0)))
        #expect(second.generation != first.generation)
        #expect(list.driver.claimFocus(second))
        #expect(!list.driver.claimFocus(second), "taken once")
        #expect(list.driver.pendingFocus(for: AnyHashable(0)) == nil)
    }
}

