import Testing

/// What a VoiceOver user hears in Traditional Chinese (`MoveStrings-zh-Hant.json`), written out so a reader
/// of the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Labels stand in 「」, the count is in the noun ("2個項目"), sentences end with 。 and join
/// without a space; a row is 列 and a column 欄, as Taiwan and Hong Kong read a table (the
/// table also serves zh-HK).
@Suite struct ZhHantAnnouncementTests {
    let said = LanguageSamples(language: "zh-Hant", phrase: "買燕麥奶")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"已上移3個位置。位於「Robin」上方。位於最上方。"#)
        #expect(said.listMoveDown == #"已下移。位於「買燕麥奶」下方。第2項，共3項。"#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"已上移一列。位於「Swan」之前。第1列，第3欄。"#)
        #expect(said.gridMoveToCell == #"已移至第2列第1欄。位於「買燕麥奶」之後。"#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"已將2個項目上移。位於最上方。"#)
        #expect(said.groupMoveOfFive == #"已將5個項目移至最下方。"#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"已移至「Done」。位於「Swan」下方。位於最下方。"#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"已拖放2個項目。位於「Robin」上方。位於最上方。無法拖放1個項目。"#)
        #expect(said.undoneTransfer == #"已移回原位。位於「Jay」上方。"#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"上移"#, #"下移"#, #"上移5個位置"#, #"下移2個位置"#,
            #"移至最上方"#, #"移至最下方"#, #"移至「Done」"#,
        ])
        #expect(said.gridActionNames == [
            #"左移"#, #"右移2個位置"#, #"上移一列"#,
            #"下移3列"#, #"移至開頭"#, #"移至結尾"#,
        ])
        #expect(said.undoActionNames == [
            #"移動「買燕麥奶」"#, #"移動1個項目"#, #"移動3個項目"#, #"拖放2個項目"#,
        ])
    }
}
