import Testing

/// What a VoiceOver user hears in Hindi (`MoveStrings-hi.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// The verbs are the impersonal passive (ले जाया गया), and a counted noun takes को (2 आइटमों को),
/// so nothing agrees with the item or the noun; action names are the polite imperative (ले जाएँ);
/// sentences end with the danda (।). A label is set in quotation marks before a separate
/// postposition (“Robin” के ऊपर), so a phrase such as “ओट मिल्क ख़रीदना” reads as a name and is
/// never put in the oblique. The undo names are infinitive phrases (“…” को ले जाना).
@Suite struct HiAnnouncementTests {
    let said = LanguageSamples(language: "hi", phrase: "ओट मिल्क ख़रीदना")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"3 स्थान ऊपर ले जाया गया। “Robin” के ऊपर। सबसे ऊपर।"#)
        #expect(said.listMoveDown == #"नीचे ले जाया गया। “ओट मिल्क ख़रीदना” के नीचे। 3 में से स्थान 2।"#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"एक पंक्ति ऊपर ले जाया गया। “Swan” से पहले। पंक्ति 1, स्तंभ 3।"#)
        #expect(said.gridMoveToCell == #"पंक्ति 2, स्तंभ 1 में ले जाया गया। “ओट मिल्क ख़रीदना” के बाद।"#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 आइटमों को ऊपर ले जाया गया। सबसे ऊपर।"#)
        #expect(said.groupMoveOfFive == #"5 आइटमों को सबसे नीचे ले जाया गया।"#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"“Done” में ले जाया गया। “Swan” के नीचे। सबसे नीचे।"#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 आइटमों को ड्रॉप किया गया। “Robin” के ऊपर। सबसे ऊपर। 1 आइटम को ड्रॉप नहीं किया जा सका।"#)
        #expect(said.undoneTransfer == #"पिछले स्थान पर वापस लाया गया। “Jay” के ऊपर।"#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"ऊपर ले जाएँ"#, #"नीचे ले जाएँ"#, #"5 स्थान ऊपर ले जाएँ"#, #"2 स्थान नीचे ले जाएँ"#,
            #"सबसे ऊपर ले जाएँ"#, #"सबसे नीचे ले जाएँ"#, #"“Done” में ले जाएँ"#,
        ])
        #expect(said.gridActionNames == [
            #"बाईं ओर ले जाएँ"#, #"2 स्थान दाईं ओर ले जाएँ"#, #"एक पंक्ति ऊपर ले जाएँ"#,
            #"3 पंक्तियाँ नीचे ले जाएँ"#, #"शुरुआत में ले जाएँ"#, #"अंत में ले जाएँ"#,
        ])
        #expect(said.undoActionNames == [
            #"“ओट मिल्क ख़रीदना” को ले जाना"#, #"1 आइटम को ले जाना"#,
            #"3 आइटमों को ले जाना"#, #"2 आइटमों को ड्रॉप करना"#,
        ])
    }
}
