@testable import ILikeToMoveItCore
import Testing

/// Language tags and locale identifiers read as language, script and region.
@Suite struct LanguageTagTests {
    @Test(arguments: [
        ("ja", "ja"), ("ja_JP", "ja-JP"), ("ja-JP", "ja-JP"), ("JA", "ja"), ("ZH-hant-tw", "zh-Hant-TW"),
        ("zh_Hant_HK", "zh-Hant-HK"), ("es-419", "es-419"), ("pt_BR", "pt-BR"), ("sr-Latn", "sr-Latn"),
        ("en_US.UTF-8", "en-US"), ("de_DE@collation=phonebook", "de-DE"), ("en-US-POSIX", "en-US"),
        ("ca-ES-valencia", "ca-ES"), ("de-CH-u-co-phonebk", "de-CH"), ("en-x-private", "en"),
        ("iw", "he"), ("in-ID", "id-ID"), ("tl", "fil"), ("English", "en"), ("Japanese", "ja"), ("fil-PH", "fil-PH"),
    ])
    func tagsAreReadInCanonicalForm(identifier: String, canonical: String) throws {
        #expect(try #require(LanguageTag(identifier)).description == canonical)
    }

    @Test(arguments: ["", "Base", "base", "und", "C", "POSIX", "x-private", "12", "-", "_JP", "español", "English-US"])
    func identifiersThatNameNoLanguageAreNone(identifier: String) {
        #expect(LanguageTag(identifier) == nil)
    }

    @Test func theScriptTheTextIsWrittenIn() {
        let written = ["zh", "zh-TW", "zh-HK", "zh-MO", "zh-SG", "zh-Hant-CN", "sr", "sr-Latn", "hi", "hi-Latn", "en", "xx"]
            .map { LanguageTag($0)?.writtenScript }
        #expect(written == ["Hans", "Hant", "Hant", "Hant", "Hans", "Hant", "Cyrl", "Latn", "Deva", "Latn", "Latn", nil])
    }
}
