import Testing

/// What a VoiceOver user hears in Thai (`MoveStrings-th.json`), written out so a reader
/// of the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// No sentence-final mark: a space is the pause between sentences. Labels stand in “” so a
/// Thai phrase, written without spaces, does not run into the words around it.
@Suite struct ThAnnouncementTests {
    let said = LanguageSamples(language: "th", phrase: "ซื้อนมโอ๊ต")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"ย้ายขึ้น 3 ตำแหน่งแล้ว อยู่เหนือ “Robin” อยู่บนสุด"#)
        #expect(said.listMoveDown == #"ย้ายลงแล้ว อยู่ใต้ “ซื้อนมโอ๊ต” ลำดับที่ 2 จาก 3"#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"ย้ายขึ้น 1 แถวแล้ว อยู่ก่อน “Swan” แถว 1 คอลัมน์ 3"#)
        #expect(said.gridMoveToCell == #"ย้ายไปแถว 2 คอลัมน์ 1 แล้ว อยู่ถัดจาก “ซื้อนมโอ๊ต”"#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"ย้าย 2 รายการขึ้นแล้ว อยู่บนสุด"#)
        #expect(said.groupMoveOfFive == #"ย้าย 5 รายการไปล่างสุดแล้ว"#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"ย้ายไปที่ “Done” แล้ว อยู่ใต้ “Swan” อยู่ล่างสุด"#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"วาง 2 รายการแล้ว อยู่เหนือ “Robin” อยู่บนสุด ไม่สามารถวาง 1 รายการได้"#)
        #expect(said.undoneTransfer == #"ย้ายกลับที่เดิมแล้ว อยู่เหนือ “Jay”"#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"ย้ายขึ้น"#, #"ย้ายลง"#, #"ย้ายขึ้น 5 ตำแหน่ง"#, #"ย้ายลง 2 ตำแหน่ง"#,
            #"ย้ายไปบนสุด"#, #"ย้ายไปล่างสุด"#, #"ย้ายไปที่ “Done”"#,
        ])
        #expect(said.gridActionNames == [
            #"ย้ายไปทางซ้าย"#, #"ย้ายไปทางขวา 2 ตำแหน่ง"#, #"ย้ายขึ้น 1 แถว"#,
            #"ย้ายลง 3 แถว"#, #"ย้ายไปตำแหน่งแรก"#, #"ย้ายไปตำแหน่งสุดท้าย"#,
        ])
        #expect(said.undoActionNames == [
            #"ย้าย “ซื้อนมโอ๊ต”"#, #"ย้าย 1 รายการ"#, #"ย้าย 3 รายการ"#, #"วาง 2 รายการ"#,
        ])
    }
}
