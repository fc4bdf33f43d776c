import Foundation
@testable import ILikeToMoveItCore
import Testing

/// What every shipped table must be, checked for each file `Translations/MoveStrings-<tag>.json`
/// as the package ships it (packed by `scripts/pack-strings.py`, read back through
/// `MoveStrings.shippedData`): a new language's table is checked by adding its file, packing
/// the tables, and adding its tag to `MoveStrings.shippedLanguages`. Per-language punctuation and exceptions are in
/// `ShippedTablesTests+Languages.swift`.
@Suite struct ShippedTablesTests {
    static let tags = MoveStrings.shippedLanguages
    static let translations = tags.filter { $0 != "en" }
    typealias Key = MoveStrings.Key

    /// `Sources/ILikeToMoveItCore/Translations` of this checkout: the tables translators edit.
    static let sources = Checkout.root.appendingPathComponent("Sources/ILikeToMoveItCore/Translations")

    @Test func theListNamesEveryTableFile() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
        let tags = files.filter { $0.hasPrefix("MoveStrings-") && $0.hasSuffix(".json") }
            .map { String($0.dropFirst("MoveStrings-".count).dropLast(".json".count)) }
        #expect(MoveStrings.shippedLanguages == tags.sorted(),
                "MoveStrings.shippedLanguages (MoveStrings+Resources.swift) must list the tags of the files, sorted")
    }

    @Test(arguments: tags)
    func theTagIsCanonicalAndTheRuleReadsIt(tag: String) throws {
        let parsed = try #require(LanguageTag(tag), "\(tag) is not a language tag")
        #expect(parsed.description == tag, "name the file by the canonical tag \(parsed)")
        #expect(parsed.writtenScript != nil, "add the usual script of \(parsed.language) to LanguageTag.usualScripts")
        #expect(PluralRule(cldrLanguage: tag) != nil, "CLDR has no plural rules for \(tag): check the tag")
        #expect(try ShippedTable(tag).language == tag, "the file's \"language\" must be its tag")
        #expect(MoveStrings.shippedLanguage(for: tag) == tag)
        #expect(MoveStrings.shipped(tag)?.language == tag)
    }

    /// The validator apps' tables go through accepts it; a mistake fails with its
    /// explanation.
    @Test(arguments: tags)
    func theValidatorAcceptsIt(tag: String) throws {
        let strings = try MoveStrings(jsonData: try #require(MoveStrings.shippedData(tag)))
        #expect(strings.pluralRule == PluralRule(language: tag))
    }

    /// No key is left to the English the validator fills in.
    @Test(arguments: tags)
    func everyKeyIsThere(tag: String) throws {
        let table = try ShippedTable(tag)
        let missing = Key.allCases.filter { table[$0] == nil }.map(\.rawValue)
        #expect(missing.isEmpty, "\(tag) lacks \(missing.joined(separator: ", "))")
    }

    @Test(arguments: tags)
    func noEntryIsEmptyOrPadded(tag: String) throws {
        let table = try ShippedTable(tag)
        for key in Key.allCases {
            for (category, source) in table[key]?.templates ?? [] {
                let trimmed = source.trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(!trimmed.isEmpty, "\(tag) \(key) \(category) is empty")
                #expect(trimmed == source, "\(tag) \(key) \(category) starts or ends with a space: the separator joins sentences")
            }
        }
    }

    /// Each entry says what the English one says: every form only the English entry's
    /// placeholders, together all of them, each once. `{count}` may be said by the noun
    /// (`{items}` as "{count}項目"), and a form other than `other` may leave out the number
    /// (an Arabic dual, "one row"), but never a label, position, row or column.
    @Test(arguments: tags)
    func placeholdersAreThoseOfTheEnglishEntry(tag: String) throws {
        let table = try ShippedTable(tag), english = try ShippedTable("en")
        for key in Key.allCases {
            guard let entry = table[key], let englishEntry = english[key] else { continue }
            let expected: Set<String> = key == .items ? ["count"] : Set(englishEntry.templates.flatMap {
                english.placeholders(of: $0.source, category: $0.category, in: key)
            })
            let required = expected.subtracting(["count", "items"])
            var union: Set<String> = []
            for (category, source) in entry.templates {
                let said = table.placeholders(of: source, category: category, in: key)
                union.formUnion(said)
                #expect(said.count == Set(said).count, "\(tag) \(key) \(category) says a placeholder twice: \(said)")
                #expect(Set(said).isSubset(of: expected), "\(tag) \(key) \(category) says \(said); English says \(expected.sorted())")
                #expect(required.isSubset(of: Set(said)), "\(tag) \(key) \(category) leaves out \(required.subtracting(said).sorted())")
            }
            if key != .items {
                #expect(union == expected, "\(tag) \(key) says \(union.sorted()); English says \(expected.sorted())")
            }
        }
    }

    /// An entry given per plural form gives exactly the forms CLDR gives its language for
    /// whole numbers, and only where a count picks the form; where English changes a noun
    /// with the number, a language with several forms does too.
    @Test(arguments: tags)
    func pluralFormsAreThoseOfTheLanguage(tag: String) throws {
        let table = try ShippedTable(tag), english = try ShippedTable("en")
        let rule = try #require(PluralRule(cldrLanguage: tag))
        let exceptions = Self.oneTemplateForACountedNoun[tag] ?? [:]
        for key in Key.allCases {
            switch table[key] {
            case .forms(let forms)?:
                let given = forms.keys.compactMap(PluralCategory.init).reduce(into: PluralCategories()) {
                    $0.insert(PluralCategories($1))
                }
                #expect(key.isPlural, "\(tag) \(key): no count picks this entry's form; give one template")
                #expect(given == rule.wholeNumberCategories,
                        "\(tag) \(key) gives the forms \(given); CLDR gives \(tag) \(rule.wholeNumberCategories) for whole numbers")
            case .single?:
                guard case .forms? = english[key], rule.wholeNumberCategories != .other else { continue }
                #expect(exceptions[key] != nil,
                        "\(tag) \(key): English changes a noun with the number; give the forms \(rule.wholeNumberCategories), or list the key in oneTemplateForACountedNoun with the reason")
            case nil:
                continue
            }
        }
        for key in exceptions.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard case .single? = table[key] else {
                Issue.record("\(tag) \(key) is listed in oneTemplateForACountedNoun but has forms: remove it from the list")
                continue
            }
        }
    }

    /// An entry identical to the English one is taken for one left untranslated, unless
    /// `sameAsEnglish` says why the language words it so. A regional English table differs
    /// from `en` somewhere, or it has no reason to ship.
    @Test(arguments: translations)
    func nothingIsLeftInEnglish(tag: String) throws {
        let table = try ShippedTable(tag), english = try ShippedTable("en")
        let exceptions = Self.sameAsEnglish[tag] ?? [:]
        var identical: [Key] = []
        for key in Key.allCases {
            let englishSources = Set(english[key]?.templates.map(\.source) ?? [])
            let words = table[key]?.templates.filter { englishSources.contains($0.source) && Self.hasWords($0.source) } ?? []
            if !words.isEmpty { identical.append(key) }
        }
        if LanguageTag(tag)?.language == "en" {
            #expect(identical.count < Key.allCases.count, "\(tag) says what en says everywhere: it has no reason to ship")
            return
        }
        for key in identical where exceptions[key] == nil {
            Issue.record("\(tag) \(key) is the English entry: translate it, or list it in sameAsEnglish with the reason")
        }
        for key in exceptions.keys.sorted(by: { $0.rawValue < $1.rawValue }) where !identical.contains(key) {
            Issue.record("\(tag) \(key) is listed in sameAsEnglish but differs from English: remove it from the list")
        }
    }

    /// Every sentence ends with the language's sentence-final mark, the same one throughout
    /// (none in Thai), so the voice pauses between sentences; names and the noun end without
    /// one; the separator is the language's (nothing in Japanese and Chinese, a space
    /// elsewhere).
    @Test(arguments: tags)
    func sentencesEndAndJoinAsTheLanguageWrites(tag: String) throws {
        let table = try ShippedTable(tag)
        let rules = Self.punctuation(of: tag)
        let marks = Self.punctuation.values.reduce(into: Punctuation.fullStop.ends) { $0.formUnion($1.ends) }
        #expect([" ", ""].contains(table.separator), "\(tag): the separator is a space or nothing")
        #expect(table.separator == rules.separator, "\(tag): the separator is \"\(rules.separator)\" in this language")
        var ends: Set<Character> = []
        for key in Key.allCases {
            for (category, source) in table[key]?.templates ?? [] {
                guard let last = source.last else { continue }
                let place = "\(tag) \(key) \(category) ends with \"\(last)\""
                if !key.isSentence {
                    #expect(!marks.contains(last), "\(place): an action's name and the noun end without punctuation")
                } else if rules.ends.isEmpty {
                    #expect(!marks.contains(last) && !last.isWhitespace, "\(place): this language ends sentences without a mark")
                } else {
                    #expect(rules.ends.contains(last), "\(place); sentences end with one of \(rules.ends.sorted())")
                    ends.insert(last)
                }
            }
        }
        #expect(ends.count <= 1, "\(tag): sentences end with \(ends.sorted()); use one mark throughout")
    }

    /// Each table has its review file, `<Tag>AnnouncementTests.swift` beside this one, whose
    /// suite of that name writes out every sample of ``LanguageSamples`` in its language.
    @Test(arguments: tags)
    func everyTableHasItsReviewedSamples(tag: String) throws {
        let suite = Self.reviewSuite(of: tag)
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("\(suite).swift")
        let source = try #require(try? String(contentsOf: file, encoding: .utf8),
                                  "write \(file.lastPathComponent): copy EnAnnouncementTests.swift and put in what \(tag) says")
        let declaresSuite = source.contains("@Suite struct \(suite) {")
        let readsTable = source.contains("LanguageSamples(language: \"\(tag)\"")
        #expect(declaresSuite, "\(file.lastPathComponent) declares @Suite struct \(suite)")
        #expect(readsTable, "\(file.lastPathComponent) makes LanguageSamples(language: \"\(tag)\", …)")
        for sample in Self.sampleNames {
            let checked = source.contains("said.\(sample) ==")
            #expect(checked, "\(file.lastPathComponent) does not check said.\(sample)")
        }
    }

    /// The names of ``LanguageSamples``' samples, each of which a review file checks.
    static let sampleNames = Mirror(reflecting: LanguageSamples(language: "en")).children.compactMap(\.label)

    /// The name of a language's review suite: the tag's subtags run together, the language's
    /// first letter capitalised (`en` → `EnAnnouncementTests`, `zh-Hant` → `ZhHantAnnouncementTests`,
    /// `pt-BR` → `PtBRAnnouncementTests`, `es-419` → `Es419AnnouncementTests`).
    static func reviewSuite(of tag: String) -> String {
        tag.prefix(1).uppercased() + tag.dropFirst().replacingOccurrences(of: "-", with: "") + "AnnouncementTests"
    }

    /// Whether a template has words of its own, beyond placeholders and punctuation.
    static func hasWords(_ source: String) -> Bool {
        MoveStrings.Template(source).pieces.contains { piece in
            if case .text(let text) = piece { text.contains(where: \.isLetter) } else { false }
        }
    }
}
