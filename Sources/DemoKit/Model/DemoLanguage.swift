import ILikeToMoveItCore

/// The language the demo speaks: one of the package's shipped tables, whose announcements and
/// action names the demo says, as an app whose user interface runs in that language does.
///
/// The demo's own words (help, headings, list names, pick and drop) are English in every
/// language but Japanese, which has its own (`DemoStrings`).
///
/// ```swift
/// DemoLanguage(resolving: "pt_PT")?.tag        // "pt-PT"
/// DemoLanguage(resolving: "zh-Hant-HK")?.tag   // "zh-Hant"
/// DemoLanguage(resolving: "sr-Latn")           // nil: no table serves it
/// ```
struct DemoLanguage: Hashable, Sendable, CustomStringConvertible {
    /// The tag of the shipped table: `"en"`, `"pt-PT"`, `"zh-Hant"`.
    let tag: String

    private init(tag: String) {
        self.tag = tag
    }

    static let english = DemoLanguage(tag: "en")
    static let japanese = DemoLanguage(tag: "ja")

    /// Every language the package ships a table for, in the order of its tags.
    static let all = MoveStrings.shippedLanguages.map(DemoLanguage.init(tag:))

    /// The language of the shipped table that serves `identifier`, by the rule the package
    /// follows for an app's languages: `pt` reads `pt-BR`, `es-MX` `es-419`, `zh-Hant-HK`
    /// `zh-Hant`, `no` `nb`, in any case and with underscores.
    ///
    /// - Parameter identifier: A language tag or locale identifier.
    /// - Returns: nil when no shipped table serves it (an unknown language, or a script no
    ///   table is written in, such as `sr-Latn`), where the package would speak English.
    init?(resolving identifier: String) {
        guard let tag = MoveStrings.shippedTable(serving: identifier) else { return nil }
        self.tag = tag
    }

    /// Why `identifier` names no shipped language, and which tags the package ships: the
    /// message of a bad `--language` or `language` script line.
    static func unknown(_ identifier: String) -> String {
        "no shipped table serves '\(identifier)'; the package ships "
            + all.map(\.tag).joined(separator: ", ")
            + "; other tags of their languages, such as pt, es-MX or zh-Hant-HK, read one of them"
    }

    /// The next language in ``all``, the first after the last: what `L` switches to.
    var next: DemoLanguage {
        let index = Self.all.firstIndex(of: self) ?? 0
        return Self.all[(index + 1) % Self.all.count]
    }

    /// The core's table of this language, the one a list of an app in this language speaks:
    /// the shipped table of ``tag``, which needs no resolving.
    var strings: MoveStrings { MoveStrings.shipped(tag) ?? .english }

    /// Whether the demo's own words are Japanese rather than English.
    var hasJapaneseChrome: Bool { self == .japanese }

    /// The language subtag: `"pt"` for `pt-PT`, `"zh"` for `zh-Hant`.
    var languageCode: String { LanguageTag(tag)?.language ?? tag }

    var description: String { tag }
}
