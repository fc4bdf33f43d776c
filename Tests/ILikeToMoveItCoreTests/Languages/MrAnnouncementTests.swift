import Testing

/// What a VoiceOver user hears in Marathi (`MoveStrings-mr.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// A moved item is said in the impersonal past (हलवले), which agrees with no item; counted items
/// agree with आयटम (1 आयटम … हलवला, 2 आयटम … हलवले); action names are the polite imperative
/// (हलवा). A neighbour's label follows a colon after "this" (याच्या खाली: Robin, "below this:
/// Robin"), so it never takes च्या or an oblique ending; elsewhere it stands in quotation marks
/// before a noun or verb (“Done” विभागात). Marathi ends its sentences with a full stop.
@Suite struct MrAnnouncementTests {
    let said = LanguageSamples(language: "mr", phrase: "ओट मिल्क विकत घेणे")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"3 स्थाने वर हलवले. याच्या खाली: Robin. सर्वात वर."#)
        #expect(said.listMoveDown == #"खाली हलवले. याच्या वर: ओट मिल्क विकत घेणे. स्थान 2, एकूण 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"एक पंक्ती वर हलवले. याच्या नंतर: Swan. पंक्ती 1, स्तंभ 3."#)
        #expect(said.gridMoveToCell == #"पंक्ती 2, स्तंभ 1 येथे हलवले. याच्या आधी: ओट मिल्क विकत घेणे."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 आयटम वर हलवले. सर्वात वर."#)
        #expect(said.groupMoveOfFive == #"5 आयटम सर्वात खाली हलवले."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"“Done” विभागात हलवले. याच्या वर: Swan. सर्वात खाली."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 आयटम ड्रॉप केले. याच्या खाली: Robin. सर्वात वर. 1 आयटम ड्रॉप करता आला नाही."#)
        #expect(said.undoneTransfer == #"पूर्वीच्या स्थानी परत हलवले. याच्या खाली: Jay."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"वर हलवा"#, #"खाली हलवा"#, #"5 स्थाने वर हलवा"#, #"2 स्थाने खाली हलवा"#,
            #"सर्वात वर हलवा"#, #"सर्वात खाली हलवा"#, #"“Done” विभागात हलवा"#,
        ])
        #expect(said.gridActionNames == [
            #"डावीकडे हलवा"#, #"2 स्थाने उजवीकडे हलवा"#, #"एक पंक्ती वर हलवा"#,
            #"3 पंक्ती खाली हलवा"#, #"सुरुवातीला हलवा"#, #"शेवटी हलवा"#,
        ])
        #expect(said.undoActionNames == [
            #"“ओट मिल्क विकत घेणे” हलवणे"#, #"1 आयटम हलवणे"#,
            #"3 आयटम हलवणे"#, #"2 आयटम ड्रॉप करणे"#,
        ])
    }
}
