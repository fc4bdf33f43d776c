import Foundation
import ILikeToMoveItSupport

extension MoveStrings {
    /// The language tags of the tables the package ships, sorted: one per table
    /// `Translations/MoveStrings-<tag>.json`, named by its BCP 47 tag as Apple names
    /// localizations (`"zh-Hans"`, `"pt-BR"`, `"es-419"`), each packed into the resource
    /// `MoveStrings.tables`. A test checks that the list, the files and the pack agree.
    package static let shippedLanguages = [
        "ar",
        "bg",
        "bn",
        "ca",
        "cs",
        "da",
        "de",
        "el",
        "en",
        "es",
        "es-419",
        "fi",
        "fr",
        "gu",
        "he",
        "hi",
        "hr",
        "hu",
        "id",
        "it",
        "ja",
        "kk",
        "kn",
        "ko",
        "lt",
        "lv",
        "ml",
        "mr",
        "ms",
        "nb",
        "nl",
        "pa",
        "pl",
        "pt-BR",
        "pt-PT",
        "ro",
        "ru",
        "sk",
        "sl",
        "sv",
        "ta",
        "te",
        "th",
        "tr",
        "uk",
        "ur",
        "vi",
        "zh-Hans",
        "zh-Hant",
    ]

    /// The English table shipped with the package ("Moved up.", "Above Robin.", …).
    public static let english: MoveStrings = shipped("en") ?? builtInEnglish

    /// The Japanese table shipped with the package ("上に移動しました。", …).
    static let japanese: MoveStrings = shipped("ja") ?? english

    /// The shipped table that serves a language best, or English when none does.
    ///
    /// ```swift
    /// MoveAnnouncer(strings: .forLanguage("ja"))
    /// MoveAnnouncer(strings: .forLanguage("pt-PT"), includesPosition: true)
    /// ```
    ///
    /// The language's script and region choose among the tables of its language: `"pt-PT"`
    /// reads Portugal's table and `"pt"` Brazil's, `"es-MX"` reads Latin American Spanish,
    /// `"zh-Hant-HK"` Hong Kong's Chinese or else Traditional Chinese; a script the package
    /// has no table in (`"sr-Latn"`) reads English (see <doc:MoveStrings>).
    ///
    /// - Parameter language: A language tag or locale identifier (`"ja"`, `"ja-JP"`, `"ja_JP"`,
    ///   `"zh-Hant-TW"`).
    /// - Returns: The table, read from the package's resources at its first use and kept.
    /// - Complexity: O(*n*) for the *n* shipped tables, after the table's first use.
    public static func forLanguage(_ language: String) -> MoveStrings {
        shipped(shippedLanguage(for: language)) ?? english
    }

    /// The tag of the shipped table that serves a language or locale identifier best
    /// (``LanguageTag/bestMatch(in:)``), `"en"` when none does.
    static func shippedLanguage(for identifier: String) -> String {
        shippedTable(serving: identifier) ?? "en"
    }

    /// The tag of the shipped table that serves a language or locale identifier best
    /// (``LanguageTag/bestMatch(in:)``); nil when none does, where the package speaks English.
    package static func shippedTable(serving identifier: String) -> String? {
        LanguageTag(identifier)?.bestMatch(in: shippedTags)?.description
    }

    /// The table of the language the app's user interface runs in: the shipped table that
    /// serves the first of the app's localizations one serves (the main bundle's
    /// `preferredLocalizations`), or the first of the device's preferred languages when the
    /// app's Info.plist sets `CFBundleAllowMixedLocalizations`; English when none does.
    ///
    /// It is what lists speak when no announcer is set. Start from it to replace a sentence
    /// and still follow the app's language, with the app's own localized wording:
    ///
    /// ```swift
    /// let strings = try MoveStrings.preferred.replacing("notMoved", with: String(localized: "Stays where it is."))
    /// ```
    ///
    /// Read once, at first use: the system restarts apps when the user changes language.
    public static let preferred: MoveStrings =
        shipped(AppLanguages.current().table(among: shippedLanguages)) ?? english

    /// ``shippedLanguages``, read as tags once.
    private static let shippedTags = shippedLanguages.compactMap(LanguageTag.init)

    /// The tables read so far, by tag; nil for a table that could not be read.
    private static let tables = Locked<[String: MoveStrings?]>([:])

    /// A shipped table, read from the package's resources the first time it is asked for
    /// and kept.
    ///
    /// - Parameter language: One of ``shippedLanguages``.
    /// - Returns: The table; nil for another tag, or when the resource cannot be read.
    package static func shipped(_ language: String) -> MoveStrings? {
        guard shippedLanguages.contains(language) else { return nil }
        return tables.withLock { tables in
            if let table = tables[language] { return table }
            let table = shippedData(language).flatMap { try? MoveStrings(jsonData: $0) }
            tables[language] = .some(table)
            return table
        }
    }

    /// A shipped table's JSON, as translators wrote it (minified): read from the package's
    /// resource `MoveStrings.tables` and inflated (``TablePack``, ``Inflater``).
    ///
    /// - Parameter language: A tag, such as `"ja"`.
    /// - Returns: The table's JSON; nil when the package has no such table, or it cannot be read.
    static func shippedData(_ language: String) -> Data? {
        try? packedData(language)
    }

    /// A shipped table's JSON, or why it cannot be read.
    ///
    /// - Parameter language: A tag, such as `"ja"`.
    /// - Returns: The table's JSON, inflated.
    /// - Throws: ``PackedTableError`` saying what is missing or malformed.
    static func packedData(_ language: String) throws -> Data {
        guard let url = Bundle.module.url(forResource: "MoveStrings", withExtension: "tables"),
              let pack = try? Data(contentsOf: url)
        else { throw PackedTableError.missing }
        return try Data(Inflater.inflate(TablePack.stream(of: language, in: [UInt8](pack))))
    }
}
