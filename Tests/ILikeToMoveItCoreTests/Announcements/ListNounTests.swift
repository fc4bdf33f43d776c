#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import ILikeToMoveItCore
import Testing

/// A list's own noun in the sentences that count items: the `items` entry, in the plural form
/// the count takes in the table's language.
@Suite struct ListNounTests {
    /// Selected birds moved together are counted as birds.
    @Test func aSelectionOfBirdsIsCountedAsBirds() throws {
        let strings = try MoveStrings.english.replacing("items", withForms: ["one": "bird", "other": "birds"])
        var birds = FlockBird.flock(6)
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, announcer: MoveAnnouncer(strings: strings))
        var heard: [String] = []
        for _ in 0..<3 { heard.append(moves.perform(.item(5, .up, selection: [1, 3, 5]), on: &birds).text) }
        #expect(heard == ["Moved 3 birds up. At top.", "Moved 2 birds up. At top.", "Moved 1 bird up. At top."])
    }

    /// Without a noun of its own, a table says "items", as before.
    @Test func theDefaultNounIsItems() {
        #expect(MoveStrings.english.string(.movedItemsDown, count: 1) == "Moved 1 item down.")
        #expect(MoveStrings.english.string(.movedItemsDown, count: 4) == "Moved 4 items down.")
        #expect(MoveStrings.japanese.string(.movedItemsDown, count: 4) == "4項目を下に移動しました。")
    }

    /// Japanese has one form, and the noun carries the count with its counter.
    @Test func aJapaneseNoun() throws {
        let strings = try MoveStrings.japanese.replacing("items", withForms: ["other": "{count}羽の鳥"])
        #expect(strings.string(.movedItemsToTop, count: 3) == "3羽の鳥を一番上に移動しました。")
    }

    /// Russian takes one, few and many: 1 птица, 2 птицы, 5 птиц, 21 птица, 22 птицы, 25 птиц.
    @Test func aRussianNounFollowsRussianPlurals() throws {
        let table = Data("""
            {"language": "ru", "strings": {"movedItems": "Перемещено: {count} {items}."}}
            """.utf8)
        let strings = try MoveStrings(jsonData: table)
            .replacing("items", withForms: ["one": "птица", "few": "птицы", "many": "птиц"])
        let said = [1, 2, 5, 11, 21, 22, 25, 100].map { strings.string(.movedItems, count: $0) }
        #expect(said == [
            "Перемещено: 1 птица.", "Перемещено: 2 птицы.", "Перемещено: 5 птиц.", "Перемещено: 11 птиц.",
            "Перемещено: 21 птица.", "Перемещено: 22 птицы.", "Перемещено: 25 птиц.", "Перемещено: 100 птиц.",
        ])
    }

    /// Forms are checked as in a JSON table: the language's forms, no more, no fewer.
    @Test(arguments: [
        (["one": "bird"], "other"),
        (["one": "bird", "few": "birds", "other": "birds"], "few"),
        (["uno": "bird", "other": "birds"], "uno"),
    ])
    func formsAreChecked(forms: [String: String], named: String) {
        #expect {
            try MoveStrings.english.replacing("items", withForms: forms)
        } throws: { error in
            String(describing: error).contains("\"\(named)\"")
        }
    }

    @Test func anUnknownKeyIsRefused() {
        #expect(throws: MoveStrings.TableError.self) {
            try MoveStrings.english.replacing("birds", withForms: ["one": "bird", "other": "birds"])
        }
    }

    /// An `{items}` inside the noun itself says nothing: the noun is never followed into itself.
    @Test func aNounIsNeverFollowedIntoItself() throws {
        let strings = try MoveStrings.english.replacing("items", withForms: ["one": "{items}", "other": "{items}s"])
        #expect(strings.string(.movedItemsUp, count: 2) == "Moved 2 s up.")
    }
}
