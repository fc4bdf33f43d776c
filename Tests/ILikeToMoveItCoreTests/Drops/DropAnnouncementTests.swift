@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

/// What every list drop destination says once the drop is placed, from one builder, and that
/// a `Transferable` drop (decoded items, a drop-time index) places exactly as the
/// `Providable` path and as a hand-written "nothing lost, nothing duplicated" placement.
@Suite struct DropAnnouncementTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var list: [Int]
        var others: [Int] = []
        var dropped: [Int?]
        var target: DropTarget<Int>
        var isMove = true
        var expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "two items into the middle", list: [1, 2, 3, 4], others: [8, 9], dropped: [8, 9],
             target: .before(3), expected: "Dropped 2 items. Above #3."),
        Case(name: "one item at the end", list: [1, 2, 3, 4], others: [8], dropped: [8], target: .end,
             expected: "Dropped 1 item. Below #4. At bottom."),
        Case(name: "one item at the start", list: [1, 2], others: [8], dropped: [8], target: .start,
             expected: "Dropped 1 item. Above #1. At top."),
        Case(name: "into an empty list", list: [], others: [8, 9], dropped: [9, 8], target: .end,
             expected: "Dropped 2 items. At top."),
        Case(name: "within the list, the list its own source", list: [1, 2, 3, 4], dropped: [1], target: .end,
             expected: "Dropped 1 item. Below #4. At bottom."),
        Case(name: "a copy of items already there", list: [1, 2], dropped: [1, 2], target: .start, isMove: false,
             expected: "Nothing dropped."),
        Case(name: "a failed load", list: [1, 2], others: [8], dropped: [8, nil, nil], target: .before(2),
             expected: "Dropped 1 item. Above #2. 2 items could not be dropped."),
        Case(name: "only failures", list: [1, 2], dropped: [nil], target: .before(2),
             expected: "Nothing dropped. 1 item could not be dropped."),
    ]

    @Test(arguments: cases)
    func aDropSaysHowManyItemsLandedAndWhere(_ example: Case) {
        let list = ListBox(example.list), others = ListBox(example.others)
        let completion = DropPlanner.drop(
            DropWriteBackTests.results(example.dropped), into: list.accessor, at: example.target,
            movingFrom: example.isMove ? [list.accessor, others.accessor] : [], label: \.description, announcer: MoveAnnouncer(strings: .english))
        #expect(completion.announcement == example.expected)
        #expect(completion.isAccepted == !completion.outcome.inserted.isEmpty)
    }

    @Test func withoutALabelNoNeighbourIsNamedAndThePositionFollowsTheAnnouncer() {
        let list = ListBox([1, 2, 3]), others = ListBox([7])
        let completion = DropPlanner.drop(
            DropWriteBackTests.results([7]), into: list.accessor, at: .before(2), movingFrom: [others.accessor],
            label: nil, announcer: MoveAnnouncer(strings: .english, includesPosition: true))
        #expect(completion.announcement == "Dropped 1 item. Position 2 of 4.")
    }

    @Test func japaneseJoinsTheSentencesWithoutSpaces() {
        let list = ListBox([1, 2]), others = ListBox([7, 8])
        let completion = DropPlanner.drop(
            DropWriteBackTests.results([7, 8]), into: list.accessor, at: .end, movingFrom: [others.accessor],
            label: \.description, announcer: MoveAnnouncer(strings: .japanese))
        #expect(completion.announcement == "2項目をドロップしました。「#2」の下です。一番下です。")
    }

    @Test func aDropThatCarriedNothingSaysNothingAndIsRefused() {
        let list = ListBox([1, 2])
        let completion = DropPlanner.drop(
            DropWriteBackTests.results([]), into: list.accessor, at: .end, movingFrom: [list.accessor],
            label: \.description, announcer: .default)
        #expect(completion.announcement == nil && !completion.isAccepted && list.writes == 0)
    }

    @Test func labelsAreCleanedBeforeTheyAreSpoken() {
        var list = [Labelled(id: 1, name: "Blue\n\u{202E}Jay Bird"), Labelled(id: 2, name: "Owl")]
        let outcome = DropPlanner.insert([Labelled(id: 9, name: "x")], into: &list, at: .before(1))
        let announcement = ListsAnnouncement.drop(outcome, in: list, id: \.id, label: { $0.name }, labelLimit: 5)
        #expect(MoveAnnouncer(strings: .english).text(for: announcement) == "Dropped 1 item. Above Blue…. At top.")
    }

    struct Labelled: Identifiable { var id: Int; var name: String }

    // MARK: One placement for every destination

    /// What the example app wrote by hand before the package placed `Transferable` drops:
    /// the dropped items leave both lists and go in, once each, at the offset in the list.
    static func handWritten(_ dropped: [Int], at offset: Int, list: inout [Int], other: inout [Int]) {
        var seen: Set<Int> = []
        let arriving = dropped.filter { seen.insert($0).inserted }
        other.removeAll { seen.contains($0) }
        let before = list.prefix(max(0, min(offset, list.count))).filter { !seen.contains($0) }.count
        list.removeAll { seen.contains($0) }
        list.insert(contentsOf: arriving, at: before)
    }

    /// Every offset and every drop of up to two items out of both lists (and an item from
    /// elsewhere), on the destination that is its own source: the `Transferable` path (items
    /// decoded, the drop-time index anchored) gives the hand-written result, and the same
    /// outcome and words as the `Providable` path's results for the same drop.
    @Test func aTransferableDropPlacesAsTheProvidablePathAndAsTheHandWrittenPlacement() {
        let start = [1, 2, 3], other = [7, 8]
        let pool = start + other + [5]
        var drops: [[Int]] = pool.map { [$0] }
        for a in pool { for b in pool where b != a { drops.append([a, b]) } }
        for dropped in drops {
            for offset in 0...start.count {
                var expected = start, expectedOther = other
                Self.handWritten(dropped, at: offset, list: &expected, other: &expectedOther)

                let list = ListBox(start), others = ListBox(other)
                let target = DropTarget.anchored(at: offset, in: list.tokens)
                let transferable = DropPlanner.drop(
                    dropped.map { .success(Token(id: $0)) }, into: list.accessor, at: target,
                    movingFrom: [list.accessor, others.accessor], label: \.description, announcer: MoveAnnouncer(strings: .english))
                #expect(list.ids == expected && others.ids == expectedOther, "\(dropped) at \(offset)")

                let providableList = ListBox(start), providableOthers = ListBox(other)
                let providable = DropPlanner.drop(
                    DropWriteBackTests.results(dropped), into: providableList.accessor,
                    at: DropTarget.anchored(at: offset, in: providableList.tokens),
                    movingFrom: [providableList.accessor, providableOthers.accessor], label: \.description,
                    announcer: MoveAnnouncer(strings: .english))
                #expect(providableList.ids == list.ids && providableOthers.ids == others.ids)
                #expect(providable.outcome.inserted == transferable.outcome.inserted)
                #expect(providable.announcement == transferable.announcement)
            }
        }
    }
}
