@testable import ILikeToMoveItCore
import Testing

/// Labels are user data: empty, huge, full of control characters or newlines, with any limit
/// an app may configure. Each gives a defined, speakable result.
@Suite struct HostileLabelTests {
    /// Found by the moves fuzzer: a label limit of `Int.max` overflowed the scan budget.
    @Test(arguments: [Int.max, Int.max - 1, Int.max / 8, Int.max / 8 - 2])
    func hugeLimitsKeepTheWholeLabel(limit: Int) {
        #expect(MoveLabel.sanitize("Blue\nJay", limit: limit) == "Blue Jay")
        #expect(MoveLabel.sanitize(String(repeating: "é", count: 500), limit: limit).count == 500)
    }

    @Test func anAnnouncerWithoutALabelLimitNamesTheNeighbour() {
        var birds = FlockBird.flock(3)
        let announcer = MoveAnnouncer(strings: .english, labelLimit: .max)
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: announcer)
        let step = moves.perform(.item(2, .up), on: &birds)
        #expect(step.text == "Moved up. Above Jay.")
    }

    struct LabelCase: CustomTestStringConvertible, Sendable {
        let name: String
        let label: String
        let expected: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        LabelCase(name: "empty", label: "", expected: ""),
        LabelCase(name: "only newlines", label: "\n\r\n\u{85}\u{2028}", expected: ""),
        LabelCase(name: "newlines inside", label: "Robin\nRedbreast\r\nthe\u{2029}Bold", expected: "Robin Redbreast the Bold"),
        LabelCase(name: "C0 and C1 controls", label: "\u{1}A\u{1B}[31mB\u{7F}\u{9B}C", expected: "A [31mB C"),
        LabelCase(name: "escape sequences", label: "\u{1B}]0;title\u{7}Wren", expected: "]0;title Wren"),
        LabelCase(name: "nulls only", label: "\0\0\0", expected: ""),
        LabelCase(name: "bidi override around text", label: "\u{202E}nibor\u{202C}", expected: "nibor"),
    ])
    func controlCharactersAndNewlines(_ testCase: LabelCase) {
        #expect(MoveLabel.sanitize(testCase.label) == testCase.expected)
    }

    @Test func aHugeLabelIsCutWithoutReadingItAll() {
        let huge = String(repeating: "Goose ", count: 200_000)
        let cut = MoveLabel.sanitize(huge)
        #expect(cut.count == MoveLabel.defaultLimit)
        #expect(cut.hasSuffix("…") && !cut.contains("  "))
    }

    @Test func anEmptyNeighbourLabelIsLeftOutOfTheAnnouncement() {
        var birds = [FlockBird(id: 0, name: "\n\u{202E}\t"), FlockBird(id: 1, name: "Jay")]
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        let step = moves.perform(.item(1, .up), on: &birds)
        #expect(step.text == "Moved up. At top.")
        #expect(step.change == .offset(OffsetMove(from: 1, to: 0)))
        #expect(ListStepCheck.announcement(step)?.neighbour == nil)
    }
}
