import Testing

/// What a VoiceOver user hears in Kannada (`MoveStrings-kn.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// The verbs are the impersonal passive (ಸರಿಸಲಾಗಿದೆ), which agrees with nothing; its object, the
/// counted noun, is in the accusative (2 ಐಟಂಗಳನ್ನು), as every sentence and name that counts items
/// uses it; action names are the polite imperative (ಸರಿಸಿ). A neighbour's label follows a colon
/// after "this" (ಇದರ ಕೆಳಗೆ: Robin, "below this: Robin"), so it never takes a case ending whose form
/// depends on its last sound; the undo name marks it with the quotative ಎಂಬುದನ್ನು.
@Suite struct KnAnnouncementTests {
    let said = LanguageSamples(language: "kn", phrase: "ಓಟ್ ಹಾಲು ಖರೀದಿಸಿ")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"3 ಸ್ಥಾನಗಳಷ್ಟು ಮೇಲಕ್ಕೆ ಸರಿಸಲಾಗಿದೆ. ಇದರ ಕೆಳಗೆ: Robin. ಎಲ್ಲಕ್ಕಿಂತ ಮೇಲೆ."#)
        #expect(said.listMoveDown == #"ಕೆಳಕ್ಕೆ ಸರಿಸಲಾಗಿದೆ. ಇದರ ಮೇಲೆ: ಓಟ್ ಹಾಲು ಖರೀದಿಸಿ. ಸ್ಥಾನ 2, ಒಟ್ಟು 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"ಒಂದು ಸಾಲಿನಷ್ಟು ಮೇಲಕ್ಕೆ ಸರಿಸಲಾಗಿದೆ. ಇದರ ನಂತರ: Swan. ಸಾಲು 1, ಕಾಲಮ್ 3."#)
        #expect(said.gridMoveToCell == #"ಸಾಲು 2, ಕಾಲಮ್ 1 ಸ್ಥಾನಕ್ಕೆ ಸರಿಸಲಾಗಿದೆ. ಇದಕ್ಕಿಂತ ಮೊದಲು: ಓಟ್ ಹಾಲು ಖರೀದಿಸಿ."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 ಐಟಂಗಳನ್ನು ಮೇಲಕ್ಕೆ ಸರಿಸಲಾಗಿದೆ. ಎಲ್ಲಕ್ಕಿಂತ ಮೇಲೆ."#)
        #expect(said.groupMoveOfFive == #"5 ಐಟಂಗಳನ್ನು ಎಲ್ಲಕ್ಕಿಂತ ಕೆಳಕ್ಕೆ ಸರಿಸಲಾಗಿದೆ."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"“Done” ವಿಭಾಗಕ್ಕೆ ಸರಿಸಲಾಗಿದೆ. ಇದರ ಮೇಲೆ: Swan. ಎಲ್ಲಕ್ಕಿಂತ ಕೆಳಗೆ."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 ಐಟಂಗಳನ್ನು ಡ್ರಾಪ್ ಮಾಡಲಾಗಿದೆ. ಇದರ ಕೆಳಗೆ: Robin. ಎಲ್ಲಕ್ಕಿಂತ ಮೇಲೆ. 1 ಐಟಂ ಅನ್ನು ಡ್ರಾಪ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ."#)
        #expect(said.undoneTransfer == #"ಹಿಂದಿನ ಸ್ಥಾನಕ್ಕೆ ಮರಳಿ ಸರಿಸಲಾಗಿದೆ. ಇದರ ಕೆಳಗೆ: Jay."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"ಮೇಲಕ್ಕೆ ಸರಿಸಿ"#, #"ಕೆಳಕ್ಕೆ ಸರಿಸಿ"#, #"5 ಸ್ಥಾನಗಳಷ್ಟು ಮೇಲಕ್ಕೆ ಸರಿಸಿ"#, #"2 ಸ್ಥಾನಗಳಷ್ಟು ಕೆಳಕ್ಕೆ ಸರಿಸಿ"#,
            #"ಎಲ್ಲಕ್ಕಿಂತ ಮೇಲಕ್ಕೆ ಸರಿಸಿ"#, #"ಎಲ್ಲಕ್ಕಿಂತ ಕೆಳಕ್ಕೆ ಸರಿಸಿ"#, #"“Done” ವಿಭಾಗಕ್ಕೆ ಸರಿಸಿ"#,
        ])
        #expect(said.gridActionNames == [
            #"ಎಡಕ್ಕೆ ಸರಿಸಿ"#, #"2 ಸ್ಥಾನಗಳಷ್ಟು ಬಲಕ್ಕೆ ಸರಿಸಿ"#, #"ಒಂದು ಸಾಲಿನಷ್ಟು ಮೇಲಕ್ಕೆ ಸರಿಸಿ"#,
            #"3 ಸಾಲುಗಳಷ್ಟು ಕೆಳಕ್ಕೆ ಸರಿಸಿ"#, #"ಆರಂಭಕ್ಕೆ ಸರಿಸಿ"#, #"ಕೊನೆಗೆ ಸರಿಸಿ"#,
        ])
        #expect(said.undoActionNames == [
            #"ಓಟ್ ಹಾಲು ಖರೀದಿಸಿ ಎಂಬುದನ್ನು ಸರಿಸುವುದು"#, #"1 ಐಟಂ ಅನ್ನು ಸರಿಸುವುದು"#,
            #"3 ಐಟಂಗಳನ್ನು ಸರಿಸುವುದು"#, #"2 ಐಟಂಗಳನ್ನು ಡ್ರಾಪ್ ಮಾಡುವುದು"#,
        ])
    }
}
