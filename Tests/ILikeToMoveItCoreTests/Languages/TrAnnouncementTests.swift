import Testing

/// What a VoiceOver user hears in Turkish (`MoveStrings-tr.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// No suffix ever follows a label: labels stand in quotation marks before "öğe" (or "bölüm" for
/// a section), which takes the case ending and its vowel harmony ("“Robin” öğesinin üstünde.").
/// Results are impersonal passives ("Yukarı taşındı."); nouns stay singular after a number
/// ("2 öğe", "3 satır"). Actions are plain imperatives ("Yukarı taşı"); the undo names are
/// verbal nouns, as iOS shows them after "Geri Al:" and "Yinele:" ("Geri Al: 3 öğe taşıma").
@Suite struct TrAnnouncementTests {
    let said = LanguageSamples(language: "tr", phrase: "Yulaf sütü al")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"3 konum yukarı taşındı. “Robin” öğesinin üstünde. En üstte."#)
        #expect(said.listMoveDown == #"Aşağı taşındı. “Yulaf sütü al” öğesinin altında. Konum 2, toplam 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Bir satır yukarı taşındı. “Swan” öğesinden önce. Satır 1, sütun 3."#)
        #expect(said.gridMoveToCell == #"Satır 2, sütun 1 konumuna taşındı. “Yulaf sütü al” öğesinden sonra."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 öğe yukarı taşındı. En üstte."#)
        #expect(said.groupMoveOfFive == #"5 öğe en alta taşındı."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"“Done” bölümüne taşındı. “Swan” öğesinin altında. En altta."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 öğe bırakıldı. “Robin” öğesinin üstünde. En üstte. 1 öğe bırakılamadı."#)
        #expect(said.undoneTransfer == #"Geri taşındı. “Jay” öğesinin üstünde."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Yukarı taşı"#, #"Aşağı taşı"#, #"5 konum yukarı taşı"#, #"2 konum aşağı taşı"#, #"En üste taşı"#,
            #"En alta taşı"#, #"“Done” bölümüne taşı"#,
        ])
        #expect(said.gridActionNames == [
            #"Sola taşı"#, #"2 konum sağa taşı"#, #"Bir satır yukarı taşı"#, #"3 satır aşağı taşı"#,
            #"Başa taşı"#, #"Sona taşı"#,
        ])
        #expect(said.undoActionNames == [
            #"“Yulaf sütü al” öğesini taşıma"#, #"1 öğe taşıma"#, #"3 öğe taşıma"#, #"2 öğe bırakma"#,
        ])
    }
}
