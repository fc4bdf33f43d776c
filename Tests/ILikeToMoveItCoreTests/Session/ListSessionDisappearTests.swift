@testable import ILikeToMoveItCore
import Testing

/// A list that goes away and comes back, through the real driver: what it leaves behind each
/// time it goes (no undo action, no focus request) whatever happened since the view's last
/// update.
@MainActor
@Suite struct ListSessionDisappearTests {
    /// The list comes back without a new update (nothing it reads changed), the user moves a
    /// bird, and the list goes away again: that move's undo goes with it.
    @Test func anUndoRegisteredAfterTheListWentAwayGoesWhenItGoesAgain() {
        let list = BirdListFixture(FlockBird.flock(3))
        list.act(.down, on: 0)
        list.driver.send(.disappear)
        #expect(!list.undo.registry.canUndo)
        list.act(.down, on: 1)
        #expect(list.undo.registry.undoActionName == "Move Jay")
        list.driver.send(.disappear)
        #expect(!list.undo.registry.canUndo, "an undo that would do nothing is not left for the user to choose")
    }

    /// A drop into the list, a change its session carries out, registers its undo through the
    /// undo manager of the list's latest update; it goes with the list too.
    @Test func aDropsUndoRegisteredAfterTheListWentAwayGoesWhenItGoesAgain() {
        let list = BirdListFixture(FlockBird.flock(3))
        list.driver.send(.disappear)
        let inverse = ListChange { ListChange.Outcome(text: "", actionName: "Drop Owl", inverse: nil) }
        list.driver.send(.change(ListChange { ListChange.Outcome(text: "", actionName: "Drop Owl", inverse: inverse) }))
        #expect(list.undo.registry.undoActionName == "Drop Owl")
        list.driver.send(.disappear)
        #expect(!list.undo.registry.canUndo)
    }

    /// The undo manager a move registered with is forgotten even when a later update brought
    /// another one.
    @Test func theUndoManagerAMoveRegisteredWithIsForgottenAfterAnotherUpdate() {
        let list = BirdListFixture(FlockBird.flock(3))
        list.driver.send(.disappear)
        list.act(.down, on: 0)
        let other = UndoRegistry()
        list.update(list.list, settings: list.settings, undo: other)
        list.driver.send(.disappear)
        #expect(!list.undo.registry.canUndo)
    }

    /// Updates that switch undo managers back and forth (a sheet's, the window's, the sheet's
    /// again) leave each move's undo with the manager of its update; when the list goes away,
    /// every one of them forgets the list's actions, also one a previous going away cleared.
    @Test func everyUndoManagerOfTheUpdatesForgetsTheListWhenItGoes() {
        let list = BirdListFixture(FlockBird.flock(4))
        let window = list.undo
        let sheet = UndoRegistry()
        list.act(.down, on: 0)
        list.update(list.list, settings: list.settings, undo: sheet)
        list.act(.down, on: 1)
        list.update(list.list, settings: list.settings, undo: window)
        list.act(.down, on: 2)
        list.update(list.list, settings: list.settings, undo: sheet)
        #expect(sheet.undoActionName == "Move Jay" && window.registry.undoActionName == "Move Swan")
        list.driver.send(.disappear)
        #expect(!sheet.canUndo && !window.registry.canUndo)
        // Back, with the sheet's manager still the latest: a move there goes with the list too.
        list.act(.up, on: 3)
        #expect(sheet.undoActionName == "Move Crow")
        list.driver.send(.disappear)
        #expect(!sheet.canUndo)
    }

    /// A move asks for focus on its item; the list goes away before the item's row took it.
    /// When the list comes back, no row takes that old request.
    @Test func aFocusRequestNoRowTookIsGoneWhenTheListGoesAway() throws {
        let list = BirdListFixture(FlockBird.flock(3))
        list.act(.down, on: 0)
        let request = try #require(list.driver.pendingFocus(for: AnyHashable(0)))
        list.driver.send(.disappear)
        #expect(list.driver.pendingFocus(for: AnyHashable(0)) == nil)
        #expect(!list.driver.claimFocus(request), "a row that appears later does not pull focus to the old item")
        list.act(.down, on: 0)
        let next = try #require(list.driver.pendingFocus(for: AnyHashable(0)))
        #expect(next.generation != request.generation, "a later request is a new one")
        #expect(list.driver.claimFocus(next))
    }

    /// A list whose driver goes away without a `disappear` (a drop destination that has no view
    /// of its own to report it left the screen) leaves its undo actions behind. An undo manager
    /// does not retain an action's target, so each action keeps its own target alive: undone,
    /// it finds its target and does nothing, where the driver as target would be a reference
    /// to an object gone.
    @Test func anUndoActionThatOutlivesItsListKeepsItsTargetAndDoesNothing() {
        let undo = UndoRegistry()
        var birds = FlockBird.flock(3)
        var driver: ListSessionDriver? = ListSessionDriver(hands: nil, timers: VirtualTimers())
        weak let released = driver
        let list = ItemsList<[FlockBird], Int>(get: { birds }, set: { items, _ in birds = items })
        driver?.update(SessionListBox(list, moves: AccessibleMoves(id: \.id)), settings: ListSettings(label: \FlockBird.name, announcer: .english), undo: undo)
        driver?.move(.list(.down), on: AnyHashable(0))
        #expect(birds.map(\.id) == [1, 0, 2] && undo.undoActionName == "Move Robin")
        driver = nil
        #expect(released == nil, "the driver is gone")
        #expect(undo.latestUndoTargetIsAlive, "the action keeps its target")
        #expect(undo.undo())
        #expect(birds.map(\.id) == [1, 0, 2], "with its list gone, the undo moves nothing")
    }
}
