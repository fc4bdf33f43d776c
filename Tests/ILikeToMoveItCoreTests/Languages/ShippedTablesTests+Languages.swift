@testable import ILikeToMoveItCore

/// What each language's table is checked against beyond what every table shares: how its
/// sentences end and join, and the entries it may word as English does. A translator adds
/// their language here only when it differs from the defaults; every exception says why.
extension ShippedTablesTests {
    /// How a language ends its sentences and joins them.
    struct Punctuation: Sendable {
        /// The marks a sentence may end with; every sentence of a table ends with the same
        /// one. Empty for a language without sentence-final punctuation (Thai), whose
        /// sentences end in text and join with a space.
        let ends: Set<Character>
        /// What joins the sentences of an announcement: the table's `"separator"`.
        let separator: String

        /// A full stop and a space, as most languages written with spaces write.
        static let fullStop = Punctuation(ends: ["."], separator: " ")
    }

    /// The punctuation of languages that differ from ``Punctuation/fullStop``, by language
    /// subtag (`zh` serves `zh-Hans`, `zh-Hant` and `zh-HK`).
    static let punctuation: [String: Punctuation] = [
        // The ideographic full stop, and no space between sentences.
        "ja": Punctuation(ends: ["。"], separator: ""),
        "zh": Punctuation(ends: ["。"], separator: ""),
        // No sentence-final punctuation: a space is the pause between sentences.
        "th": Punctuation(ends: [], separator: " "),
        // The danda of Hindi, Bangla and Punjabi (Gurmukhi); Hindi also writes a full stop.
        "hi": Punctuation(ends: ["।", "."], separator: " "),
        "bn": Punctuation(ends: ["।"], separator: " "),
        "pa": Punctuation(ends: ["।"], separator: " "),
        // The Urdu full stop.
        "ur": Punctuation(ends: ["۔"], separator: " "),
        // Armenian, Amharic, Burmese and Khmer full stops.
        "hy": Punctuation(ends: ["։"], separator: " "),
        "am": Punctuation(ends: ["።"], separator: " "),
        "my": Punctuation(ends: ["။"], separator: " "),
        "km": Punctuation(ends: ["។"], separator: " "),
    ]

    /// The punctuation a table's language uses.
    static func punctuation(of tag: String) -> Punctuation {
        LanguageTag(tag).flatMap { punctuation[$0.language] } ?? .fullStop
    }

    /// Entries a language words exactly as English does, with the reason: anything else
    /// identical to the English entry is taken for an entry left untranslated.
    ///
    /// ```swift
    /// "ms": [.items: "Malay's word for an item is \"item\""],
    /// ```
    static let sameAsEnglish: [String: [MoveStrings.Key: String]] = [
        "id": [.items: "Indonesian says \"item\" for a list's item, and iOS counts \"3 item\" (no plural ending)"],
        "ms": [.items: "Malay says \"item\" for a list's item, and iOS counts \"3 item\" (no plural ending)"],
        "pt-BR": [.items: "Brazilian Portuguese says \"1 item\" (plural \"itens\"), as Apple's Brazilian Portuguese does"],
    ]

    /// Entries that English gives per plural form (a noun that changes with the number,
    /// "1 row", "2 rows") but that a language with several forms words as one template for
    /// every number, with the reason (such as a colon pattern, "Строк: {count}").
    static let oneTemplateForACountedNoun: [String: [MoveStrings.Key: String]] = [
        "kk": [
            .items: "a Kazakh noun stays singular after a number (2 элемент, 3 жол)",
            .movedUpRows: "a Kazakh noun stays singular after a number (2 элемент, 3 жол)",
            .movedDownRows: "a Kazakh noun stays singular after a number (2 элемент, 3 жол)",
            .actionUpRows: "a Kazakh noun stays singular after a number (2 элемент, 3 жол)",
            .actionDownRows: "a Kazakh noun stays singular after a number (2 элемент, 3 жол)",
        ],
        "bn": [
            .items: "Bangla counts with the classifier টি on the number (\"{count}টি আইটেম\"); the noun does not change",
            .movedUpRows: "Bangla says সারি for one row and for many (\"3 সারি উপরে\")",
            .movedDownRows: "Bangla says সারি for one row and for many (\"3 সারি নিচে\")",
            .actionUpRows: "Bangla says সারি for one row and for many (\"3 সারি উপরে\")",
            .actionDownRows: "Bangla says সারি for one row and for many (\"3 সারি নিচে\")",
        ],
        "gu": [
            .items: "Gujarati says આઇટમ after a number for one item and for many (\"3 આઇટમ\")",
            .movedUpRows: "Gujarati keeps a noun singular after a number, as Apple's Gujarati does (\"3 પંક્તિ ઉપર\", not પંક્તિઓ)",
            .movedDownRows: "Gujarati keeps a noun singular after a number, as Apple's Gujarati does (\"3 પંક્તિ ઉપર\", not પંક્તિઓ)",
            .actionUpRows: "Gujarati keeps a noun singular after a number, as Apple's Gujarati does (\"3 પંક્તિ ઉપર\", not પંક્તિઓ)",
            .actionDownRows: "Gujarati keeps a noun singular after a number, as Apple's Gujarati does (\"3 પંક્તિ ઉપર\", not પંક્તિઓ)",
        ],
        "mr": [
            .items: "Marathi says आयटम for one item and for many (\"3 आयटम\")",
            .movedUpRows: "Marathi पंक्ती is the same for one row and for many (\"3 पंक्ती\")",
            .movedDownRows: "Marathi पंक्ती is the same for one row and for many (\"3 पंक्ती\")",
            .actionUpRows: "Marathi पंक्ती is the same for one row and for many (\"3 पंक्ती\")",
            .actionDownRows: "Marathi पंक्ती is the same for one row and for many (\"3 पंक्ती\")",
        ],
        "hu": [
            .items: "Hungarian nouns stay singular after a number: 1 elem, 3 elem",
            .movedUpRows: "Hungarian nouns stay singular after a number: 3 sorral feljebb",
            .movedDownRows: "Hungarian nouns stay singular after a number: 3 sorral lejjebb",
            .actionUpRows: "Hungarian nouns stay singular after a number: 3 sorral feljebb",
            .actionDownRows: "Hungarian nouns stay singular after a number: 3 sorral lejjebb",
        ],
        "sv": [.items: "Swedish \"objekt\" is the same for one and for several: 1 objekt, 3 objekt"],
        "tr": [
            .items: "Turkish nouns stay singular after a number: 1 öğe, 3 öğe",
            .movedUpRows: "Turkish nouns stay singular after a number: 3 satır yukarı",
            .movedDownRows: "Turkish nouns stay singular after a number: 3 satır aşağı",
            .actionUpRows: "Turkish nouns stay singular after a number: 3 satır yukarı",
            .actionDownRows: "Turkish nouns stay singular after a number: 3 satır aşağı",
        ],
    ]
}
