import Testing

/// What a VoiceOver user hears in Hebrew (`MoveStrings-he.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// The verbs are the impersonal past passive (הוזז, הועבר), with the plural (הוזזו) where a
/// counted noun is the subject; action names are the imperative Apple's Hebrew uses in menus (הזז).
/// A label follows a separate word (מעל, לפני, אחרי, אל), or ל- with the hyphen Hebrew writes
/// before a name it cannot join (מתחת ל-Robin), so a Latin name reads whole inside the sentence. One
/// and two say the number in words (פריט אחד, שני פריטים), so the voice says them right.
@Suite struct HeAnnouncementTests {
    let said = LanguageSamples(language: "he", phrase: "לקנות חלב שיבולת שועל")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"הוזז 3 מקומות למעלה. מעל Robin. בראש הרשימה."#)
        #expect(said.listMoveDown == #"הוזז למטה. מתחת ל-לקנות חלב שיבולת שועל. מיקום 2 מתוך 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"הוזז שורה אחת למעלה. לפני Swan. שורה 1, עמודה 3."#)
        #expect(said.gridMoveToCell == #"הוזז לשורה 2, עמודה 1. אחרי לקנות חלב שיבולת שועל."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"הוזזו שני פריטים למעלה. בראש הרשימה."#)
        #expect(said.groupMoveOfFive == #"הוזזו 5 פריטים לתחתית הרשימה."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"הועבר אל Done. מתחת ל-Swan. בתחתית הרשימה."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"שוחררו שני פריטים. מעל Robin. בראש הרשימה. לא ניתן היה לשחרר פריט אחד."#)
        #expect(said.undoneTransfer == #"הוחזר למקום הקודם. מעל Jay."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"הזז למעלה"#, #"הזז למטה"#, #"הזז 5 מקומות למעלה"#, #"הזז שני מקומות למטה"#,
            #"הזז לראש הרשימה"#, #"הזז לתחתית הרשימה"#, #"העבר אל Done"#,
        ])
        #expect(said.gridActionNames == [
            #"הזז שמאלה"#, #"הזז שני מקומות ימינה"#, #"הזז שורה אחת למעלה"#,
            #"הזז 3 שורות למטה"#, #"הזז להתחלה"#, #"הזז לסוף"#,
        ])
        #expect(said.undoActionNames == [
            #"הזזת לקנות חלב שיבולת שועל"#, #"הזזת פריט אחד"#,
            #"הזזת 3 פריטים"#, #"שחרור שני פריטים"#,
        ])
    }
}
