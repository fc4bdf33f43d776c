import Foundation
@testable import ILikeToMoveItCore
import Testing

/// A grid cell's row and column are `{row}` and `{column}`, numbers that pick no plural form;
/// a table written when they were `{position}` and `{count}` still reads and speaks the same.
@Suite struct GridCellPlaceholderTests {
    /// Robin Jay Swan / Crow Goose Finch / Wren Owl
    static let flock = FlockBird.flock(8)
    static let grid = GridMoveLayout(columns: 3)

    static func table(_ language: String, _ strings: String) throws -> MoveStrings {
        try MoveStrings(jsonData: Data(#"{"language": "\#(language)", "strings": {\#(strings)}}"#.utf8))
    }

    /// Swan steps right into the next row (a cell sentence), then Goose steps right (the
    /// position sentence), both spoken with the position.
    static func spoken(_ strings: MoveStrings) -> [String] {
        let announcer = MoveAnnouncer(strings: strings, includesPosition: true)
        return [(2, GridMoveAction.right), (4, .right)].map { from, action in
            GridStepCheck.perform(action, on: flock[from].id, in: grid, flock, label: \.name, announcer: announcer)
                .step.text
        }
    }

    @Test func theShippedTablesSayRowAndColumn() {
        #expect(MoveStrings.english.string(.movedToCell, row: 2, column: 3) == "Moved to row 2, column 3.")
        #expect(MoveStrings.english.string(.gridPosition, row: 12, column: 1) == "Row 12, column 1.")
        #expect(MoveStrings.japanese.string(.gridPosition, row: 12, column: 1) == "12行目、1列目です。")
        #expect(Self.spoken(.english) == ["Moved to row 2, column 1. After Crow.", "Moved right. After Finch. Row 2, column 3."])
    }

    /// An app's table written with `{position}` for the row and `{count}` for the column.
    @Test func anOlderTableStillSaysTheRowAndColumn() throws {
        let older = try Self.table("en", #"""
            "movedToCell": "Now in row {position}, column {count}.", "gridPosition": "Row {position}, col. {count}."
            """#)
        #expect(Self.spoken(older) == ["Now in row 2, column 1. After Crow.", "Moved right. After Finch. Row 2, col. 3."])
    }

    /// An older Russian table gave forms by the column, as `{count}` required: still chosen
    /// by the column.
    @Test func anOlderTablesFormsStillFollowTheColumn() throws {
        let older = try Self.table("ru", #"""
            "gridPosition": {"one": "Строка {position}, {count}-й столбец.", "few": "Строка {position}, столбец {count}.",
                             "many": "Строка {position}, столбец номер {count}."}
            """#)
        #expect(older.string(.gridPosition, row: 3, column: 1) == "Строка 3, 1-й столбец.")
        #expect(older.string(.gridPosition, row: 3, column: 2) == "Строка 3, столбец 2.")
        #expect(older.string(.gridPosition, row: 3, column: 5) == "Строка 3, столбец номер 5.")
    }

    /// Russian has three forms for whole numbers; a row or column needs none of them, given as
    /// one template or per form.
    @Test(arguments: [
        (#""gridPosition": "Строка {row}, столбец {column}.""#, MoveStrings.Key.gridPosition),
        (#""gridPosition": {"other": "Строка {row}, столбец {column}."}"#, .gridPosition),
        (#""movedToCell": {"other": "Строка {row}, столбец {column}."}"#, .movedToCell),
    ])
    func aRowAndColumnNeedNoPluralForms(entry: String, key: MoveStrings.Key) throws {
        let russian = try Self.table("ru", entry)
        for column in [1, 2, 5, 21] {
            #expect(russian.string(key, row: 4, column: column) == "Строка 4, столбец \(column).")
        }
        let replaced = try russian.replacing(key.rawValue, withForms: ["other": "{row}/{column}"])
        #expect(replaced.string(key, row: 4, column: 2) == "4/2")
    }

    /// Entries a count picks a form of still need every form the language has, and no entry
    /// may give a form the language lacks.
    @Test func countedEntriesStillNeedTheirForms() {
        #expect {
            try Self.table("ru", #""movedUpBy": {"other": "Вверх на {count}."}"#)
        } throws: { error in
            (error as? MoveStrings.TableError)?.problem == .missingPluralForms([.one, .few, .many], key: "movedUpBy")
        }
        #expect {
            try Self.table("ja", #""gridPosition": {"one": "{row}行目", "other": "{row}行目"}"#)
        } throws: { error in
            (error as? MoveStrings.TableError)?.problem
                == .pluralFormsNotInLanguage(.one, key: "gridPosition", languageHas: .other, languageKnown: true)
        }
    }

    /// Every entry the keys' documentation marks plural is one a count picks the form of, and
    /// no other: the two lists cannot drift apart.
    @Test(arguments: MoveStrings.Key.allCases)
    func pluralEntriesAreThoseThatSayACount(key: MoveStrings.Key) {
        let english = MoveStrings.builtInEnglish.entries[key]
        let sources = PluralCategory.allCases.compactMap { english?.template(for: $0) }
        let saysCount = sources.contains { $0.pieces.contains(.count) || $0.pieces.contains(.items) }
        #expect(key.isPlural == (saysCount || key == .items), "\(key)")
    }
}
