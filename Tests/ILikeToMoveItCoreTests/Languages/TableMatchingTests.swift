@testable import ILikeToMoveItCore
import Testing

/// Which shipped table serves a language tag: the script and region rules of
/// ``LanguageTag/bestMatch(in:)``, through ``MoveStrings/forLanguage(_:)``'s rule, over tables
/// the package may ship.
@Suite struct TableMatchingTests {
    static let every = [
        "ar", "de", "en", "en-GB", "es", "es-419", "fr", "fr-CA", "hi", "ja", "nb", "pt-BR", "pt-PT", "sr", "zh-HK",
        "zh-Hans", "zh-Hant",
    ]
    /// The same without the regional tables that a language falls back from.
    static let fewer = ["en", "es", "fr", "ja", "nb", "pt-BR", "zh-Hans", "zh-Hant"]

    static func match(_ identifier: String, _ tables: [String]) -> String? {
        LanguageTag(identifier)?.bestMatch(in: tables.compactMap(LanguageTag.init))?.description
    }

    @Test(arguments: [
        // Exact tags, in any case and with underscores.
        ("de", "de", "en"), ("ja_JP", "ja", "ja"), ("JA", "ja", "ja"), ("ZH-hant-tw", "zh-Hant", "zh-Hant"),
        ("ar-EG", "ar", "en"), ("de-AT", "de", "en"),
        // Chinese: by script, then Hong Kong and Macao.
        ("zh-Hant-HK", "zh-HK", "zh-Hant"), ("zh-HK", "zh-HK", "zh-Hant"), ("zh-MO", "zh-HK", "zh-Hant"),
        ("zh-Hant-MO", "zh-HK", "zh-Hant"), ("zh-TW", "zh-Hant", "zh-Hant"), ("zh-Hant", "zh-Hant", "zh-Hant"),
        ("zh", "zh-Hans", "zh-Hans"), ("zh-CN", "zh-Hans", "zh-Hans"), ("zh-SG", "zh-Hans", "zh-Hans"),
        ("zh-Hans-HK", "zh-Hans", "zh-Hans"), ("zh-Hans-MO", "zh-Hans", "zh-Hans"), ("zh_Hans_SG", "zh-Hans", "zh-Hans"),
        // Portuguese.
        ("pt", "pt-BR", "pt-BR"), ("pt-BR", "pt-BR", "pt-BR"), ("pt-PT", "pt-PT", "pt-BR"), ("pt-AO", "pt-PT", "pt-BR"),
        ("pt-MZ", "pt-PT", "pt-BR"),
        // Spanish.
        ("es-419", "es-419", "es"), ("es-MX", "es-419", "es"), ("es-US", "es-419", "es"), ("es-AR", "es-419", "es"),
        ("es-CO", "es-419", "es"), ("es-ES", "es", "es"), ("es", "es", "es"), ("es-GQ", "es", "es"),
        // French and English.
        ("fr-CA", "fr-CA", "fr"), ("fr", "fr", "fr"), ("fr-FR", "fr", "fr"), ("fr-CH", "fr", "fr"),
        ("en-GB", "en-GB", "en"), ("en-US", "en", "en"), ("en-AU", "en", "en"), ("en-Latn-US", "en", "en"),
        // Norwegian.
        ("nb", "nb", "nb"), ("nb-NO", "nb", "nb"), ("no", "nb", "nb"), ("nn", "nb", "nb"), ("nn-NO", "nb", "nb"),
        // A script the language's table is not written in.
        ("sr", "sr", "en"), ("sr-Latn", "en", "en"), ("sr-Latn-RS", "en", "en"), ("hi", "hi", "en"), ("hi-Latn", "en", "en"),
        // Unknown tags.
        ("xx", "en", "en"), ("", "en", "en"), ("Base", "en", "en"), ("und", "en", "en"), ("tlh", "en", "en"),
    ])
    func aTagReadsTheTableThatServesItBest(identifier: String, amongEvery: String, amongFewer: String) {
        #expect((Self.match(identifier, Self.every) ?? "en") == amongEvery, "among every table")
        #expect((Self.match(identifier, Self.fewer) ?? "en") == amongFewer, "among fewer tables")
    }

    /// Without a table for its own variety, a language reads another of its tables rather
    /// than English: a Spaniard hears Latin American Spanish, a Portuguese reader Brazil's.
    @Test func aLanguageReadsAnotherRegionsTableRatherThanEnglish() {
        #expect(Self.match("es-ES", ["en", "es-419"]) == "es-419")
        #expect(Self.match("pt-PT", ["en", "pt-BR"]) == "pt-BR")
        #expect(Self.match("fr", ["en", "fr-CA"]) == "fr-CA")
        #expect(Self.match("zh-MO", ["en", "zh-Hans", "zh-HK"]) == "zh-HK")
        #expect(Self.match("zh-TW", ["en", "zh-Hans", "zh-HK"]) == "zh-HK")
        #expect(Self.match("zh-Hant", ["en", "zh-Hans"]) == nil, "never another script")
    }

    /// ``MoveStrings/forLanguage(_:)`` reads the shipped tables by the same rule.
    @Test(arguments: [("ja-JP", "ja"), ("ja_JP", "ja"), ("JA", "ja"), ("en-GB", "en"), ("fr-FR", "fr"), ("cy-GB", "en"), ("", "en"),
                      ("zz@x", "en"), ("sr-Latn", "en"), ("ja-Latn", "en")])
    func forLanguageReadsTheShippedTables(identifier: String, language: String) {
        #expect(MoveStrings.shippedLanguage(for: identifier) == language)
        #expect(MoveStrings.forLanguage(identifier).language == language)
    }
}
