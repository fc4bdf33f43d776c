import Testing

/// What a VoiceOver user hears in Simplified Chinese (`MoveStrings-zh-Hans.json`), written out so a reader
/// of the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Labels stand in “”, the count is in the noun ("2个项目"), sentences end with 。 and join
/// without a space; rows are 行 and columns 列, as in mainland spreadsheets.
@Suite struct ZhHansAnnouncementTests {
    let said = LanguageSamples(language: "zh-Hans", phrase: "买燕麦奶")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"已上移3个位置。位于“Robin”上方。位于顶部。"#)
        #expect(said.listMoveDown == #"已下移。位于“买燕麦奶”下方。第2项，共3项。"#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"已上移一行。位于“Swan”之前。第1行，第3列。"#)
        #expect(said.gridMoveToCell == #"已移到第2行第1列。位于“买燕麦奶”之后。"#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"已将2个项目上移。位于顶部。"#)
        #expect(said.groupMoveOfFive == #"已将5个项目移到底部。"#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"已移到“Done”。位于“Swan”下方。位于底部。"#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"已拖放2个项目。位于“Robin”上方。位于顶部。无法拖放1个项目。"#)
        #expect(said.undoneTransfer == #"已移回原位。位于“Jay”上方。"#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"上移"#, #"下移"#, #"上移5个位置"#, #"下移2个位置"#,
            #"移到顶部"#, #"移到底部"#, #"移到“Done”"#,
        ])
        #expect(said.gridActionNames == [
            #"左移"#, #"右移2个位置"#, #"上移一行"#,
            #"下移3行"#, #"移到开头"#, #"移到末尾"#,
        ])
        #expect(said.undoActionNames == [
            #"移动“买燕麦奶”"#, #"移动1个项目"#, #"移动3个项目"#, #"拖放2个项目"#,
        ])
    }
}
