@testable import ILikeToMoveItCore
import Testing

/// What a user hears when several selected items move: the count of those that moved, and
/// focus on the row the user acted on.
@Suite struct GroupMoveWordingTests {
    /// Six birds, the second, fourth and sixth selected. Pressing "Move up" on the last of
    /// them gathers them at the top: 3 move, then 2 (the first is at the top), then 1, then
    /// none; each time focus stays on the row pressed.
    @Test func repeatedPressesCountWhatMovedAndKeepFocusOnTheRow() {
        var birds = FlockBird.flock(6)
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        let selection: Set = [1, 3, 5]
        var heard: [String] = []
        for _ in 0..<4 {
            let step = moves.perform(.item(5, .up, selection: selection), on: &birds)
            #expect(step.focus == 5, "focus stays on the row acted on")
            heard.append(step.text)
        }
        #expect(birds.map(\.id) == [1, 3, 5, 0, 2, 4])
        #expect(heard == [
            "Moved 3 items up. At top.",
            "Moved 2 items up. At top.",
            "Moved 1 item up. At top.",
            "Not moved. At top.",
        ])
    }

    /// The position said with the announcement is the focused row's.
    @Test func thePositionIsTheFocusedRows() {
        var birds = FlockBird.flock(5)
        var moves = AccessibleMoves<FlockBird, Int>(
            id: \.id, announcer: MoveAnnouncer(strings: .english, includesPosition: true))
        let step = moves.perform(.item(4, .toTop, selection: [1, 4]), on: &birds)
        #expect(birds.map(\.id) == [1, 4, 0, 2, 3])
        #expect(step.focus == 4)
        #expect(step.text == "Moved 2 items to top. Position 2 of 5.")
    }

    /// Undo keeps focus on the row acted on and counts what it put back.
    @Test func undoKeepsFocusOnTheRow() throws {
        let flock = FlockBird.flock(5)
        var birds = flock
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, announcer: .english)
        let step = moves.perform(.item(3, .down, selection: [0, 3]), on: &birds)
        #expect(step.text == "Moved 2 items down. At bottom.")
        let undo = moves.perform(try #require(step.inverse), on: &birds)
        #expect(birds == flock)
        #expect(undo.focus == 3)
        #expect(undo.text == "Moved 2 items up.", "the undo says what it moved back")
        let redo = moves.perform(try #require(undo.inverse), on: &birds)
        #expect(redo.text == "Moved 2 items down.")
    }

    /// Undoing the press that moved one item says one item, in the direction it went back.
    @Test func undoCountsWhatItMovedBack() throws {
        var birds = FlockBird.flock(6)
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, announcer: .english)
        var steps: [MoveStep<Int>] = []
        for _ in 0..<3 { steps.append(moves.perform(.item(5, .up, selection: [1, 3, 5]), on: &birds)) }
        #expect(steps.last?.text == "Moved 1 item up. At top.")
        let undo = moves.perform(try #require(steps.last?.inverse), on: &birds)
        #expect(undo.text == "Moved 1 item down.")
        #expect(undo.focus == 5)
    }

    /// A selection request made without a row focuses the first selected item, as before.
    @Test func aSelectionWithoutARowFocusesItsFirstItem() {
        var birds = FlockBird.flock(5)
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, announcer: .english)
        let step = moves.perform(.selection([3, 4], .toTop), on: &birds)
        #expect(step.focus == 3)
        #expect(step.text == "Moved 2 items to top.")
    }
}
