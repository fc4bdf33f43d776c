/// The wording of move announcements and of the move actions' names, in one language.
///
/// The package ships a table per language, each read from its resources at its first use and
/// kept: ``english``, and the table that serves a language tag or locale identifier best
/// (``forLanguage(_:)``, such as `"ja"`, `"pt-PT"` or `locale.identifier`), English when none
/// does. Without a table given, announcements and action names speak the language of the
/// app's user interface (see "Which table speaks" below). An app changes the wording in two
/// ways:
///
/// - it replaces one sentence with ``replacing(_:with:)``, naming it by its key;
/// - it brings a whole table for another language as JSON, with ``init(jsonData:)``.
///
/// Give the table to the announcer of a list:
///
/// ```swift
/// let strings = try MoveStrings.english.replacing("notMoved", with: "Stays where it is.")
/// let announcer = MoveAnnouncer(strings: strings)
/// ```
///
/// The keys, their placeholders and their English wording are listed in one table below.
/// Templates are checked when a table is made, so rendering only appends text.
public struct MoveStrings: Sendable {
    /// The table's language code, such as `"en"` or `"ja"`.
    let language: String
    /// What joins the sentences of an announcement: a space in English, nothing in Japanese.
    var separator: String
    /// How numbers choose their plural form.
    var pluralRule: PluralRule

    var entries: Entries
}

extension MoveStrings {
    /// Creates a table from templates.
    ///
    /// Keys missing from `templates` fall back to the built-in English, so a partial table renders
    /// every announcement.
    ///
    /// - Parameters:
    ///   - language: The language tag; it also picks the plural rule when `pluralRule` is nil.
    ///   - separator: What joins sentences; a single space by default.
    ///   - pluralRule: The plural rule; by default the one CLDR gives `language`
    ///     (``PluralRule/init(language:)``: `other` for every number when CLDR has none).
    ///   - templates: For each key, a template per plural category (see ``Entry`` for an
    ///     entry without an `other` form).
    init(
        language: String,
        separator: String = " ",
        pluralRule: PluralRule? = nil,
        templates: [Key: [PluralCategory: String]]
    ) {
        self.init(
            language: language, separator: separator, pluralRule: pluralRule ?? PluralRule(language: language),
            entries: Self.builtInEnglish.entries.replacing(with: templates.mapValues(Entry.init(forms:))))
    }

    /// Returns a copy with one sentence or action name replaced.
    ///
    /// ```swift
    /// let strings = try MoveStrings.english.replacing("atTop", with: "First in the list.")
    /// let announcer = MoveAnnouncer(strings: strings)
    /// ```
    ///
    /// `key` is one of the keys listed in the table above, as a JSON table names it, such as
    /// `"movedUpBy"` or `"atTop"`. The template may use the placeholders `{count}`, `{label}`,
    /// `{position}`, `{row}`, `{column}` and `{items}`; any other brace is kept as text. The
    /// template is used for every plural form: to give an entry several forms, use
    /// ``replacing(_:withForms:)``.
    ///
    /// - Parameters:
    ///   - key: The entry to replace, such as `"notMoved"`.
    ///   - template: The new wording, such as `"Stays where it is."`.
    /// - Returns: The changed table.
    /// - Throws: ``TableError`` when `key` is not a key of the table, or when the template
    ///   uses a placeholder other than `{count}`, `{label}`, `{position}`, `{row}`, `{column}`
    ///   and `{items}` (such as a misspelt `{cuont}`).
    public func replacing(_ key: String, with template: String) throws -> MoveStrings {
        guard let known = Key(rawValue: key) else {
            throw TableError(.unknownKey(key), language: language)
        }
        try Self.check(template, key: key, language: language)
        return replacing(known, with: template)
    }

    /// Returns a copy with one entry replaced by a template per plural form, such as the noun
    /// a list holds: the sentences that count items ("Moved 3 items up.") say it through the
    /// `{items}` placeholder, so naming a list's birds is one entry.
    ///
    /// ```swift
    /// let birds = try MoveStrings.english.replacing("items", withForms: ["one": "bird", "other": "birds"])
    /// // "Moved 3 birds up.", "Moved 1 bird up."
    /// ```
    ///
    /// The forms are CLDR plural categories (`zero`, `one`, `two`, `few`, `many`, `other`) and
    /// must be exactly those the table's language uses for whole numbers, as in a JSON table
    /// (see <doc:MoveStrings>): a Russian noun gives `one`, `few` and `many`, a Japanese one
    /// `other` alone. An entry not marked *plural* in the keys' table, whose form no count
    /// picks (such as `"gridPosition"`), may give any of the language's forms and needs none.
    ///
    /// - Parameters:
    ///   - key: The entry to replace, such as `"items"` or `"movedItemsUp"`.
    ///   - forms: One template per plural form.
    /// - Returns: The changed table.
    /// - Throws: ``TableError`` when `key` is not a key of the table, a form is not a CLDR
    ///   category or not one the language uses, a form the language needs is missing from an
    ///   entry marked *plural*, or a template uses an unknown placeholder.
    public func replacing(_ key: String, withForms forms: [String: String]) throws -> MoveStrings {
        guard let known = Key(rawValue: key) else {
            throw TableError(.unknownKey(key), language: language)
        }
        let knownRule = PluralRule(cldrLanguage: language)
        let checked = try Self.pluralEntry(
            forms, key: known, language: language, rule: knownRule ?? pluralRule, languageKnown: knownRule != nil)
        return replacing(known, with: checked)
    }

    /// Returns a copy with one entry replaced, the template used for every plural category.
    func replacing(_ key: Key, with template: String) -> MoveStrings {
        replacing(key, with: [.other: template])
    }

    /// Returns a copy with one entry replaced by plural forms.
    ///
    /// - Parameters:
    ///   - key: The entry to replace.
    ///   - forms: A template per plural category; `other` stands in where a category is
    ///     missing (see ``Entry``).
    /// - Returns: The changed table.
    func replacing(_ key: Key, with forms: [PluralCategory: String]) -> MoveStrings {
        var copy = self
        copy.entries[key] = Entry(forms: forms)
        return copy
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
    func string(_ key: Key, count: Int = 1, label: String = "", position: Int = 0) -> String {
        var output = ""
        append(key, to: &output, Template.Values(count: count, label: label, position: position))
        return output
    }

    /// Appends one entry, in the plural form of `values.count`.
    func append(_ key: Key, to output: inout String, _ values: Template.Values) {
        guard let entry = entries[key] else { return }
        let category = pluralRule.category(for: values.count)
        let template = entry.template(for: category)
        let items = template.namesItems && key != .items ? entries[.items]?.template(for: category) : nil
        template.render(into: &output, values, items: items)
    }
}
