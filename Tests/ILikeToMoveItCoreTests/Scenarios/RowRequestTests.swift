@testable import ILikeToMoveItCore
import Testing

@Suite struct RowRequestTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let row: Int
        let selection: Set<Int>
        let expected: MoveRequest<Int>
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "nothing selected", row: 2, selection: [], expected: .item(2, .up)),
        Case(name: "only the row selected", row: 2, selection: [2], expected: .item(2, .up)),
        Case(name: "row outside the selection", row: 2, selection: [0, 1], expected: .item(2, .up)),
        Case(name: "row inside the selection", row: 1, selection: [0, 1], expected: MoveRequest(.selection([0, 1], .up, focus: 1))),
    ]

    @Test(arguments: cases)
    func aRowActionMovesItsSelectionOrItself(_ testCase: Case) {
        #expect(MoveRequest.item(testCase.row, .up, selection: testCase.selection) == testCase.expected)
    }

    /// Through the core: moving a selected row to the top takes the selection along.
    @Test func aSelectedRowTakesItsSelectionAlong() {
        var birds = FlockBird.flock(5)
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        let step = moves.perform(.item(3, .toTop, selection: [1, 3]), on: &birds)
        #expect(birds.map(\.id) == [1, 3, 0, 2, 4])
        #expect(step.focus == 3, "focus stays on the row acted on")
        #expect(step.text == "Moved 2 items to top.")
    }

    /// A selection of which the list holds only the acted-on item moves that item alone.
    @Test func aSelectionWithOneItemInTheListMovesItAlone() {
        var birds = FlockBird.flock(5)
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        let step = moves.perform(.item(3, .up, selection: [3, 99]), on: &birds)
        #expect(birds.map(\.id) == [0, 1, 3, 2, 4])
        #expect(step.change == .offset(OffsetMove(from: 3, to: 2)))
        #expect(step.text == "Moved up. Above Swan.")
    }
}
