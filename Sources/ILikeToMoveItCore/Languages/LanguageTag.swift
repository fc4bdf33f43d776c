/// A language tag reduced to what chooses a table of sentences: its language, script and
/// region.
///
/// It reads tags as Apple writes localizations and preferred languages (`"zh-Hant-HK"`,
/// `"es-419"`, `"pt-BR"`) and locale identifiers as Foundation and POSIX write them
/// (`"ja_JP"`, `"en_US.UTF-8"`, `"de_DE@collation=phonebook"`), in any letter case:
/// `"ZH-hant-tw"` is `zh-Hant-TW`. Variants and extensions (`"-u-ca-japanese"`) are left out,
/// and deprecated language codes are replaced (`iw` is `he`, `in` is `id`). The old English
/// names of Apple's first localizations (`"English"`, `"Japanese"`) are read as their codes.
///
/// ```swift
/// LanguageTag("zh_hant_hk")?.description   // "zh-Hant-HK"
/// LanguageTag("Base")                      // nil: not a language
/// ```
package struct LanguageTag: Equatable, Sendable, CustomStringConvertible {
    /// The language subtag, lowercased: `"zh"`.
    package let language: String
    /// The script subtag as the tag writes it, title-cased (`"Hant"`); nil when the tag has none.
    package let script: String?
    /// The region subtag, uppercased (`"HK"`, `"419"`); nil when the tag has none.
    package let region: String?

    /// Reads a tag or locale identifier.
    ///
    /// - Parameter identifier: A language tag or locale identifier.
    /// - Returns: nil when the identifier names no language: empty, `"Base"`, `"und"`,
    ///   `"C"` or `"POSIX"`, or a first subtag that is not two or three letters.
    package init?(_ identifier: String) {
        let end = identifier.firstIndex { $0 == "@" || $0 == "." } ?? identifier.endIndex
        let named = Self.legacyNames[identifier[..<end].lowercased()] ?? String(identifier[..<end])
        let subtags = named.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter) else {
            return nil
        }
        let language = first.lowercased()
        guard language != "und" else { return nil }
        var script: String?
        var region: String?
        for subtag in subtags.dropFirst() {
            // A singleton starts an extension ("-u-…") or private use ("-x-…"): nothing after it
            // names the language.
            if subtag.count <= 1 { break }
            if script == nil, region == nil, subtag.count == 4, subtag.allSatisfy(\.isASCIILetter) {
                script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            } else if region == nil, subtag.count == 2 && subtag.allSatisfy(\.isASCIILetter)
                        || subtag.count == 3 && subtag.allSatisfy(\.isASCIIDigit) {
                region = subtag.uppercased()
            }
            // Anything else is a variant ("POSIX", "valencia") or an extended language subtag.
        }
        self.language = Self.aliases[language] ?? language
        self.script = script
        self.region = region
    }

    /// The tag in its canonical form: `"zh-Hant-HK"`, `"es-419"`, `"ja"`.
    package var description: String {
        [language, script, region].compactMap { $0 }.joined(separator: "-")
    }
}

private extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
