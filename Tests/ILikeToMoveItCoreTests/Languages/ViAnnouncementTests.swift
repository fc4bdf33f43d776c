import Testing

/// What a VoiceOver user hears in Vietnamese (`MoveStrings-vi.json`), written out so a reader
/// of the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Vietnamese neither inflects nor agrees: a label stands as it is, after a preposition.
@Suite struct ViAnnouncementTests {
    let said = LanguageSamples(language: "vi", phrase: "Mua sữa yến mạch")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Đã di chuyển lên 3 vị trí. Ở trên Robin. Ở trên cùng."#)
        #expect(said.listMoveDown == #"Đã di chuyển xuống. Ở dưới Mua sữa yến mạch. Vị trí 2 trên 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Đã di chuyển lên một hàng. Ở trước Swan. Hàng 1, cột 3."#)
        #expect(said.gridMoveToCell == #"Đã di chuyển đến hàng 2, cột 1. Ở sau Mua sữa yến mạch."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Đã di chuyển 2 mục lên. Ở trên cùng."#)
        #expect(said.groupMoveOfFive == #"Đã di chuyển 5 mục xuống dưới cùng."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Đã di chuyển đến Done. Ở dưới Swan. Ở dưới cùng."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Đã thả 2 mục. Ở trên Robin. Ở trên cùng. Không thể thả 1 mục."#)
        #expect(said.undoneTransfer == #"Đã đưa về vị trí cũ. Ở trên Jay."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Di chuyển lên"#, #"Di chuyển xuống"#, #"Di chuyển lên 5 vị trí"#, #"Di chuyển xuống 2 vị trí"#,
            #"Di chuyển lên trên cùng"#, #"Di chuyển xuống dưới cùng"#, #"Di chuyển đến Done"#,
        ])
        #expect(said.gridActionNames == [
            #"Di chuyển sang trái"#, #"Di chuyển sang phải 2 vị trí"#, #"Di chuyển lên một hàng"#,
            #"Di chuyển xuống 3 hàng"#, #"Di chuyển về vị trí đầu tiên"#, #"Di chuyển về vị trí cuối cùng"#,
        ])
        #expect(said.undoActionNames == [
            #"Di chuyển Mua sữa yến mạch"#, #"Di chuyển 1 mục"#, #"Di chuyển 3 mục"#, #"Thả 2 mục"#,
        ])
    }
}
