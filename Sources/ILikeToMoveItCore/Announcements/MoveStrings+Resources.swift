import Foundation

extension MoveStrings {
    /// The English table shipped with the package ("Moved up.", "Above Robin.", …).
    public static let english: MoveStrings = shipped["en"] ?? builtInEnglish

    /// The Japanese table shipped with the package ("上に移動しました。", …).
    package static let japanese: MoveStrings = shipped["ja"] ?? english

    /// The language codes the package ships tables for, sorted: `["en", "ja"]`.
    package static var availableLanguages: [String] { shipped.keys.sorted() }

    /// The shipped table for a language, or English when there is none.
    ///
    /// ```swift
    /// MoveAnnouncer(strings: .forLanguage("ja"))
    /// MoveAnnouncer(strings: .forLanguage(locale.identifier))   // a SwiftUI view's locale
    /// ```
    ///
    /// - Parameter language: A language or locale identifier (`"ja"`, `"ja-JP"`, `"ja_JP"`).
    /// - Returns: The cached table; nothing is read from disk after the first use.
    /// - Complexity: O(1) after the first call.
    public static func forLanguage(_ language: String) -> MoveStrings {
        shipped[languageCode(of: language)] ?? english
    }

    /// The shipped table for a locale's language, or English when there is none.
    ///
    /// - Parameter locale: The locale whose language to use.
    /// - Returns: The cached table.
    package static func forLocale(_ locale: Locale) -> MoveStrings {
        forLanguage(locale.identifier)
    }

    /// The table for the first of the user's preferred languages that the package ships, or
    /// English.
    ///
    /// Read once, at first use: the system restarts apps when the user changes language.
    @usableFromInline package static let preferred: MoveStrings = {
        for language in Locale.preferredLanguages {
            if let table = shipped[languageCode(of: language)] { return table }
        }
        return english
    }()

    /// Every shipped table, read once from the package's resources.
    static let shipped: [String: MoveStrings] = {
        var tables: [String: MoveStrings] = [:]
        for language in ["en", "ja"] {
            guard
                let url = Bundle.module.url(forResource: "MoveStrings-\(language)", withExtension: "json"),
                let data = try? Data(contentsOf: url),
                let table = try? MoveStrings(jsonData: data)
            else { continue }
            tables[table.language] = table
        }
        if tables["en"] == nil { tables["en"] = builtInEnglish }
        return tables
    }()
}
