import ILikeToMoveItCore
import Testing

@Suite struct SingleMoveEdgeCaseTests {
    struct Tagged: Hashable {
        var tag: String
        var serial: Int
    }

    @Test func anEmptyListReportsItemNotFound() {
        var empty: [FlockBird] = []
        let result = empty.accessibilityMove(1, identifiedBy: \.id, action: .toTop, announcer: .english)
        #expect(result.outcome == .itemNotFound)
        #expect(result.fromOffset == nil && result.toOffset == nil)
        #expect(!result.isAtTop && !result.isAtBottom)
        #expect(result.undo == nil && result.undoAction == nil)
        #expect(empty.isEmpty)
    }

    @Test(arguments: [
        (AccessibilityMoveAction.up, "Not moved. At top."),
        (.down, "Not moved. At bottom."),
        (.toTop, "Not moved. At top."),
        (.toBottom, "Not moved. At bottom."),
    ])
    func aSingleItemNeverMovesAndNamesTheEdgeItFaces(action: AccessibilityMoveAction, text: String) {
        var one = FlockBird.flock(1)
        let result = one.accessibilityMove(0, identifiedBy: \.id, action: action, label: \.name, announcer: .english)
        #expect(result.outcome == .notMoved)
        #expect(result.isAtTop && result.isAtBottom)
        #expect(result.neighbour == nil)
        #expect(result.text == text)
    }

    @Test func duplicatesMoveTheOccurrenceAtTheHint() {
        var list = [Tagged(tag: "a", serial: 0), Tagged(tag: "b", serial: 1), Tagged(tag: "a", serial: 2)]
        list.accessibilityMove("a", identifiedBy: \.tag, action: .up, hint: 2, announcer: .english)
        #expect(list.map(\.serial) == [0, 2, 1])
    }

    @Test func duplicatesWithoutAHintMoveTheFirstOccurrence() {
        var list = [Tagged(tag: "b", serial: 0), Tagged(tag: "a", serial: 1), Tagged(tag: "a", serial: 2)]
        list.accessibilityMove("a", identifiedBy: \.tag, action: .toBottom, announcer: .english)
        #expect(list.map(\.serial) == [0, 2, 1])
    }

    @Test(arguments: [-5, 1, 3, 4, Int.max, Int.min])
    func aWrongOrOutOfBoundsHintFallsBackToScanning(hint: Int) {
        var birds = FlockBird.flock(4)
        let result = birds.accessibilityMove(3, identifiedBy: \.id, action: .up, hint: hint, announcer: .english)
        #expect(result.fromOffset == 3)
        #expect(birds.map(\.id) == [0, 1, 3, 2])
    }

    @Test func aSliceMovesByOffsetsFromItsOwnStart() {
        let flock = FlockBird.flock(6)
        var slice = flock[2..<6]
        let result = slice.accessibilityMove(5, identifiedBy: \.id, action: .up(2), label: \.name, hint: 5, announcer: .english)
        #expect(result.fromOffset == 3 && result.toOffset == 1)
        #expect(slice.map(\.id) == [2, 5, 3, 4])
        #expect(result.text == "Moved up by 2. Above Crow.")
    }

    @Test func theNeighbourIsTheItemPassedLast() throws {
        var birds = FlockBird.flock(5)
        let up = birds.accessibilityMove(4, identifiedBy: \.id, action: .up(2), label: \.name, announcer: .english)
        #expect(try #require(up.neighbour).id == 2)
        #expect(up.neighbourLabel == "Swan")
        let down = birds.accessibilityMove(0, identifiedBy: \.id, action: .down(3), label: \.name, announcer: .english)
        #expect(try #require(down.neighbour).id == 2)
        #expect(down.text == "Moved down by 3. Below Swan.")
    }

    @Test func anEmptyLabelOmitsTheNeighbourPhrase() {
        var birds = [FlockBird(id: 0, name: "Robin"), FlockBird(id: 1, name: " \n\u{202E} ")]
        let result = birds.accessibilityMove(0, identifiedBy: \.id, action: .down, label: \.name, announcer: .english)
        #expect(result.neighbour?.id == 1)
        #expect(result.neighbourLabel == nil)
        #expect(result.text == "Moved down. At bottom.")
    }

    @Test func movingToAnOffsetClampsAndReportsTheEquivalentAction() {
        var birds = FlockBird.flock(4)
        let result = birds.accessibilityMove(1, identifiedBy: \.id, toOffset: Int.max, label: \.name, announcer: .english)
        #expect(result.action == .down(2))
        #expect(birds.map(\.id) == [0, 2, 3, 1])
        #expect(result.text == "Moved down by 2. Below Crow. At bottom.")
        let back = birds.accessibilityMove(1, identifiedBy: \.id, toOffset: Int.min, announcer: .english)
        #expect(back.action == .up(3))
        #expect(birds.map(\.id) == [1, 0, 2, 3])
    }

    @Test(arguments: [
        (OffsetMove(from: 3, to: 1), [0, 3, 1, 2]),
        (OffsetMove(from: 0, to: 3), [1, 2, 3, 0]),
        (OffsetMove(from: 2, to: 2), [0, 1, 2, 3]),
        (OffsetMove(from: -4, to: Int.max), [1, 2, 3, 0]),
    ])
    func applyingAnOffsetMoveRotatesTheRange(move: OffsetMove, expected: [Int]) {
        var numbers = [0, 1, 2, 3]
        numbers.applyMove(move)
        #expect(numbers == expected)
        numbers.applyMove(move.inverted)
        #expect(numbers == [0, 1, 2, 3])
    }
}
