import Foundation

/// What each shipped table is read against beyond itself: its words for the six ideas a
/// listener must never confuse (a glossary), and the system's Undo and Redo frames that its
/// undo names are shown in. One entry per table, kept beside the tables' review files; the
/// checks of `LanguageTermsTests` hold each table to it, and each language's review page
/// (`Docs/LanguageReview/<tag>.md`) shows it.
///
/// **Glossary.** `move`, `drop`, `top`, `bottom`, `start`, `end`: the table's word for each,
/// as it appears in the table's entries; several forms separated by `|` where the language
/// inflects the word ("úplně nahoru|úplně nahoře"), and a stem ending in `…` where one stem
/// covers every form ("pudot…": pudotettiin, pudotus). Forms are matched ignoring case,
/// spaces and punctuation.
///
/// **Frames.** `undo` and `redo` are the system's "Undo %@" and "Redo %@" in the language,
/// `%@` standing for the undo name; `frames` says where they come from (see ``FrameSource``
/// and TRANSLATING.md, "Undo names in their frame").
struct LanguageTerms: Sendable {
    let move: String, drop: String, top: String, bottom: String, start: String, end: String
    let undo: String, redo: String
    let frames: FrameSource

    /// Where a language's Undo and Redo frames come from. None was read from Apple's own
    /// localized resources: the SDKs this package builds against have none (their
    /// frameworks are interface stubs), so each is marked by what it rests on.
    enum FrameSource: String, Sendable {
        /// English as Apple documents it: `UndoManager.undoMenuTitle(forUndoActionName:)`
        /// gives "Undo <name>", and the Edit menu and the shake-to-undo alert show it.
        case documented
        /// Both frames as the language review (every table read back by a reader of the
        /// language) quotes iOS's Undo and Redo in that language; not checked on a device.
        case review
        /// The Undo frame as the review quotes it; the Redo frame is our own rendering of the
        /// language's usual Redo command.
        case reviewUndo
        /// Both frames are our own rendering of the language's usual Undo and Redo commands,
        /// not taken from iOS: confirm on a device set to the language and replace.
        case ours
    }

    /// The forms of a glossary word: `"nahoru|nahoře"` → `["nahoru", "nahoře"]`.
    static func forms(_ word: String) -> [String] {
        word.split(separator: "|").map { String($0).replacingOccurrences(of: "…", with: "") }
    }

    /// The words by idea, in the order the review page lists them.
    var glossary: [(idea: String, word: String)] {
        [("move", move), ("drop", drop), ("top", top), ("bottom", bottom), ("start", start), ("end", end)]
    }

