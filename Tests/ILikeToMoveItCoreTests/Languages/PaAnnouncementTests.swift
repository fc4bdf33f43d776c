import Testing

/// What a VoiceOver user hears in Punjabi (Gurmukhi) (`MoveStrings-pa.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// The verbs are the impersonal passive (ਲਿਜਾਇਆ ਗਿਆ), and a counted noun takes ਨੂੰ (2 ਆਈਟਮਾਂ
/// ਨੂੰ), so nothing agrees with the item or the noun; action names are the polite imperative
/// (ਲਿਜਾਓ); sentences end with the danda (।). A label is set in quotation marks before a separate
/// postposition (“Robin” ਦੇ ਉੱਪਰ), so a phrase reads as a name and is never put in the oblique.
/// The undo names are infinitive phrases (“…” ਨੂੰ ਲਿਜਾਣਾ).
@Suite struct PaAnnouncementTests {
    let said = LanguageSamples(language: "pa", phrase: "ਓਟ ਦੁੱਧ ਖਰੀਦਣਾ")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"ਆਈਟਮ ਨੂੰ 3 ਸਥਾਨ ਉੱਪਰ ਲਿਜਾਇਆ ਗਿਆ। “Robin” ਦੇ ਉੱਪਰ। ਸਭ ਤੋਂ ਉੱਪਰ।"#)
        #expect(said.listMoveDown == #"ਹੇਠਾਂ ਲਿਜਾਇਆ ਗਿਆ। “ਓਟ ਦੁੱਧ ਖਰੀਦਣਾ” ਦੇ ਹੇਠਾਂ। ਸਥਾਨ 2, ਕੁੱਲ 3।"#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"ਇੱਕ ਕਤਾਰ ਉੱਪਰ ਲਿਜਾਇਆ ਗਿਆ। “Swan” ਤੋਂ ਪਹਿਲਾਂ। ਕਤਾਰ 1, ਕਾਲਮ 3।"#)
        #expect(said.gridMoveToCell == #"ਕਤਾਰ 2, ਕਾਲਮ 1 ਵਿੱਚ ਲਿਜਾਇਆ ਗਿਆ। “ਓਟ ਦੁੱਧ ਖਰੀਦਣਾ” ਤੋਂ ਬਾਅਦ।"#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 ਆਈਟਮਾਂ ਨੂੰ ਉੱਪਰ ਲਿਜਾਇਆ ਗਿਆ। ਸਭ ਤੋਂ ਉੱਪਰ।"#)
        #expect(said.groupMoveOfFive == #"5 ਆਈਟਮਾਂ ਨੂੰ ਸਭ ਤੋਂ ਹੇਠਾਂ ਲਿਜਾਇਆ ਗਿਆ।"#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"“Done” ਵਿੱਚ ਲਿਜਾਇਆ ਗਿਆ। “Swan” ਦੇ ਹੇਠਾਂ। ਸਭ ਤੋਂ ਹੇਠਾਂ।"#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 ਆਈਟਮਾਂ ਨੂੰ ਡ੍ਰੌਪ ਕੀਤਾ ਗਿਆ। “Robin” ਦੇ ਉੱਪਰ। ਸਭ ਤੋਂ ਉੱਪਰ। 1 ਆਈਟਮ ਨੂੰ ਡ੍ਰੌਪ ਨਹੀਂ ਕੀਤਾ ਜਾ ਸਕਿਆ।"#)
        #expect(said.undoneTransfer == #"ਪਿਛਲੇ ਸਥਾਨ ਉੱਤੇ ਵਾਪਸ ਲਿਆਂਦਾ ਗਿਆ। “Jay” ਦੇ ਉੱਪਰ।"#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"ਉੱਪਰ ਲਿਜਾਓ"#, #"ਹੇਠਾਂ ਲਿਜਾਓ"#, #"5 ਸਥਾਨ ਉੱਪਰ ਲਿਜਾਓ"#, #"2 ਸਥਾਨ ਹੇਠਾਂ ਲਿਜਾਓ"#,
            #"ਸਭ ਤੋਂ ਉੱਪਰ ਲਿਜਾਓ"#, #"ਸਭ ਤੋਂ ਹੇਠਾਂ ਲਿਜਾਓ"#, #"“Done” ਵਿੱਚ ਲਿਜਾਓ"#,
        ])
        #expect(said.gridActionNames == [
            #"ਖੱਬੇ ਪਾਸੇ ਲਿਜਾਓ"#, #"2 ਸਥਾਨ ਸੱਜੇ ਪਾਸੇ ਲਿਜਾਓ"#, #"ਇੱਕ ਕਤਾਰ ਉੱਪਰ ਲਿਜਾਓ"#,
            #"3 ਕਤਾਰਾਂ ਹੇਠਾਂ ਲਿਜਾਓ"#, #"ਪਹਿਲੇ ਸਥਾਨ ਉੱਤੇ ਲਿਜਾਓ"#, #"ਆਖਰੀ ਸਥਾਨ ਉੱਤੇ ਲਿਜਾਓ"#,
        ])
        #expect(said.undoActionNames == [
            #"“ਓਟ ਦੁੱਧ ਖਰੀਦਣਾ” ਨੂੰ ਲਿਜਾਣਾ"#, #"1 ਆਈਟਮ ਨੂੰ ਲਿਜਾਣਾ"#,
            #"3 ਆਈਟਮਾਂ ਨੂੰ ਲਿਜਾਣਾ"#, #"2 ਆਈਟਮਾਂ ਨੂੰ ਡ੍ਰੌਪ ਕਰਨਾ"#,
        ])
    }
}
