import Foundation
@testable import ILikeToMoveItCore
import Testing

/// The names VoiceOver gives drag and drop in UIKit lists ("Drag Robin", "Drop into
/// Groceries") and the drag handle's label, worded from the tables, with labels as hostile as
/// app data gets.
@Suite struct DragAndDropNamesTests {
    @Test(arguments: [
        ("en", "Drag Robin", "Drop into Groceries", "Reorder"),
        ("de", "„Robin“ ziehen", "In „Groceries“ ablegen", "Neu anordnen"),
        ("ja", "「Robin」をドラッグ", "「Groceries」にドロップ", "並べ替え"),
        ("ar", "سحب «Robin»", "إفلات في «Groceries»", "إعادة الترتيب"),
        ("pl", "Przeciągnij „Robin”", "Upuść w „Groceries”", "Zmień kolejność"),
        ("th", "ลาก “Robin”", "วางใน “Groceries”", "จัดลำดับใหม่"),
    ])
    func theTableWordsTheNames(tag: String, drag: String, drop: String, handle: String) {
        let strings = MoveStrings.forLanguage(tag)
        #expect(strings.language == tag)
        #expect(strings.dragSourceName(label: "Robin") == drag)
        #expect(strings.dropPointName(listName: "Groceries") == drop)
        #expect(strings.reorderControlLabel == handle)
    }

    /// A label that says nothing names nothing, in every shipped language: the caller keeps
    /// VoiceOver's own name rather than a bare "Drag".
    @Test(arguments: MoveStrings.shippedLanguages)
    func aLabelThatSaysNothingNamesNothing(tag: String) {
        let strings = MoveStrings.forLanguage(tag)
        for empty in ["", " ", "\n\t", "\u{202E}\u{200B}\u{FEFF}", "\u{0}\u{7}\u{1B}"] {
            #expect(strings.dragSourceName(label: empty) == nil, "\(tag) \(empty.unicodeScalars.map(\.value))")
            #expect(strings.dropPointName(listName: empty) == nil, "\(tag)")
        }
    }

    @Test func controlCharactersAndOverridesAreCleanedAway() {
        let strings = MoveStrings.english
        #expect(strings.dragSourceName(label: "\u{202E}Blue\n\tJay\u{202C}\u{0}") == "Drag Blue Jay")
        #expect(strings.dropPointName(listName: "  Groceries\r\n") == "Drop into Groceries")
    }

    /// A huge label is cut at the limit, with "…", whatever the language puts around it.
    @Test(arguments: ["en", "ja", "ru"])
    func aHugeLabelIsCutAtTheLimit(tag: String) throws {
        let strings = MoveStrings.forLanguage(tag)
        let huge = String(repeating: "Robin ", count: 100_000)
        let name = try #require(strings.dragSourceName(label: huge, limit: 20))
        let cut = MoveLabel.sanitize(huge, limit: 20)
        #expect(cut.count == 20 && cut.hasSuffix("…"))
        #expect(name == strings.string(.dragItem, label: cut))
        #expect(name.count < 60)
        let list = try #require(strings.dropPointName(listName: huge))
        #expect(list.count < MoveLabel.defaultLimit + 40)
    }

    /// The English names are the built-in table's, so an app table that leaves the entries
    /// out still names drags and drops.
    @Test func aTableWithoutTheEntriesFallsBackToEnglish() throws {
        let table = try MoveStrings(jsonData: Data(#"{"language": "fr", "strings": {"movedUp": "Déplacé vers le haut."}}"#.utf8))
        #expect(table.dragSourceName(label: "Robin") == "Drag Robin")
        #expect(table.dropPointName(listName: "Courses") == "Drop into Courses")
        #expect(table.reorderControlLabel == "Reorder")
    }
}
