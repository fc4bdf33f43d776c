import Foundation

extension MoveStrings {
    /// Reads a table from JSON, in the format of the package's own resources.
    ///
    /// ```json
    /// {
    ///   "language": "fr",
    ///   "separator": " ",
    ///   "strings": {
    ///     "movedUp": "Déplacé vers le haut.",
    ///     "movedItemsUp": {
    ///       "one": "{count} élément déplacé vers le haut.",
    ///       "many": "{count} d’éléments déplacés vers le haut.",
    ///       "other": "{count} éléments déplacés vers le haut."
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// `language` is a language tag such as `"fr"`, `"ru"` or `"pt-PT"`; it also picks how
    /// numbers choose their plural form (the CLDR rules of the language, for whole numbers;
    /// a language CLDR does not know has only `other`). `separator` joins the sentences of an
    /// announcement and defaults to a single space. `strings` holds the entries, under the keys
    /// listed in the table above: a template, used for every number, or an object with one
    /// template per plural form the language has (`zero`, `one`, `two`, `few`, `many`,
    /// `other`): in an entry marked *plural* every form some whole number takes in the
    /// language is required, and in any entry a form the language does not have is refused.
    /// Keys the table leaves out are worded in English.
    ///
    /// - Parameter jsonData: The JSON document.
    /// - Throws: ``TableError`` naming the entry that is wrong (an unknown key, a template
    ///   with an unknown placeholder, an unknown plural form, a form the language does not
    ///   have, or a missing form the language needs), or a `DecodingError` when the document is
    ///   not shaped as above.
    public init(jsonData: Data) throws {
        let file = try JSONDecoder().decode(TableFile.self, from: jsonData)
        let knownRule = PluralRule(cldrLanguage: file.language)
        let rule = knownRule ?? .otherOnly
        var templates: [Key: [PluralCategory: String]] = [:]
        // In key order, so a table with several mistakes is reported the same way every time.
        for name in file.strings.keys.sorted() {
            guard let key = Key(rawValue: name) else {
                throw TableError(.unknownKey(name), language: file.language)
            }
            switch file.strings[name]! {
            case .single(let template):
                try Self.check(template, key: name, language: file.language)
                templates[key] = [.other: template]
            case .plural(let forms):
                templates[key] = try Self.pluralEntry(
                    forms, key: key, language: file.language, rule: rule, languageKnown: knownRule != nil)
            }
        }
        self.init(language: file.language, separator: file.separator ?? " ", pluralRule: rule, templates: templates)
    }

    /// Checks an entry given per plural form against the forms its language uses: every
    /// template's placeholders, no form the language lacks, and, for a key marked *plural*
    /// (``Key/isPlural``), every form some whole number takes. An entry whose form no count
    /// picks, such as a grid cell's row and column, needs none.
    static func pluralEntry(
        _ forms: [String: String], key known: Key, language: String, rule: PluralRule, languageKnown: Bool
    ) throws -> [PluralCategory: String] {
        let key = known.rawValue
        var byCategory: [PluralCategory: String] = [:]
        for categoryName in forms.keys.sorted() {
            guard let category = PluralCategory(rawValue: categoryName) else {
                throw TableError(.unknownPluralCategory(categoryName, key: key), language: language)
            }
            let template = forms[categoryName]!
            try check(template, key: key, language: language)
            byCategory[category] = template
        }
        let given = byCategory.keys.reduce(into: PluralCategories()) { $0.insert(PluralCategories($1)) }
        let foreign = given.subtracting(rule.categories)
        guard foreign.isEmpty else {
            throw TableError(
                .pluralFormsNotInLanguage(foreign, key: key, languageHas: rule.categories, languageKnown: languageKnown),
                language: language)
        }
        let missing = known.isPlural ? rule.wholeNumberCategories.subtracting(given) : []
        guard missing.isEmpty else {
            throw TableError(.missingPluralForms(missing, key: key), language: language)
        }
        return byCategory
    }

    /// Throws when a template names a placeholder other than `{count}`, `{label}`, `{items}`,
    /// `{position}`, `{row}` and `{column}`: a word of letters between braces, such as a
    /// misspelt `{cuont}`. Other braces are text.
    static func check(_ template: String, key: String, language: String) throws {
        if let name = Template(template).unknownPlaceholder {
            throw TableError(.unknownPlaceholder(name, key: key), language: language)
        }
    }

