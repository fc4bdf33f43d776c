import Testing

/// What a VoiceOver user hears in English (`MoveStrings-en.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
@Suite struct EnAnnouncementTests {
    let said = LanguageSamples(language: "en", phrase: "Buy oat milk")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Moved up by 3. Above Robin. At top."#)
        #expect(said.listMoveDown == #"Moved down. Below Buy oat milk. Position 2 of 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Moved up a row. Before Swan. Row 1, column 3."#)
        #expect(said.gridMoveToCell == #"Moved to row 2, column 1. After Buy oat milk."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Moved 2 items up. At top."#)
        #expect(said.groupMoveOfFive == #"Moved 5 items to bottom."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Moved to Done. Below Swan. At bottom."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Dropped 2 items. Above Robin. At top. 1 item could not be dropped."#)
        #expect(said.undoneTransfer == #"Moved back. Above Jay."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Move up"#, #"Move down"#, #"Move up by 5"#, #"Move down by 2"#, #"Move to top"#, #"Move to bottom"#,
            #"Move to Done"#,
        ])
        #expect(said.gridActionNames == [
            #"Move left"#, #"Move right by 2"#, #"Move up a row"#, #"Move down by 3 rows"#, #"Move to start"#,
            #"Move to end"#,
        ])
        #expect(said.undoActionNames == [#"Move Buy oat milk"#, #"Move 1 item"#, #"Move 3 items"#, #"Drop 2 items"#])
    }
}