    /// The entry of every shipped table, by tag.
    static let byTag: [String: LanguageTerms] = [
        "ar": .init(move: "نقل", drop: "إفلات", top: "أعلى", bottom: "أسفل", start: "البداية", end: "النهاية",
                    undo: "تراجع عن %@", redo: "إعادة %@", frames: .ours),
        "bg": .init(move: "преместване", drop: "пуснат…|пускане|пусни", top: "най-горе", bottom: "най-долу", start: "началото", end: "края",
                    undo: "Отмени %@", redo: "Отново %@", frames: .review),
        "bn": .init(move: "সরানো", drop: "ড্রপ", top: "সবার উপরে", bottom: "সবার নিচে", start: "শুরুতে", end: "শেষে",
                    undo: "%@ পূর্বাবস্থায় ফেরান", redo: "%@ আবার করুন", frames: .ours),
        "ca": .init(move: "moviment", drop: "deixat anar|deixar anar|deixa anar", top: "a dalt de tot", bottom: "a baix de tot", start: "principi", end: "final",
                    undo: "Desfés %@", redo: "Refés %@", frames: .review),
        "cs": .init(move: "přesun…", drop: "přetaž…|přetáh…", top: "úplně nahoru|úplně nahoře", bottom: "úplně dolů|úplně dole",
                    start: "začát…", end: "konec|konci", undo: "Odvolat akci %@", redo: "Opakovat akci %@", frames: .review),
        "da": .init(move: "flytning", drop: "slip…|slup…", top: "toppen|øverst", bottom: "bunden|nederst", start: "starten|først",
                    end: "slutningen|sidst", undo: "Fortryd %@", redo: "Gentag %@", frames: .reviewUndo),
        "de": .init(move: "bewegen", drop: "ableg…|abgeleg…", top: "ganz nach oben|ganz oben", bottom: "ganz nach unten|ganz unten",
                    start: "Anfang", end: "Ende", undo: "„%@“ widerrufen", redo: "„%@“ wiederholen", frames: .reviewUndo),
        "el": .init(move: "μετακίνησ…", drop: "αποτέθ…|αποτεθ…|απόθεσ…", top: "κορυφή", bottom: "κάτω μέρος", start: "αρχή", end: "τέλος",
                    undo: "Αναίρεση %@", redo: "Επανάληψη %@", frames: .review),
        "en": .init(move: "move", drop: "drop", top: "top", bottom: "bottom", start: "start", end: "end",
                    undo: "Undo %@", redo: "Redo %@", frames: .documented),
        "es": .init(move: "movimiento", drop: "solt…", top: "parte superior", bottom: "parte inferior", start: "principio", end: "final",
                    undo: "Deshacer %@", redo: "Rehacer %@", frames: .review),
        "es-419": .init(move: "movimiento", drop: "solt…", top: "parte superior", bottom: "parte inferior", start: "principio", end: "final",
                        undo: "Deshacer %@", redo: "Rehacer %@", frames: .review),
        "fi": .init(move: "siirto", drop: "pudot…", top: "ylimm…|ylimpänä", bottom: "alimm…|alimpana", start: "alkuun|ensimmäisenä",
                    end: "loppuun|viimeisenä", undo: "Kumoa %@", redo: "Tee uudelleen %@", frames: .reviewUndo),
        "fr": .init(move: "déplacer", drop: "dépo…|dépô…", top: "en haut", bottom: "en bas", start: "début", end: "fin",
                    undo: "Annuler %@", redo: "Rétablir %@", frames: .reviewUndo),
        "gu": .init(move: "ખસેડવ…", drop: "ડ્રોપ", top: "સૌથી ઉપર", bottom: "સૌથી નીચે", start: "શરૂઆતમાં", end: "અંતમાં",
                    undo: "%@ પૂર્વવત્ કરો", redo: "%@ ફરી કરો", frames: .ours),
        "he": .init(move: "הזזת", drop: "שוחרר…|שחרר…|שחרור", top: "ראש הרשימה", bottom: "תחתית הרשימה", start: "התחלה", end: "סוף",
                    undo: "ביטול %@", redo: "ביצוע חוזר של %@", frames: .ours),
        "hi": .init(move: "ले जाना", drop: "ड्रॉप", top: "सबसे ऊपर", bottom: "सबसे नीचे", start: "शुरुआत", end: "अंत",
                    undo: "%@ पूर्ववत करें", redo: "%@ फिर से करें", frames: .ours),
        "hr": .init(move: "premještanje", drop: "ispušt…|ispust…", top: "vrh…", bottom: "dno|dnu", start: "početak|početku", end: "kraj…",
                    undo: "Poništi %@", redo: "Ponovi %@", frames: .review),
        "hu": .init(move: "mozgatás", drop: "ledob…", top: "legfelül…", bottom: "legalul…", start: "elej…", end: "vég…",
                    undo: "%@ visszavonása", redo: "%@ ismétlése", frames: .review),
        "id": .init(move: "pemindahan", drop: "lepas…", top: "teratas", bottom: "terbawah", start: "awal", end: "akhir",
                    undo: "Urungkan %@", redo: "Ulangi %@", frames: .review),
        "it": .init(move: "spostamento", drop: "rilasc…", top: "in cima", bottom: "in fondo", start: "inizio", end: "fine",
                    undo: "Annulla %@", redo: "Ripeti %@", frames: .review),
        "ja": .init(move: "移動", drop: "ドロップ", top: "一番上", bottom: "一番下", start: "先頭", end: "末尾",
                    undo: "%@を取り消す", redo: "%@をやり直す", frames: .review),
        "kk": .init(move: "жылжыту", drop: "орналастыр…", top: "ең жоғары…", bottom: "ең төмен…", start: "басын…", end: "соңын…",
                    undo: "Болдырмау: %@", redo: "Қайталау: %@", frames: .ours),
        "kn": .init(move: "ಸರಿಸುವುದು", drop: "ಡ್ರಾಪ್", top: "ಎಲ್ಲಕ್ಕಿಂತ ಮೇಲ…", bottom: "ಎಲ್ಲಕ್ಕಿಂತ ಕೆಳ…", start: "ಆರಂಭ…", end: "ಕೊನೆ…",
                    undo: "%@ ರದ್ದುಮಾಡಿ", redo: "%@ ಮತ್ತೆ ಮಾಡಿ", frames: .ours),
        "ko": .init(move: "이동", drop: "드롭", top: "맨 위", bottom: "맨 아래", start: "맨 처음", end: "맨 끝",
                    undo: "%@ 실행 취소", redo: "%@ 실행 복귀", frames: .ours),
        "lt": .init(move: "perkėlimą", drop: "numes…|numet…", top: "virš…", bottom: "apači…", start: "pradži…", end: "pabaig…",
                    undo: "Anuliuoti %@", redo: "Pakartoti %@", frames: .reviewUndo),
        "lv": .init(move: "pārvietošanu", drop: "nomes…|nomeš…", top: "augš…", bottom: "apakš…", start: "sākum…", end: "beig…",
                    undo: "Atsaukt %@", redo: "Atkārtot %@", frames: .reviewUndo),
        "ml": .init(move: "നീക്കൽ", drop: "ഡ്രോപ്പ്", top: "ഏറ്റവും മുകളി…", bottom: "ഏറ്റവും താഴ…", start: "തുടക്ക…", end: "അവസാന…",
                    undo: "%@ പഴയപടിയാക്കുക", redo: "%@ വീണ്ടും ചെയ്യുക", frames: .ours),
        "mr": .init(move: "हलवणे", drop: "ड्रॉप", top: "सर्वात वर", bottom: "सर्वात खाली", start: "सुरुवातीला", end: "शेवटी",
                    undo: "%@ पूर्ववत करा", redo: "%@ पुन्हा करा", frames: .ours),
        "ms": .init(move: "pengalihan", drop: "lepas…", top: "teratas", bottom: "terbawah", start: "permulaan", end: "penghujung",
                    undo: "Buat Asal %@", redo: "Buat Semula %@", frames: .review),
        "nb": .init(move: "flytting", drop: "slipp…|slupp…", top: "toppen|øverst", bottom: "bunnen|nederst", start: "starten|først",
                    end: "slutten|sist", undo: "Angre %@", redo: "Gjør om %@", frames: .review),
        "nl": .init(move: "verplaatsen", drop: "neergezet|neerzet…", top: "naar boven|bovenaan", bottom: "naar beneden|onderaan",
                    start: "begin", end: "einde", undo: "Herstel %@", redo: "Opnieuw %@", frames: .reviewUndo),
        "pa": .init(move: "ਲਿਜਾਣਾ", drop: "ਡ੍ਰੌਪ", top: "ਸਭ ਤੋਂ ਉੱਪਰ", bottom: "ਸਭ ਤੋਂ ਹੇਠਾਂ", start: "ਪਹਿਲੇ ਸਥਾਨ", end: "ਆਖਰੀ ਸਥਾਨ",
                    undo: "%@ ਅਣਕੀਤਾ ਕਰੋ", redo: "%@ ਮੁੜ ਕਰੋ", frames: .ours),
        "pl": .init(move: "przeniesienie", drop: "upuszcz…|upuści…|upuść", top: "samą górę|na górze", bottom: "sam dół|na dole",
                    start: "począt…", end: "koniec|końcu", undo: "Cofnij %@", redo: "Przywróć %@", frames: .reviewUndo),
        "pt-BR": .init(move: "mover", drop: "solt…|solto", top: "topo", bottom: "parte inferior", start: "início", end: "final",
                       undo: "Desfazer %@", redo: "Refazer %@", frames: .ours),
        "pt-PT": .init(move: "mover", drop: "larg…", top: "topo", bottom: "fundo", start: "início", end: "fim",
                       undo: "Desfazer %@", redo: "Refazer %@", frames: .reviewUndo),
        "ro": .init(move: "mutarea", drop: "plas…", top: "partea de sus", bottom: "partea de jos", start: "început", end: "sfârșit",
                    undo: "Anulează %@", redo: "Refă %@", frames: .review),
        "ru": .init(move: "перемещение", drop: "перенес…|перенос", top: "самый верх|вверху", bottom: "самый низ|внизу",
                    start: "начал…", end: "конец|конце", undo: "Отменить %@", redo: "Повторить %@", frames: .reviewUndo),
        "sk": .init(move: "presunutie", drop: "pretiahn…", top: "úplne hore", bottom: "úplne dole", start: "začiat…", end: "koniec|konci",
                    undo: "Odvolať %@", redo: "Zopakovať %@", frames: .ours),
        "sl": .init(move: "premik", drop: "spušč…|spust…", top: "vrh…", bottom: "dno|dnu", start: "začet…", end: "konec|koncu",
                    undo: "Razveljavi %@", redo: "Uveljavi %@", frames: .ours),
        "sv": .init(move: "flytt", drop: "släpp…", top: "högst upp|överst", bottom: "längst ned|nederst", start: "början|först",
                    end: "slutet|sist", undo: "Ångra %@", redo: "Gör om %@", frames: .review),
        "ta": .init(move: "நகர்த்துதல்", drop: "இழுத்து விட…", top: "மிக மேலே", bottom: "மிகக் கீழே", start: "தொடக்க…", end: "இறுதி…",
                    undo: "%@ செயல்தவிர்", redo: "%@ மீண்டும் செய்", frames: .ours),
        "te": .init(move: "తరలించడం", drop: "వదల…", top: "అన్నిటికంటే పై…", bottom: "అన్నిటికంటే కింద…", start: "ప్రారంభ…", end: "చివర…",
                    undo: "%@ రద్దు చేయి", redo: "%@ మళ్లీ చేయి", frames: .ours),
        "th": .init(move: "ย้าย", drop: "วาง", top: "บนสุด", bottom: "ล่างสุด", start: "ตำแหน่งแรก", end: "ตำแหน่งสุดท้าย",
                    undo: "เลิกทำ %@", redo: "ทำซ้ำ %@", frames: .reviewUndo),
        "tr": .init(move: "taşıma", drop: "bırak…", top: "en üst…", bottom: "en alt…", start: "baş…", end: "son…",
                    undo: "Geri Al %@", redo: "Yinele %@", frames: .reviewUndo),
        "uk": .init(move: "переміщення", drop: "перенес…", top: "самий верх|угорі", bottom: "самий низ|унизу", start: "почат…",
                    end: "кінець|кінці", undo: "Відмінити %@", redo: "Повторити %@", frames: .ours),
        "ur": .init(move: "منتقل", drop: "ڈراپ", top: "سب سے اوپر", bottom: "سب سے نیچے", start: "پہلے مقام", end: "آخری مقام",
                    undo: "%@ کالعدم کریں", redo: "%@ دوبارہ کریں", frames: .ours),
        "vi": .init(move: "di chuyển", drop: "thả", top: "trên cùng", bottom: "dưới cùng", start: "đầu tiên", end: "cuối cùng",
                    undo: "Hoàn tác %@", redo: "Làm lại %@", frames: .ours),
        "zh-Hans": .init(move: "移动", drop: "拖放", top: "顶部", bottom: "底部", start: "开头", end: "末尾",
                         undo: "撤销%@", redo: "重做%@", frames: .ours),
        "zh-Hant": .init(move: "移動", drop: "拖放", top: "最上方", bottom: "最下方", start: "開頭", end: "結尾",
                         undo: "還原%@", redo: "重做%@", frames: .review),
    ]
}