    /// A mistake in a strings table: a key the table does not have, a template with an
    /// unknown placeholder, or a plural entry that is wrong.
    ///
    /// It comes from ``MoveStrings/init(jsonData:)`` and ``MoveStrings/replacing(_:with:)``,
    /// that is from the app's own wording, a mistake to fix before the app ships rather than
    /// a failure to show its users. So it explains itself to the developer only: its
    /// ``description`` (what `print` shows) says what is wrong, in which entry of which table,
    /// and what to change. More kinds of mistakes may be recognised in later releases.
    ///
    /// ```swift
    /// do {
    ///     _ = try MoveStrings.english.replacing("movedUpBy", with: "Up by {cuont}.")
    /// } catch let error as MoveStrings.TableError {
    ///     print(error)   // The "en" move strings entry "movedUpBy" uses the unknown placeholder "{cuont}". …
    /// }
    /// ```
    public struct TableError: Error, Sendable, CustomStringConvertible {
        /// What is wrong, and where.
        enum Problem: Equatable, Sendable {
            /// The table names a key that ``MoveStrings/Key`` does not have.
            case unknownKey(String)
            /// A template names a placeholder other than count, label, position, row, column
            /// and items.
            case unknownPlaceholder(String, key: String)
            /// An entry names a plural category that is not a CLDR category.
            case unknownPluralCategory(String, key: String)
            /// A plural entry gives forms its language does not have (`few` in English); the
            /// language has `languageHas`. `languageKnown` is false when CLDR has no rule for
            /// the table's language, which then has only `other`.
            case pluralFormsNotInLanguage(PluralCategories, key: String, languageHas: PluralCategories, languageKnown: Bool)
            /// A plural entry lacks forms that whole numbers take in its language (`few` in
            /// Russian, `other` in English).
            case missingPluralForms(PluralCategories, key: String)
        }

        /// What is wrong, and where.
        let problem: Problem
        /// The language of the table, as the table names it.
        let language: String

        init(_ problem: Problem, language: String) {
            self.problem = problem
            self.language = language
        }

        /// The mistake, the entry it is in and the table's language.
        var reason: String { explanation.reason }

        /// What to change in the table.
        var suggestion: String { explanation.suggestion }

        /// Each mistake with its remedy.
        private var explanation: (reason: String, suggestion: String) {
            let table = "The \"\(language)\" move strings"
            switch problem {
            case .unknownKey(let key):
                return ("\(table) table has an unknown key \"\(key)\".",
                        "Use one of the keys: " + Key.allCases.map(\.rawValue).joined(separator: ", ") + ".")
            case .unknownPlaceholder(let name, let key):
                return ("\(table) entry \"\(key)\" uses the unknown placeholder \"{\(name)}\".",
                        "Use {count}, {label}, {position}, {row}, {column} or {items}.")
            case .unknownPluralCategory(let category, let key):
                return ("\(table) entry \"\(key)\" has an unknown plural form \"\(category)\".",
                        "Use zero, one, two, few, many or other.")
            case .pluralFormsNotInLanguage(let forms, let key, let languageHas, true):
                let onlyOther = languageHas == .other
                return ("\(table) entry \"\(key)\" has the plural \(named(forms)), "
                            + "which the language \"\(language)\" does not have: "
                            + (onlyOther ? "its only form is \"other\"." : "its forms are \(languageHas)."),
                        (onlyOther ? "Give only an \"other\" form" : "Give only the forms \(languageHas)")
                            + ", or check the table's \"language\".")
            case .pluralFormsNotInLanguage(let forms, let key, _, false):
                return ("\(table) entry \"\(key)\" has the plural \(named(forms)), but CLDR has no plural rules "
                            + "for the language \"\(language)\", so every number takes \"other\".",
                        "Give only an \"other\" form, or name the table's language with a code CLDR knows, "
                            + "such as \"ru\", \"pt-PT\" or \"sr-Latn\".")
            case .missingPluralForms(let forms, let key):
                return ("\(table) entry \"\(key)\" lacks the plural \(named(forms, examples: true)), "
                            + "which the language \"\(language)\" uses for whole numbers.",
                        "Add the \(named(forms)), or give the entry as one template for every number.")
            }
        }

        /// `form "few"` or `forms "one" and "few"`; with `examples`, each followed by the
        /// smallest whole numbers that take it in the table's language: `form "few" (2, 3, 4, 22 …)`.
        private func named(_ forms: PluralCategories, examples: Bool = false) -> String {
            let rule = PluralRule(language: language)
            let list = !examples ? forms.listed() : forms.listed { category in
                " (" + rule.examples(of: PluralCategories(category)).map(String.init).joined(separator: ", ") + " …)"
            }
            return (forms.categories.count == 1 ? "form " : "forms ") + list
        }

        /// The mistake, where it is and what to change: "The "en" move strings entry
        /// "movedUpBy" uses the unknown placeholder "{cuont}". Use {count}, {label},
        /// {position}, {row}, {column} or {items}."
        public var description: String {
            reason + " " + suggestion
        }
    }

    private struct TableFile: Decodable {
        var language: String
        var separator: String?
        var strings: [String: Value]

        enum Value: Decodable {
            case single(String)
            case plural([String: String])

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let string = try? container.decode(String.self) {
                    self = .single(string)
                } else {
                    self = .plural(try container.decode([String: String].self))
                }
            }
        }
    }
}
