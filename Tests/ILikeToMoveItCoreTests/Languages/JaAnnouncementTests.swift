import Testing

/// What a VoiceOver user hears in Japanese (`MoveStrings-ja.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// The table as revised after the native review (TRANSLATING.md): the count belongs to the
/// noun ("2項目"), labels stand in 「」, 元の位置に戻しました, 移動しませんでした, 次 for
/// "after", and VoiceOver's 全…項目中…番目. Undo names are noun phrases (「…」の移動), which read
/// right inside the system's 「%@を取り消す」 and 「%@をやり直す」.
@Suite struct JaAnnouncementTests {
    let said = LanguageSamples(language: "ja", phrase: "牛乳を買う")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"3個上に移動しました。「Robin」の上です。一番上です。"#)
        #expect(said.listMoveDown == #"下に移動しました。「牛乳を買う」の下です。全3項目中2番目です。"#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"1行上に移動しました。「Swan」の前です。1行目、3列目です。"#)
        #expect(said.gridMoveToCell == #"2行目、1列目に移動しました。「牛乳を買う」の次です。"#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2項目を上に移動しました。一番上です。"#)
        #expect(said.groupMoveOfFive == #"5項目を一番下に移動しました。"#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"「Done」に移動しました。「Swan」の下です。一番下です。"#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2項目をドロップしました。「Robin」の上です。一番上です。1項目をドロップできませんでした。"#)
        #expect(said.undoneTransfer == #"元の位置に戻しました。「Jay」の上です。"#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"上に移動"#, #"下に移動"#, #"5個上に移動"#, #"2個下に移動"#, #"一番上に移動"#, #"一番下に移動"#, #"「Done」に移動"#,
        ])
        #expect(said.gridActionNames == [
            #"左に移動"#, #"2個右に移動"#, #"1行上に移動"#, #"3行下に移動"#, #"先頭に移動"#, #"末尾に移動"#,
        ])
        #expect(said.undoActionNames == [#"「牛乳を買う」の移動"#, #"1項目の移動"#, #"3項目の移動"#, #"2項目のドロップ"#])
    }
}
