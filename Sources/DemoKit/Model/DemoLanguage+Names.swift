extension DemoLanguage {
    /// The language's name in English and in the language itself: ("German", "Deutsch").
    /// The tag stands in for a table added without a name here.
    var names: (english: String, native: String) {
        Self.names[tag] ?? (tag, tag)
    }

    /// "German — Deutsch (de)", or "English (en)" where both names are one.
    var title: String {
        let (english, native) = names
        return (english == native ? english : english + " — " + native) + " (\(tag))"
    }

    /// The names of the shipped tables' languages, by tag.
    static let names: [String: (english: String, native: String)] = [
        "ar": ("Arabic", "العربية"),
        "bg": ("Bulgarian", "български"),
        "bn": ("Bangla", "বাংলা"),
        "ca": ("Catalan", "català"),
        "cs": ("Czech", "čeština"),
        "da": ("Danish", "dansk"),
        "de": ("German", "Deutsch"),
        "el": ("Greek", "Ελληνικά"),
        "en": ("English", "English"),
        "es": ("Spanish (Spain)", "español (España)"),
        "es-419": ("Spanish (Latin America)", "español (Latinoamérica)"),
        "fi": ("Finnish", "suomi"),
        "fr": ("French", "français"),
        "gu": ("Gujarati", "ગુજરાતી"),
        "he": ("Hebrew", "עברית"),
        "hi": ("Hindi", "हिन्दी"),
        "hr": ("Croatian", "hrvatski"),
        "hu": ("Hungarian", "magyar"),
        "id": ("Indonesian", "Bahasa Indonesia"),
        "it": ("Italian", "italiano"),
        "ja": ("Japanese", "日本語"),
        "kk": ("Kazakh", "қазақ тілі"),
        "kn": ("Kannada", "ಕನ್ನಡ"),
        "ko": ("Korean", "한국어"),
        "lt": ("Lithuanian", "lietuvių"),
        "lv": ("Latvian", "latviešu"),
        "ml": ("Malayalam", "മലയാളം"),
        "mr": ("Marathi", "मराठी"),
        "ms": ("Malay", "Bahasa Melayu"),
        "nb": ("Norwegian Bokmål", "norsk bokmål"),
        "nl": ("Dutch", "Nederlands"),
        "pa": ("Punjabi", "ਪੰਜਾਬੀ"),
        "pl": ("Polish", "polski"),
        "pt-BR": ("Portuguese (Brazil)", "português (Brasil)"),
        "pt-PT": ("Portuguese (Portugal)", "português (Portugal)"),
        "ro": ("Romanian", "română"),
        "ru": ("Russian", "русский"),
        "sk": ("Slovak", "slovenčina"),
        "sl": ("Slovenian", "slovenščina"),
        "sv": ("Swedish", "svenska"),
        "ta": ("Tamil", "தமிழ்"),
        "te": ("Telugu", "తెలుగు"),
        "th": ("Thai", "ไทย"),
        "tr": ("Turkish", "Türkçe"),
        "uk": ("Ukrainian", "українська"),
        "ur": ("Urdu", "اردو"),
        "vi": ("Vietnamese", "Tiếng Việt"),
        "zh-Hans": ("Chinese (Simplified)", "简体中文"),
        "zh-Hant": ("Chinese (Traditional)", "繁體中文"),
    ]
}
