/// A CLDR plural category: which grammatical form a number takes in a language.
///
/// Only the categories of the shipped languages are computed (see ``PluralRule``); a table
/// may still provide every category, and rendering falls back to ``other`` when the category
/// a number needs is missing.
package enum PluralCategory: String, Hashable, Sendable, CaseIterable {
    /// The form for zero, in languages that have one.
    case zero
    /// The singular form (English "1 item").
    case one
    /// The dual form, in languages that have one.
    case two
    /// The paucal form (for example Polish 2–4).
    case few
    /// The form for many, in languages that have one.
    case many
    /// The general form; every table must have it.
    case other
}

/// How a language picks a ``PluralCategory`` for a whole number.
///
/// These are the CLDR rules for integers, which is all announcements count.
package enum PluralRule: Hashable, Sendable {
    /// `one` for 1, `other` otherwise (English, German, Dutch, Swedish, Italian, Spanish …).
    case oneOther
    /// `one` for 0 and 1, `other` otherwise (French, Brazilian Portuguese).
    case zeroAndOneAreOne
    /// Always `other` (Japanese, Chinese, Korean …).
    case otherOnly

    /// The rule CLDR gives a language, by its language code (`"en"`, `"ja"`, `"fr"`).
    ///
    /// Unknown languages get ``oneOther``, which is right for most European languages.
    ///
    /// - Parameter language: A language code; region and script parts are ignored.
    package init(language: String) {
        switch MoveStrings.languageCode(of: language) {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "my", "lo", "km":
            self = .otherOnly
        case "fr", "pt", "hy", "kab":
            self = .zeroAndOneAreOne
        default:
            self = .oneOther
        }
    }

    /// The category of `count`.
    ///
    /// - Parameter count: Any integer, including negative ones (their magnitude decides).
    /// - Returns: The category to look up.
    /// - Complexity: O(1).
    package func category(for count: Int) -> PluralCategory {
        let magnitude = count.magnitude
        switch self {
        case .oneOther: return magnitude == 1 ? .one : .other
        case .zeroAndOneAreOne: return magnitude <= 1 ? .one : .other
        case .otherOnly: return .other
        }
    }
}
