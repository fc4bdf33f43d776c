@testable import ILikeToMoveItCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The examples of the ``MoveStrings`` page, run and checked against the results it states.
/// The code inside each test is the page's code, unchanged.
@Suite struct MoveStringsPageTests {
    @Test func aListsOwnNoun() throws {
        let birds = try MoveStrings.english.replacing("items", withForms: ["one": "bird", "other": "birds"])
        var flock = ["Robin", "Jay", "Swan", "Crow"]
        var moves = AccessibleMoves<String, String>(id: \.self, announcer: MoveAnnouncer(strings: birds))

        let step = moves.perform(.selection(["Swan", "Crow"], .toTop), on: &flock)
        // step.text == "Moved 2 birds to top."
        #expect(step.text == "Moved 2 birds to top.")
        #expect(flock == ["Swan", "Crow", "Robin", "Jay"])
    }

    @Test func aRussianTableWithPluralForms() throws {
        let russian = try MoveStrings(jsonData: Data("""
            {
              "language": "ru",
              "strings": {
                "movedItemsToTop": {
                  "one": "{count} элемент перемещён в начало.",
                  "few": "{count} элемента перемещены в начало.",
                  "many": "{count} элементов перемещены в начало."
                }
              }
            }
            """.utf8))
        var numbers = Array(1...30)
        var moves = AccessibleMoves<Int, Int>(id: \.self, announcer: MoveAnnouncer(strings: russian))

        let step = moves.perform(.selection(Set(10...30), .toTop), on: &numbers)
        // step.text == "21 элемент перемещён в начало."
        let next = moves.perform(.selection(Set(1...5), .toTop), on: &numbers)
        // next.text == "5 элементов перемещены в начало."

        #expect(step.text == "21 элемент перемещён в начало.")
        #expect(next.text == "5 элементов перемещены в начало.")
        #expect(numbers.prefix(5) == [1, 2, 3, 4, 5])
    }

    @Test func aFormTheLanguageNeedsIsMissing() throws {
        do {
            _ = try MoveStrings(jsonData: Data("""
                {"language": "ru", "strings": {"movedItems": {"one": "{count} элемент", "other": "{count} элемента"}}}
                """.utf8))
        } catch let error as MoveStrings.TableError {
            print(error)   // … lacks the plural forms "few" (2, 3, 4, 22 …) and "many" (0, 5, 6, 7 …), …
        }

        #expect {
            try MoveStrings(jsonData: Data("""
                {"language": "ru", "strings": {"movedItems": {"one": "{count} элемент", "other": "{count} элемента"}}}
                """.utf8))
        } throws: { error in
            String(describing: error).hasPrefix(
                #"The "ru" move strings entry "movedItems" lacks the plural forms "few" (2, 3, 4, 22 …) and "many" (0, 5, 6, 7 …), "#)
        }
    }
}
