import ILikeToMoveItCore
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
        Case(name: "row inside the selection", row: 1, selection: [0, 1], expected: .selection([0, 1], .up)),
    ]

    @Test(arguments: cases)
    func aRowActionMovesItsSelectionOrItself(_ testCase: Case) {
        #expect(MoveRequest.row(testCase.row, .up, selection: testCase.selection) == testCase.expected)
    }

    /// Through the controller: moving a selected row to the top takes the selection along.
    @Test func aSelectedRowTakesItsSelectionAlong() {
        var controller = MoveController(items: FlockBird.flock(5), id: \.id, label: \.name, announcer: .english)
        let output = controller.handle(.row(3, .toTop, selection: [1, 3]))
        #expect(controller.items.map(\.id) == [1, 3, 0, 2, 4])
        #expect(output.focus == 1)
    }
}
