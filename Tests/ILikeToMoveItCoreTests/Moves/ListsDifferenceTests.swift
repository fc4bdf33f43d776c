@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

/// `ListsDifference`: what an undo or redo that restores whole lists says and focuses.
@Suite struct ListsDifferenceTests {
    /// A case: two lists of names before and after, whether it is an undo, the grid (if any),
    /// and the words and focus expected.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var before: [[String]]
        var after: [[String]]
        var returning = true
        var layout: GridMoveLayout?
        var english: String
        var japanese: String
        var focus: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "an undone drop brings a bird back", before: [["Robin", "Swan"], ["Jay"]],
             after: [["Robin", "Jay", "Swan"], []],
             english: "Moved back. Above Swan.", japanese: "元の位置に戻しました。「Swan」の上です。", focus: "Jay"),
        Case(name: "back at the end of its list", before: [["Robin"], ["Jay"]], after: [["Robin", "Jay"], []],
             english: "Moved back. Below Robin. At bottom.", japanese: "元の位置に戻しました。「Robin」の下です。一番下です。",
             focus: "Jay"),
        Case(name: "two birds back at the top", before: [["Robin"], ["Jay", "Swan", "Owl"]],
             after: [["Jay", "Swan", "Robin"], ["Owl"]],
             english: "Moved 2 items back. Above Robin. At top.",
             japanese: "2項目を元の位置に戻しました。「Robin」の上です。一番上です。", focus: "Jay"),
        Case(name: "an undone addition removes the bird", before: [["Robin", "Heron"], []], after: [["Robin"], []],
             english: "Removed Heron.", japanese: "「Heron」を削除しました。", focus: "Robin"),
        Case(name: "two additions undone", before: [["Robin", "Heron", "Ibis"], []], after: [["Robin"], []],
             english: "Removed 2 items.", japanese: "2項目を削除しました。", focus: "Robin"),
        Case(name: "the last bird removed leaves nothing to focus", before: [["Heron"], []], after: [[], []],
             english: "Removed Heron.", japanese: "「Heron」を削除しました。", focus: nil),
        Case(name: "a redone addition is dropped again", before: [["Robin"], []], after: [["Robin", "Heron"], []],
             returning: false, english: "Dropped 1 item. Below Robin. At bottom.",
             japanese: "1項目をドロップしました。「Robin」の下です。一番下です。", focus: "Heron"),
        Case(name: "an undone drop within a list puts the bird back",
             before: [["Robin", "Jay", "Swan", "Crow"], []], after: [["Jay", "Swan", "Robin", "Crow"], []],
             english: "Moved back. Above Crow.", japanese: "元の位置に戻しました。「Crow」の上です。", focus: "Robin"),
        Case(name: "in a grid, grid words", before: [["Robin", "Swan"], ["Jay"]], after: [["Jay", "Robin", "Swan"], []],
             layout: GridMoveLayout(columns: 3), english: "Moved back. Before Robin. At start.",
             japanese: "元の位置に戻しました。「Robin」の前です。先頭です。", focus: "Jay"),
        Case(name: "nothing changed", before: [["Robin"], []], after: [["Robin"], []],
             english: "Not moved.", japanese: "移動しませんでした。", focus: nil),
    ]

    @Test(arguments: cases)
    func saysWhatChangedAndFocusesTheRestoredItem(_ test: Case) {
        let change = ListsDifference<String>.between(
            test.before, test.after, id: { $0 }, label: { $0 }, returning: test.returning, layout: test.layout)
        #expect(MoveAnnouncer(strings: .english).text(for: change.announcement) == test.english)
        #expect(MoveAnnouncer(strings: .japanese).text(for: change.announcement) == test.japanese)
        #expect(change.focus?.id == test.focus)
        if let focus = change.focus { #expect(test.after[focus.list].contains(focus.id)) }
    }

    @Test func positionIsSaidInTheViewsTerms() {
        let change = ListsDifference<String>.between(
            [["A", "B", "C", "D"], ["E"]], [["A", "B", "C", "D", "E"], []], id: { $0 }, label: { $0 },
            returning: true, layout: GridMoveLayout(columns: 3))
        #expect(MoveAnnouncer(strings: .english, includesPosition: true).text(for: change.announcement)
            == "Moved back. After D. At end. Row 2, column 2.")
        let inList = ListsDifference<String>.between(
            [["A", "B"], ["E"]], [["A", "E", "B"], []], id: { $0 }, label: { $0 }, returning: true)
        #expect(MoveAnnouncer(strings: .english, includesPosition: true).text(for: inList.announcement)
            == "Moved back. Above B. Position 2 of 3.")
    }

    /// Random snapshots: every item that changed list, appeared, left, or changed order is
    /// counted in what is said; focus always names an item the lists hold after the change;
    /// and the words are plural-correct.
    @Test func everyChangeIsSaidAndFocusIsPresent() {
        var random = SplitMix64(seed: 26)
        for _ in 0..<2_000 {
            let pool = Array(0..<Int.random(in: 0...8, using: &random))
            func snapshot() -> [[Int]] {
                var lists: [[Int]] = [[], []]
                for id in pool.shuffled(using: &random) where Bool.random(using: &random) || pool.count < 3 {
                    lists[Int.random(in: 0...1, using: &random)].append(id)
                }
                return lists
            }
            let before = snapshot()
            // Often a small change (one item moved, added or removed), sometimes anything.
            var after = before
            switch Int.random(in: 0...3, using: &random) {
            case 0: after = snapshot()
            case 1: after[Int.random(in: 0...1, using: &random)].append(100)
            case 2: if let list = after.indices.first(where: { !after[$0].isEmpty }) { after[list].removeLast() }
            default:
                if let list = after.indices.first(where: { !after[$0].isEmpty }) {
                    let id = after[list].removeFirst()
                    after[1 - list].insert(id, at: Int.random(in: 0...after[1 - list].count, using: &random))
                }
            }
            let change = ListsDifference<Int>.between(before, after, id: { $0 }, label: { "Bird \($0)" }, returning: true)
            let old = Dictionary(uniqueKeysWithValues: before.enumerated().flatMap { list, ids in ids.map { ($0, list) } })
            let new = Dictionary(uniqueKeysWithValues: after.enumerated().flatMap { list, ids in ids.map { ($0, list) } })
            let appearedOrCrossed = Set(new.filter { old[$0.key] != $0.value }.keys)
            let left = Set(old.keys).subtracting(new.keys)
            #expect(appearedOrCrossed.isSubset(of: change.arrived), "\(before) → \(after)")
            #expect(Set(change.removed) == left, "\(before) → \(after)")
            // Items that stayed in their list and are not said kept their relative order.
            for list in 0..<2 {
                let quiet = Set(after[list]).subtracting(change.arrived)
                #expect(before[list].filter(quiet.contains) == after[list].filter(quiet.contains), "\(before) → \(after)")
            }
            let changed = before != after
            #expect(changed == (!change.arrived.isEmpty || !change.removed.isEmpty), "\(before) → \(after)")
            if let focus = change.focus {
                #expect(after[focus.list].contains(focus.id))
                #expect(change.arrived.isEmpty || focus.id == change.arrived.first)
            } else {
                #expect(change.arrived.isEmpty)
            }
            let text = MoveAnnouncer(strings: .english).text(for: change.announcement)
            let arrived = change.arrived.count
            let removed = change.removed.count
            if arrived == 1 { #expect(text.hasPrefix("Moved back.")) }
            if arrived > 1 { #expect(text.hasPrefix("Moved \(arrived) items back.")) }
            if removed == 1 { #expect(text.contains("Removed Bird \(change.removed[0]).")) }
            if removed > 1 { #expect(text.contains("Removed \(removed) items.")) }
            if !changed { #expect(text == "Not moved.") }
        }
    }
}
