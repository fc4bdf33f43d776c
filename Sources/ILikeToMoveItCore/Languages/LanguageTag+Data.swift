extension LanguageTag {
    /// Deprecated language codes and the codes that replaced them.
    static let aliases = ["iw": "he", "in": "id", "ji": "yi", "mo": "ro", "tl": "fil"]

    /// The names of Apple's first localization folders (`English.lproj`), which an old app's
    /// `Bundle.preferredLocalizations` may still list, and their codes.
    static let legacyNames = [
        "english": "en", "french": "fr", "german": "de", "italian": "it", "japanese": "ja", "spanish": "es",
        "dutch": "nl",
    ]

    /// Languages whose speakers read another language's table when the package has none of
    /// their own: Norwegian (`no`) and Nynorsk (`nn`) read Bokmål (`nb`), the written
    /// Norwegian that iOS offers; Cantonese (`yue`) reads Chinese in its script.
    static let fallbackLanguages = ["no": "nb", "nn": "nb", "yue": "zh"]

    /// The script each language is written in when its tag names none (CLDR's likely
    /// subtags). A tag that names another script (`sr-Latn`, `hi-Latn`, `pa-Arab`) is text in
    /// another script, which that language's table does not serve. Chinese is absent: its
    /// script follows the region (``writtenScript``).
    static let usualScripts: [String: String] = [
        "af": "Latn", "am": "Ethi", "ar": "Arab", "as": "Beng", "az": "Latn", "be": "Cyrl", "bg": "Cyrl",
        "bn": "Beng", "bs": "Latn", "ca": "Latn", "cs": "Latn", "cy": "Latn", "da": "Latn", "de": "Latn",
        "el": "Grek", "en": "Latn", "es": "Latn", "et": "Latn", "eu": "Latn", "fa": "Arab", "fi": "Latn",
        "fil": "Latn", "fr": "Latn", "ga": "Latn", "gl": "Latn", "gu": "Gujr", "he": "Hebr", "hi": "Deva",
        "hr": "Latn", "hu": "Latn", "hy": "Armn", "id": "Latn", "is": "Latn", "it": "Latn", "ja": "Jpan",
        "ka": "Geor", "kk": "Cyrl", "km": "Khmr", "kn": "Knda", "ko": "Kore", "lo": "Laoo", "lt": "Latn",
        "lv": "Latn", "mk": "Cyrl", "ml": "Mlym", "mn": "Cyrl", "mr": "Deva", "ms": "Latn", "mt": "Latn",
        "my": "Mymr", "nb": "Latn", "ne": "Deva", "nl": "Latn", "nn": "Latn", "no": "Latn", "or": "Orya",
        "pa": "Guru", "pl": "Latn", "pt": "Latn", "ro": "Latn", "ru": "Cyrl", "si": "Sinh", "sk": "Latn",
        "sl": "Latn", "sq": "Latn", "sr": "Cyrl", "sv": "Latn", "sw": "Latn", "ta": "Taml", "te": "Telu",
        "th": "Thai", "tr": "Latn", "uk": "Cyrl", "ur": "Arab", "uz": "Latn", "vi": "Latn", "yue": "Hant",
        "zu": "Latn",
    ]

    /// The regions whose Spanish is Latin American Spanish (`es-419`): Latin America itself
    /// (`419`), the countries of the Americas that speak Spanish, and the United States, as
    /// CLDR's parent locales group them.
    static let latinAmericanRegions: Set = [
        "419", "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI", "PA", "PE",
        "PR", "PY", "SV", "US", "UY", "VE",
    ]
}
