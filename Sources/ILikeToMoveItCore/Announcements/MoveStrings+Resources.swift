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
    @usableFromInline package static let preferred: MoveStrings =
        Locale.preferredLanguages.lazy.compactMap { shipped[languageCode(of: $0)] }.first ?? english

    /// Every shipped table, read once from the package's resources.
    static let shipped: [String: MoveStrings] = {
        var tables = ["en": builtInEnglish]
        for language in ["en", "ja"] {
            guard
                let url = Bundle.module.url(forResource: "MoveStrings-\(language)", withExtension: "json"),
                let data = try? Data(contentsOf: url),
                let table = try? MoveStrings(jsonData: data)
            else { continue }
            tables[table.language] = table
        }
        return tables
    }()

    /// The English table compiled into the library: used if the bundled English resource
    /// cannot be read, and as the fallback for keys an app's table leaves out. A test checks
    /// that it says exactly what `MoveStrings-en.json` says.
    package static let builtInEnglish: MoveStrings = {
        let sentences: [Key: String] = [
            .movedUp: "Moved up.",
            .movedDown: "Moved down.",
            .movedUpBy: "Moved up by {count}.",
            .movedDownBy: "Moved down by {count}.",
            .notMoved: "Not moved.",
            .above: "Above {label}.",
            .below: "Below {label}.",
            .atTop: "At top.",
            .atBottom: "At bottom.",
            .position: "Position {position} of {count}.",
            .movedItemsUp: "Moved {count} {items} up.",
            .movedItemsDown: "Moved {count} {items} down.",
            .movedItemsToTop: "Moved {count} {items} to top.",
            .movedItemsToBottom: "Moved {count} {items} to bottom.",
            .movedItems: "Moved {count} {items}.",
            .movedBack: "Moved back.",
            .movedToSection: "Moved to {label}.",
            .actionUp: "Move up",
            .actionDown: "Move down",
            .actionUpBy: "Move up by {count}",
            .actionDownBy: "Move down by {count}",
            .actionToTop: "Move to top",
            .actionToBottom: "Move to bottom",
            .actionToSection: "Move to {label}",
            .movedLeft: "Moved left.",
            .movedRight: "Moved right.",
            .movedLeftBy: "Moved left by {count}.",
            .movedRightBy: "Moved right by {count}.",
            .movedUpRow: "Moved up a row.",
            .movedDownRow: "Moved down a row.",
            .movedToStart: "Moved to start.",
            .movedToEnd: "Moved to end.",
            .movedToCell: "Moved to row {row}, column {column}.",
            .before: "Before {label}.",
            .after: "After {label}.",
            .atStart: "At start.",
            .atEnd: "At end.",
            .gridPosition: "Row {row}, column {column}.",
            .actionLeft: "Move left",
            .actionRight: "Move right",
            .actionLeftBy: "Move left by {count}",
            .actionRightBy: "Move right by {count}",
            .actionUpRow: "Move up a row",
            .actionDownRow: "Move down a row",
            .actionToStart: "Move to start",
            .actionToEnd: "Move to end",
            .droppedItems: "Dropped {count} {items}.",
            .notDropped: "Nothing dropped.",
            .dropFailed: "{count} {items} could not be dropped.",
            .movedItemsBack: "Moved {count} {items} back.",
            .removed: "Removed {label}.",
            .removedItems: "Removed {count} {items}.",
        ]
        let pluralSentences: [Key: [PluralCategory: String]] = [
            .items: [.one: "item", .other: "items"],
            .movedUpRows: [.one: "Moved up by {count} row.", .other: "Moved up by {count} rows."],
            .movedDownRows: [.one: "Moved down by {count} row.", .other: "Moved down by {count} rows."],
            .actionUpRows: [.one: "Move up by {count} row", .other: "Move up by {count} rows"],
            .actionDownRows: [.one: "Move down by {count} row", .other: "Move down by {count} rows"],
        ]
        let entries = sentences.mapValues { Entry(forms: [.other: $0]) }
            .merging(pluralSentences.mapValues(Entry.init(forms:))) { $1 }
        return MoveStrings(language: "en", separator: " ", pluralRule: PluralRule(language: "en"), entries: entries)
    }()
}
