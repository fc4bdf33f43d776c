import Foundation
@testable import ILikeToMoveItCore
import Testing

/// The translators' guide (`Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`) and the
/// `MoveStrings` article list every key with its English wording, and the guide says which
/// entries are plural and which forms each language gives, as the code does.
@Suite struct TranslatorsGuideTests {
    static func read(_ path: String) throws -> [Substring] {
        try Checkout.text(path).split(separator: "\n")
    }

    static let guide = "Sources/ILikeToMoveItCore/Translations/TRANSLATING.md"
    static let article = "Sources/ILikeToMoveIt/ILikeToMoveIt.docc/MoveStrings.md"

    /// The cells of the table row that starts with `first`, or nil.
    static func row(_ first: String, in lines: [Substring]) -> [String]? {
        lines.first { $0.hasPrefix("| \(first) |") }.map {
            $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test(arguments: [guide, article])
    func everyKeyIsListedWithItsEnglish(document: String) throws {
        let lines = try Self.read(document)
        for key in MoveStrings.Key.allCases where key != .items {
            let cells = try #require(Self.row("`\(key.rawValue)`", in: lines), "\(document) does not list \(key)")
            let english = try #require(MoveStrings.builtInEnglish.entries[key]?.other)
            #expect(cells.count > 2 && MoveStrings.Template(cells[1]) == english, "\(document) \(key): \(cells)")
        }
        let items = try #require(Self.row("`items`", in: lines))
        #expect(items.count > 1 && items[1] == "item / items")
    }

    @Test func theGuideSaysWhichEntriesArePlural() throws {
        let lines = try Self.read(Self.guide)
        for key in MoveStrings.Key.allCases {
            let form = Self.row("`\(key.rawValue)`", in: lines)?.last
            #expect(form == (key.isPlural ? "plural" : "one template"), "\(key)")
        }
    }

    /// The guide's JSON example is a table the validator accepts, saying what it shows.
    @Test func theGuidesExampleIsATable() throws {
        let text = try Checkout.text(Self.guide)
        let start = try #require(text.range(of: "```json\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let table = try MoveStrings(jsonData: Data(text[start.upperBound..<end.lowerBound].utf8))
        #expect(table.language == "de")
        #expect(table.string(.movedItemsUp, count: 1) == "1 Objekt nach oben verschoben.")
        #expect(table.string(.movedUpRows, count: 2) == "Um 2 Zeilen nach oben verschoben.")
        #expect(table.string(.gridPosition, row: 3, column: 2) == "Zeile 3, Spalte 2.")
    }

    /// The guide's table of forms says what the generated CLDR rules say.
    @Test func theGuidesFormsAreCLDRs() throws {
        let lines = try Self.read(Self.guide)
        let start = try #require(lines.firstIndex { $0.hasPrefix("| Language | Tag | Forms for whole numbers |") })
        let rows = lines[(start + 2)...].prefix { $0.hasPrefix("|") }
        #expect(rows.count > 40)
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            try #require(cells.count == 3, "\(row)")
            let tags = cells[1].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "` ")) }
            for tag in tags {
                let forms = PluralRule(language: tag).wholeNumberCategories.categories.map(\.rawValue).joined(separator: ", ")
                #expect(forms == cells[2], "\(tag)")
            }
        }
    }
}
