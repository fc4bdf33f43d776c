import Testing

/// What a VoiceOver user hears in Korean (`MoveStrings-ko.json`), written out so a reader
/// of the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// The notice style of the system (이동됨), labels in ‘’ with no particle after them (을/를,
/// 이/가 and (으)로 depend on the name's last sound). The counted noun ends in the counter 개, so
/// moved items take 가 (항목 2개가 위로 이동됨), without which they are heard as a place ("above
/// the 2 items"); an app whose noun ends in a consonant ("사진 3장") needs 이 there. Rows moved
/// are a distance (3행만큼).
@Suite struct KoAnnouncementTests {
    let said = LanguageSamples(language: "ko", phrase: "귀리 우유 사기")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"3칸 위로 이동됨. ‘Robin’ 위. 맨 위."#)
        #expect(said.listMoveDown == #"아래로 이동됨. ‘귀리 우유 사기’ 아래. 3개 중 2번째."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"한 행 위로 이동됨. ‘Swan’ 앞. 1행 3열."#)
        #expect(said.gridMoveToCell == #"2행 1열로 이동됨. ‘귀리 우유 사기’ 다음."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"항목 2개가 위로 이동됨. 맨 위."#)
        #expect(said.groupMoveOfFive == #"항목 5개가 맨 아래로 이동됨."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"‘Done’ 섹션으로 이동됨. ‘Swan’ 아래. 맨 아래."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"항목 2개 드롭됨. ‘Robin’ 위. 맨 위. 항목 1개 드롭할 수 없음."#)
        #expect(said.undoneTransfer == #"원래 위치로 이동됨. ‘Jay’ 위."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"위로 이동"#, #"아래로 이동"#, #"5칸 위로 이동"#, #"2칸 아래로 이동"#,
            #"맨 위로 이동"#, #"맨 아래로 이동"#, #"‘Done’ 섹션으로 이동"#,
        ])
        #expect(said.gridActionNames == [
            #"왼쪽으로 이동"#, #"2칸 오른쪽으로 이동"#, #"한 행 위로 이동"#,
            #"3행만큼 아래로 이동"#, #"맨 처음으로 이동"#, #"맨 끝으로 이동"#,
        ])
        #expect(said.undoActionNames == [
            #"‘귀리 우유 사기’ 이동"#, #"항목 1개 이동"#, #"항목 3개 이동"#, #"항목 2개 드롭"#,
        ])
    }
}
