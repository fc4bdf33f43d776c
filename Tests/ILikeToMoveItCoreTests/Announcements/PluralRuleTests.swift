@testable import ILikeToMoveItCore
import Testing

/// The generated CLDR rules against CLDR's own sample numbers, and how a language tag finds
/// its rule.
@Suite struct PluralRuleTests {
    /// The iOS system languages and the other languages the package promises to know.
    static let promisedLanguages = """
        ar ca cs da de el en es fi fr he hi hr hu id it ja ko ms nb no nl pl pt ro ru sk sv th tr uk \
        vi zh bn gu kn ml mr or pa ta te ur kk sl lt lv et bg sr fa is ga cy eu gl sq mk hy ka az uz \
        ky mn my km lo si ne am sw zu af fil be bs mt
        """.split(separator: " ").map(String.init)

    struct Sample: CustomTestStringConvertible, Sendable {
        let language: String
        let category: String
        let numbers: [Int]
        var testDescription: String { "\(language) \(category)" }
    }

    static let samples = PluralSamples.cldr.map { Sample(language: $0.language, category: $0.category, numbers: $0.numbers) }

    /// Every whole number CLDR lists for a category of a language takes that category, and
    /// so does its negative.
    @Test(arguments: samples)
    func cldrSamplesTakeTheirCategory(sample: Sample) throws {
        let rule = try #require(PluralRule(cldrLanguage: sample.language))
        let expected = try #require(PluralCategory(rawValue: sample.category))
        #expect(rule.categories.contains(PluralCategories(expected)))
        #expect(rule.wholeNumberCategories.contains(PluralCategories(expected)))
        for number in sample.numbers {
            #expect(rule.category(for: number) == expected, "\(sample.language) \(number)")
            #expect(rule.category(for: -number) == expected, "\(sample.language) \(-number)")
        }
    }

    /// The categories whole numbers take are exactly those CLDR gives whole-number samples
    /// for: Russian `other` and Czech `many` are for fractions only.
    @Test func wholeNumberCategoriesAreThoseWithWholeNumberSamples() throws {
        var sampled: [String: PluralCategories] = [:]
        for sample in PluralSamples.cldr {
            let category = try #require(PluralCategory(rawValue: sample.category))
            sampled[sample.language, default: []].insert(PluralCategories(category))
        }
        #expect(sampled.count > 200)
        for (language, categories) in sampled.sorted(by: { $0.key < $1.key }) {
            #expect(PluralRule(cldrLanguage: language)?.wholeNumberCategories == categories, "\(language)")
        }
        #expect(PluralRule(language: "ru").wholeNumberCategories == [.one, .few, .many])
        #expect(PluralRule(language: "ru").categories == [.one, .few, .many, .other])
        #expect(PluralRule(language: "cs").categories.subtracting(PluralRule(language: "cs").wholeNumberCategories) == .many)
    }

    @Test(arguments: promisedLanguages)
    func everyPromisedLanguageHasItsRule(language: String) {
        #expect(PluralRule(cldrLanguage: language) != nil)
        #expect(PluralRule(cldrLanguage: language.uppercased()) != nil)
    }

    /// The region decides only where CLDR gives it a rule of its own (Portugal and the
    /// regions that follow it); scripts, case, separators and extensions never decide.
    @Test(arguments: [
        ("pt", 0, PluralCategory.one), ("pt-BR", 0, .one), ("pt_BR", 0, .one),
        ("pt-PT", 0, .other), ("pt_PT", 0, .other), ("PT-pt", 0, .other), ("pt-AO", 0, .other),
        ("pt-Latn-PT", 0, .other), ("pt-PT", 1, .one), ("pt-PT", 1_000_000, .many),
        ("zh-Hant", 1, .other), ("zh_Hant_TW", 1, .other), ("zh-Hans-CN", 2, .other),
        ("sr-Latn", 21, .one), ("sr_Latn_BA", 22, .few), ("sr-Cyrl-RS", 25, .other), ("sh", 23, .few),
        ("nb", 1, .one), ("no", 1, .one), ("nn", 1, .one), ("no-NO", 2, .other),
        ("iw", 2, .two), ("he-IL", 2, .two), ("in", 1, .other), ("tl", 4, .other), ("fil", 5, .one),
        ("ru@calendar=gregorian", 3, .few), ("ru_RU.UTF-8", 5, .many), ("uk-UA", 21, .one),
        ("fr-CA", 0, .one), ("fr", 1_000_000, .many), ("fr", 2_000_000, .many), ("fr", 1_000_001, .other),
        ("en", -1, .one), ("en", Int.min, .other), ("en", Int.max, .other), ("ar", Int.min, .few),
    ])
    func languageTagsFindTheirRule(tag: String, count: Int, category: PluralCategory) {
        #expect(PluralRule(language: tag).category(for: count) == category)
    }

    /// A language CLDR does not know has CLDR's root rule: `other` for every number.
    @Test(arguments: ["", "xx", "tlh", "-", "@", "x-private", "qaa-Latn"])
    func unknownLanguagesTakeOtherForEveryNumber(tag: String) {
        #expect(PluralRule(cldrLanguage: tag) == nil)
        let rule = PluralRule(language: tag)
        #expect(rule == .otherOnly)
        #expect(rule.categories == .other && rule.wholeNumberCategories == .other)
        #expect([0, 1, 2, 5, 21, -1, Int.min].allSatisfy { rule.category(for: $0) == .other })
    }

    @Test func examplesAreTheSmallestNumbersOfACategory() {
        #expect(PluralRule(language: "ru").examples(of: .few) == [2, 3, 4, 22])
        #expect(PluralRule(language: "fr").examples(of: .many) == [1_000_000])
        #expect(PluralRule(language: "ar").examples(of: [.zero, .two]) == [0, 2])
        #expect(PluralRule(language: "cs").examples(of: .many) == [])
    }

    @Test func categorySetsNameTheirMembersInOrder() {
        #expect(PluralCategories([.many, .one, .few]).description == #""one", "few" and "many""#)
        #expect(PluralCategories.other.description == #""other""#)
        #expect(PluralCategories().description == "none")
        #expect(PluralCategories([.other, .zero]).categories == [.zero, .other])
    }
}
