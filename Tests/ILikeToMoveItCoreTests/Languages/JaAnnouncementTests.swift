import Testing

/// What a VoiceOver user hears in Japanese (`MoveStrings-ja.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Resources/TRANSLATING.md`).
///
/// This is what the table says before its revision (TRANSLATING.md lists what a native review
/// found: 件の項目, 元のリスト, 移動していません, 後, labels without 「」).
@Suite struct JaAnnouncementTests {
    let said = LanguageSamples(language: "ja", phrase: "牛乳を買う")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"3個上に移動しました。Robinの上です。一番上です。"#)
        #expect(said.listMoveDown == #"下に移動しました。牛乳を買うの下です。3件中2番目です。"#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"1行上に移動しました。Swanの前です。1行目、3列目です。"#)
        #expect(said.gridMoveToCell == #"2行目、1列目に移動しました。牛乳を買うの後です。"#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2件の項目を上に移動しました。一番上です。"#)
        #expect(said.groupMoveOfFive == #"5件の項目を一番下に移動しました。"#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Doneに移動しました。Swanの下です。一番下です。"#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2件の項目をドロップしました。Robinの上です。一番上です。1件の項目をドロップできませんでした。"#)
        #expect(said.undoneTransfer == #"元のリストに戻しました。Jayの上です。"#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"上に移動"#, #"下に移動"#, #"5個上に移動"#, #"2個下に移動"#, #"一番上に移動"#, #"一番下に移動"#, #"Doneに移動"#,
        ])
        #expect(said.gridActionNames == [
            #"左に移動"#, #"2個右に移動"#, #"1行上に移動"#, #"3行下に移動"#, #"先頭に移動"#, #"末尾に移動"#,
        ])
        #expect(said.undoActionNames == [#"「牛乳を買う」を移動"#, #"1件の項目を移動"#, #"3件の項目を移動"#, #"2件の項目をドロップ"#])
    }
}
