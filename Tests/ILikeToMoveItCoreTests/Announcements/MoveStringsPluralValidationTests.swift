import Foundation
@testable import ILikeToMoveItCore
import Testing

/// A JSON table's plural entries give exactly the forms its language needs for whole numbers,
/// and nothing its language does not have.
@Suite struct MoveStringsPluralValidationTests {
    typealias Problem = MoveStrings.TableError.Problem

    static func table(_ language: String, _ entry: String, key: String = "movedItems") throws -> MoveStrings {
        try MoveStrings(jsonData: Data(#"{"language": "\#(language)", "strings": {"\#(key)": \#(entry)}}"#.utf8))
    }

    static func error(_ language: String, _ entry: String, key: String = "movedItems") -> MoveStrings.TableError? {
        do {
            _ = try table(language, entry, key: key)
            return nil
        } catch {
            return error as? MoveStrings.TableError
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let language: String
        let entry: String
        let problem: Problem
        /// Parts the developer's explanation (`description`) must contain.
        let explains: [String]
        var testDescription: String { "\(language) \(entry)" }
    }

    static let mistakes: [Case] = [
        Case(language: "en", entry: #"{"one": "{count} item", "few": "{count} items", "other": "{count} items"}"#,
             problem: .pluralFormsNotInLanguage(.few, key: "movedItems", languageHas: [.one, .other], languageKnown: true),
             explains: [#""en""#, #""movedItems""#, #"form "few""#, #"its forms are "one" and "other""#,
                        #"Give only the forms "one" and "other""#]),
        Case(language: "ja", entry: #"{"one": "{count}件", "other": "{count}件"}"#,
             problem: .pluralFormsNotInLanguage(.one, key: "movedItems", languageHas: .other, languageKnown: true),
             explains: [#""ja""#, #"form "one""#, #"its only form is "other"."#, #"Give only an "other" form, or"#]),
        Case(language: "ru", entry: #"{"one": "{count} элемент", "many": "{count} элементов", "other": "{count} элемента"}"#,
             problem: .missingPluralForms(.few, key: "movedItems"),
             explains: [#""ru""#, #""movedItems""#, #"lacks the plural form "few" (2, 3, 4, 22 …), which"#,
                        #"Add the form "few""#]),
        Case(language: "ru-RU", entry: #"{"other": "{count} элемента"}"#,
             problem: .missingPluralForms([.one, .few, .many], key: "movedItems"),
             explains: [#"forms "one" (1, 21, 31, 41 …), "few" (2, 3, 4, 22 …) and "many" (0, 5, 6, 7 …)"#,
                        #"Add the forms "one", "few" and "many""#]),
        Case(language: "en", entry: #"{"one": "{count} item"}"#,
             problem: .missingPluralForms(.other, key: "movedItems"),
             explains: [#"lacks the plural form "other" (0, 2, 3, 4 …)"#]),
        Case(language: "fr", entry: #"{"one": "{count} élément", "other": "{count} éléments"}"#,
             problem: .missingPluralForms(.many, key: "movedItems"),
             explains: [#"form "many" (1000000 …)"#]),
        Case(language: "pt-PT", entry: #"{"zero": "-", "one": "{count} item", "many": "{count} de itens", "other": "{count} itens"}"#,
             problem: .pluralFormsNotInLanguage(.zero, key: "movedItems", languageHas: [.one, .many, .other], languageKnown: true),
             explains: [#""pt-PT""#]),
        Case(language: "ar", entry: #"{"zero": "0", "one": "1", "two": "2", "other": "{count}"}"#,
             problem: .missingPluralForms([.few, .many], key: "movedItems"),
             explains: [#"forms "few" (3, 4, 5, 6 …) and "many" (11, 12, 13, 14 …)"#]),
        Case(language: "xx", entry: #"{"one": "{count} item", "other": "{count} items"}"#,
             problem: .pluralFormsNotInLanguage(.one, key: "movedItems", languageHas: .other, languageKnown: false),
             explains: [#"CLDR has no plural rules for the language "xx""#, #"Give only an "other" form"#]),
    ]

    @Test(arguments: mistakes)
    func mistakesAreExplained(mistake: Case) throws {
        let error = try #require(Self.error(mistake.language, mistake.entry))
        #expect(error.problem == mistake.problem)
        #expect(error.language == mistake.language)
        for part in mistake.explains {
            #expect(error.description.contains(part), "\(error.description)")
        }
    }

    /// Forms only fractions take (Russian `other`, Czech `many`) may be given or left out.
    @Test(arguments: [
        ("ru", #"{"one": "1", "few": "2", "many": "5"}"#), ("ru", #"{"one": "1", "few": "2", "many": "5", "other": "1,5"}"#),
        ("cs", #"{"one": "1", "few": "2", "other": "5"}"#), ("cs", #"{"one": "1", "few": "2", "many": "1,5", "other": "5"}"#),
        ("xx", #"{"other": "{count}"}"#), ("ja", #"{"other": "{count}"}"#), ("zh-Hant", #"{"other": "{count}"}"#),
        ("he", #"{"one": "1", "two": "2", "other": "{count}"}"#), ("pt-BR", #"{"one": "1", "many": "m", "other": "o"}"#),
    ])
    func completeEntriesAreAccepted(language: String, entry: String) throws {
        let strings = try Self.table(language, entry)
        #expect(strings.pluralRule == PluralRule(language: language))
    }

    /// A plain template for a plural key is one sentence for every number, in any language.
    @Test(arguments: ["ru", "ar", "en", "xx"])
    func aPlainTemplateServesEveryNumber(language: String) throws {
        let strings = try Self.table(language, #""Moved: {count}.""#)
        for count in [0, 1, 2, 3, 5, 11, 21, 101, 1_000_000] {
            #expect(strings.string(.movedItems, count: count) == "Moved: \(count).")
        }
    }

    /// Of several mistakes the first entry in key order is reported, every run.
    @Test func theFirstWrongEntryInKeyOrderIsReported() {
        let json = #"{"language": "ru", "strings": {"movedUpBy": {"few": "f", "many": "m"}, "movedItems": {"two": "t", "one": "o", "few": "f", "many": "m"}}}"#
        for _ in 0..<20 {
            #expect {
                try MoveStrings(jsonData: Data(json.utf8))
            } throws: { error in
                (error as? MoveStrings.TableError)?.problem
                    == .pluralFormsNotInLanguage(.two, key: "movedItems", languageHas: [.one, .few, .many, .other], languageKnown: true)
            }
        }
    }
}
