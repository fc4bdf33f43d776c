@testable import ILikeToMoveItCore
import Testing

/// "At top." / "At bottom." follow whenever the item ends first or last in the list, moved
/// or not, as the original package announced; a one-item list names the side the action
/// points to. (Every action on every list of 0…6 items is also checked against the
/// reference in ``SingleMoveExhaustiveTests``.)
@Suite struct EdgePhraseTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var count: Int
        var from: Int
        var action: AccessibilityMoveAction
        var text: String
        var testDescription: String { "\(action) on #\(from) of \(count)" }
    }

    static let cases: [Case] = [
        Case(count: 3, from: 0, action: .down(0), text: "Not moved. At top."),
        Case(count: 3, from: 0, action: .up, text: "Not moved. At top."),
        Case(count: 3, from: 2, action: .up(-2), text: "Not moved. At bottom."),
        Case(count: 3, from: 2, action: .down, text: "Not moved. At bottom."),
        Case(count: 3, from: 1, action: .up(0), text: "Not moved."),
        Case(count: 3, from: 1, action: .up, text: "Moved up. Above Robin. At top."),
        Case(count: 3, from: 1, action: .down, text: "Moved down. Below Swan. At bottom."),
        Case(count: 4, from: 1, action: .down, text: "Moved down. Below Swan."),
        Case(count: 6, from: 5, action: .toTop, text: "Moved up by 5. Above Robin. At top."),
        Case(count: 6, from: 0, action: .down(Int.max), text: "Moved down by 5. Below Finch. At bottom."),
        Case(count: 1, from: 0, action: .up, text: "Not moved. At top."),
        Case(count: 1, from: 0, action: .down(0), text: "Not moved. At bottom."),
        Case(count: 1, from: 0, action: .toBottom, text: "Not moved. At bottom."),
        Case(count: 2, from: 1, action: .toTop, text: "Moved up. Above Robin. At top."),
    ]

    @Test(arguments: cases)
    func theEdgeIsNamedWheneverTheItemEndsThere(_ example: Case) {
        var birds = FlockBird.flock(example.count)
        let id = birds[example.from].id
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        let step = moves.perform(.item(id, example.action), on: &birds)
        #expect(step.text == example.text)
    }

    /// Selections follow the same rule; "to top"/"to bottom" already name the edge.
    @Test(arguments: [
        ([0, 1], AccessibilityMoveAction.up, "Not moved. At top."),
        ([1, 2], .up, "Moved 2 items up. At top."),
        ([3, 4], .down, "Moved 2 items down. At bottom."),
        ([1, 3], .down, "Moved 2 items down."),
        ([1, 2], .down(0), "Not moved."),
        ([2, 3], .toTop, "Moved 2 items to top."),
        ([4, 5], .toBottom, "Not moved. At bottom."),
    ])
    func selectionsNameTheEdgeTheyEndAt(_ ids: [Int], _ action: AccessibilityMoveAction, _ text: String) {
        var birds = FlockBird.flock(6)
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        let step = moves.perform(.selection(Set(ids), action), on: &birds)
        #expect(step.text == text)
    }
}
