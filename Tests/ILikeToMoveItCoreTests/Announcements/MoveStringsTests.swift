import Foundation
@testable import ILikeToMoveItCore
import Testing

@Suite struct MoveStringsTests {
    @Test func theBundledTablesLoadOnThisPlatform() {
        #expect(MoveStrings.shippedLanguages.contains("en") && MoveStrings.shippedLanguages.contains("ja"))
        for language in MoveStrings.shippedLanguages { #expect(MoveStrings.shipped(language)?.language == language) }
        #expect(MoveStrings.shipped("ja")?.language == "ja")
        #expect(MoveStrings.shipped("xx") == nil)
        #expect(MoveStrings.japanese.language == "ja")
        #expect(MoveStrings.japanese.separator == "")
    }

    /// The tables find a key's entry and a category's form by index: each index must be the
    /// case's own place, or a sentence would be read from another key's entry.
    @Test func keysAndCategoriesAreIndexedByTheirPlace() {
        #expect(MoveStrings.Key.allCases.map(\.index) == Array(MoveStrings.Key.allCases.indices))
        #expect(PluralCategory.allCases.map(\.index) == Array(PluralCategory.allCases.indices))
        var entries = MoveStrings.Entries()
        for key in MoveStrings.Key.allCases {
            entries[key] = MoveStrings.Entry(forms: [.other: key.rawValue])
        }
        for key in MoveStrings.Key.allCases { #expect(entries[key]?.other == MoveStrings.Template(key.rawValue)) }
        let forms: [PluralCategory: String] = [.zero: "0", .two: "2", .many: "m", .other: "o"]
        let entry = MoveStrings.Entry(forms: forms)
        for category in PluralCategory.allCases {
            #expect(entry.template(for: category) == MoveStrings.Template(forms[category] ?? "o"))
        }
    }

    @Test(arguments: MoveStrings.Key.allCases)
    func theBundledEnglishSaysWhatTheBuiltInEnglishSays(key: MoveStrings.Key) {
        for count in [0, 1, 2, 5] {
            #expect(MoveStrings.english.string(key, count: count, label: "Robin", position: 3)
                    == MoveStrings.builtInEnglish.string(key, count: count, label: "Robin", position: 3))
        }
    }

    @Test(arguments: MoveStrings.Key.allCases)
    func japaneseTranslatesEveryKey(key: MoveStrings.Key) {
        let japanese = MoveStrings.japanese.string(key, count: 2, label: "X", position: 1)
        #expect(!japanese.isEmpty)
        #expect(japanese != MoveStrings.english.string(key, count: 2, label: "X", position: 1))
    }

    @Test(arguments: [("ja-JP", "ja"), ("ja_JP", "ja"), ("JA", "ja"), ("en-GB", "en"), ("fr-FR", "fr"), ("cy-GB", "en"), ("", "en"), ("zz@x", "en")])
    func languagesFallBackToEnglish(identifier: String, expected: String) {
        #expect(MoveStrings.forLanguage(identifier).language == expected)
        #expect(MoveStrings.forLocale(Locale(identifier: identifier)).language == expected)
    }

    @Test(arguments: [
        ("en", 1, PluralCategory.one), ("en", 0, .other), ("en", 2, .other), ("en-GB", -1, .one), ("en", Int.min, .other),
        ("fr", 0, .one), ("fr", 1, .one), ("fr", 2, .other), ("de", 1, .one), ("de", 0, .other),
        ("ja-JP", 1, .other), ("ja", 0, .other), ("ru", 21, .one), ("pl", 22, .few), ("pl", 21, .many),
    ])
    func languagesPickTheirPluralRule(language: String, count: Int, category: PluralCategory) {
        #expect(PluralRule(language: language).category(for: count) == category)
        #expect(MoveStrings(language: language, templates: [:]).pluralRule == PluralRule(language: language))
    }

    @Test func englishPluralsFollowTheCount() {
        #expect(MoveStrings.english.string(.movedItemsUp, count: 1) == "Moved 1 item up.")
        #expect(MoveStrings.english.string(.movedItemsUp, count: 2) == "Moved 2 items up.")
        #expect(MoveStrings.english.string(.movedItems, count: 0) == "Moved 0 items.")
    }

    @Test func templatesKeepUnknownBracesLiterally() {
        let strings = MoveStrings.english.replacing(.movedUp, with: "{up} {count} {label")
        #expect(strings.string(.movedUp, count: 4) == "{up} 4 {label")
    }

    @Test func anAppTableCanBeReadFromJSON() throws {
        let json = #"{"language": "fr", "strings": {"movedUp": "Déplacé vers le haut.", "movedItemsUp": {"one": "{count} élément déplacé.", "many": "{count} d’éléments déplacés.", "other": "{count} éléments déplacés."}}}"#
        let french = try MoveStrings(jsonData: Data(json.utf8))
        #expect(french.separator == " ")
        #expect(french.string(.movedUp) == "Déplacé vers le haut.")
        #expect(french.string(.movedItemsUp, count: 0) == "0 élément déplacé.", "French counts 0 as one")
        #expect(french.string(.movedItemsUp, count: 2) == "2 éléments déplacés.")
        #expect(french.string(.movedItemsUp, count: 1_000_000) == "1000000 d’éléments déplacés.")
        #expect(french.string(.atTop) == "At top.")
    }

    @Test(arguments: [
        (#"{"language": "xx", "strings": {"movedSideways": "?"}}"#, "unknown key \"movedSideways\""),
        (#"{"language": "xx", "strings": {"movedUp": {"several": "?", "other": "?"}}}"#, "unknown plural form \"several\""),
        (#"{"language": "xx", "strings": {"movedUpBy": "Up by {cuont}."}}"#, "unknown placeholder \"{cuont}\""),
        (#"{"language": "xx", "strings": {"movedUpBy": {"one": "{count}", "other": "{counts}"}}}"#, "unknown placeholder \"{counts}\""),
        (#"{"language": "xx", "strings": {"movedUp": {"one": "?"}}}"#, "CLDR has no plural rules for the language \"xx\""),
        (#"{"language": "xx", "strings": {"movedUp": {"other": "?"}}, "x": 1}"#, nil),
    ])
    func badJSONTablesExplainThemselves(json: String, message: String?) throws {
        guard let message else {
            _ = try MoveStrings(jsonData: Data(json.utf8))
            return
        }
        #expect {
            try MoveStrings(jsonData: Data(json.utf8))
        } throws: { error in
            String(describing: error).contains(message) && String(describing: error).contains("\"xx\"")
        }
    }

    /// A table with several mistakes names the first in key order, every time (the JSON
    /// objects are read into dictionaries, whose order is not stable).
    @Test(arguments: [
        (#"{"language": "xx", "strings": {"movedZ": "?", "movedB": "?", "movedY": "?", "movedA": "?"}}"#,
         MoveStrings.TableError.Problem.unknownKey("movedA")),
        (#"{"language": "xx", "strings": {"movedUp": {"q": "?", "c": "?", "other": "?", "b": "?"}}}"#,
         .unknownPluralCategory("b", key: "movedUp")),
    ])
    func ofSeveralMistakesTheFirstIsReported(json: String, expected: MoveStrings.TableError.Problem) {
        for _ in 0..<20 {
            #expect {
                try MoveStrings(jsonData: Data(json.utf8))
            } throws: { error in
                (error as? MoveStrings.TableError)?.problem == expected
            }
        }
    }

    /// An app replaces one entry by its JSON key; a key the table does not have, or a
    /// placeholder it does not know, is an error that names it.
    @Test func anEntryIsReplacedByItsKey() throws {
        let strings = try MoveStrings.english.replacing("notMoved", with: "Stays where it is.")
        #expect(strings.string(.notMoved) == "Stays where it is.")
        #expect(strings.string(.movedUp) == "Moved up.")
        let braces = try MoveStrings.english.replacing("movedUpBy", with: "{count} up {} { count} {1}")
        #expect(braces.string(.movedUpBy, count: 3) == "3 up {} { count} {1}")
        #expect {
            try MoveStrings.english.replacing("movedSideways", with: "?")
        } throws: { error in
            let error = error as? MoveStrings.TableError
            return error?.problem == .unknownKey("movedSideways") && error?.language == "en"
                && error?.reason.contains("\"movedSideways\"") == true
                && error?.suggestion.contains("movedUpBy") == true
        }
        #expect {
            try MoveStrings.japanese.replacing("movedUpBy", with: "{cuont}個上")
        } throws: { error in
            let error = error as? MoveStrings.TableError
            return error?.problem == .unknownPlaceholder("cuont", key: "movedUpBy") && error?.language == "ja"
                && error?.description.contains("{count}, {label}, {position}, {row}, {column} or {items}") == true
                && error?.description.hasPrefix(#"The "ja" move strings entry "movedUpBy""#) == true
        }
    }

    /// Without `other` and `one`, the first form in category order stands in for `other`.
    @Test func aMissingOtherFormIsTheSameInEveryRun() {
        let forms: [PluralCategory: String] = [.many: "many {count}", .two: "two {count}", .few: "few {count}"]
        let strings = MoveStrings(language: "xx", templates: [.movedUpBy: forms])
        #expect(strings.string(.movedUpBy, count: 7) == "two 7")
        let replaced = MoveStrings.english.replacing(.movedUpBy, with: [.many: "many", .zero: "zero"])
        #expect(replaced.string(.movedUpBy, count: 7) == "zero")
    }
}
