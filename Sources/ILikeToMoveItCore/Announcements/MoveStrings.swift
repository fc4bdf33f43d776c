/// A table of the sentences and action names used for moves, in one language.
///
/// The package ships English and Japanese tables as JSON resources, loaded once and cached
/// (``english``, ``japanese``, ``forLanguage(_:)``). An app can change any entry
/// (``replacing(_:with:)-(_,String)``, or with plural forms
/// ``replacing(_:with:)-(_,[PluralCategory:String])``), bring its own table for another language
/// (``init(language:separator:pluralRule:templates:)`` or ``init(jsonData:)``), or skip
/// tables altogether with a closure (``MoveAnnouncer/init(includesPosition:labelLimit:render:)``).
///
/// ```swift
/// let strings = MoveStrings.forLanguage("ja-JP")
/// strings.string(.movedUpBy, count: 3)         // "3個上に移動しました。"
/// MoveStrings.english.string(.movedItemsUp, count: 1)   // "Moved 1 item up."
/// ```
///
/// Templates are parsed when the table is made, so rendering only appends text.
public struct MoveStrings: Hashable, Sendable {
    /// The table's language code, such as `"en"` or `"ja"`.
    public let language: String
    /// What joins the sentences of an announcement: a space in English, nothing in Japanese.
    public var separator: String
    /// How numbers choose their plural form.
    public var pluralRule: PluralRule

    var entries: [Key: Entry]

    /// Creates a table from templates.
    ///
    /// Keys missing from `templates` fall back to the built-in English, so a partial table renders
    /// every announcement.
    ///
    /// ```swift
    /// let pirate = MoveStrings(
    ///     language: "en-PIRATE",
    ///     templates: [.movedUp: [.other: "Hoisted."], .notMoved: [.other: "Anchored."]]
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - language: The language code; it also picks the plural rule when `pluralRule` is nil.
    ///   - separator: What joins sentences; a single space by default.
    ///   - pluralRule: The plural rule; by default the one CLDR gives `language`.
    ///   - templates: For each key, a template per plural category. An entry without an
    ///     `other` form uses its `one` form as `other`, or else its first form in the order
    ///     zero, two, few, many.
    public init(
        language: String,
        separator: String = " ",
        pluralRule: PluralRule? = nil,
        templates: [Key: [PluralCategory: String]]
    ) {
        self.language = language
        self.separator = separator
        self.pluralRule = pluralRule ?? PluralRule(language: language)
        var entries = Self.builtInEnglish.entries
        for (key, forms) in templates {
            var forms = forms
            if forms[.other] == nil { forms[.other] = Self.standIn(forOtherIn: forms) }
            entries[key] = Entry(forms: forms)
        }
        self.entries = entries
    }

    /// Returns a copy with one entry replaced.
    ///
    /// - Parameters:
    ///   - key: The entry to replace.
    ///   - template: The new template, used for every plural category.
    /// - Returns: The changed table.
    public func replacing(_ key: Key, with template: String) -> MoveStrings {
        replacing(key, with: [.other: template])
    }

    /// Returns a copy with one entry replaced by plural forms.
    ///
    /// - Parameters:
    ///   - key: The entry to replace.
    ///   - forms: A template per plural category; `other` is used where a category is missing.
    /// - Returns: The changed table.
    public func replacing(_ key: Key, with forms: [PluralCategory: String]) -> MoveStrings {
        var copy = self
        var forms = forms
        if forms[.other] == nil { forms[.other] = Self.standIn(forOtherIn: forms) ?? "" }
        copy.entries[key] = Entry(forms: forms)
        return copy
    }

    /// The form that stands in for a missing `other`: `one`, or else the first form in
    /// ``PluralCategory`` order, so the choice is the same in every run (a dictionary's own
    /// order is not).
    static func standIn(forOtherIn forms: [PluralCategory: String]) -> String? {
        forms[.one] ?? PluralCategory.allCases.lazy.compactMap { forms[$0] }.first
    }

    /// Renders one entry.
    ///
    /// - Parameters:
    ///   - key: The entry.
    ///   - count: The number for `{count}`; it also picks the plural form.
    ///   - label: The text for `{label}`; pass a sanitised label (see ``MoveLabel``).
    ///   - position: The number for `{position}`.
    /// - Returns: The rendered text.
    /// - Complexity: O(length of the result).
    public func string(_ key: Key, count: Int = 1, label: String = "", position: Int = 0) -> String {
        var output = ""
        append(key, to: &output, count: count, label: label, position: position)
        return output
    }

    func append(_ key: Key, to output: inout String, count: Int = 1, label: String = "", position: Int = 0) {
        guard let entry = entries[key] else { return }
        entry.template(for: pluralRule.category(for: count))
            .render(into: &output, count: count, label: label, position: position)
    }

    /// The language part of a locale or language identifier: `"ja-JP"`, `"ja_JP"` and
    /// `"JA"` all give `"ja"`.
    package static func languageCode(of identifier: String) -> String {
        let end = identifier.firstIndex { $0 == "-" || $0 == "_" || $0 == "@" || $0 == "." }
        return identifier[..<(end ?? identifier.endIndex)].lowercased()
    }
}
