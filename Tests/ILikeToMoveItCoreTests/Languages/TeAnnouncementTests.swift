import Testing

/// What a VoiceOver user hears in Telugu (`MoveStrings-te.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Resources/TRANSLATING.md`).
///
/// The verbs are the passive (తరలించబడింది), plural where a counted noun is the subject (2 అంశాలు
/// … తరలించబడ్డాయి); action names are the imperative Telugu menus use (తరలించు). A neighbour's
/// label follows a colon after "this" (దీని కింద: Robin, "below this: Robin"), so it never takes
/// a case ending or stands before a postposition; elsewhere it stands in quotation marks before
/// a noun or verb (“Done” విభాగానికి). The undo names are gerunds (తరలించడం).
@Suite struct TeAnnouncementTests {
    let said = LanguageSamples(language: "te", phrase: "ఓట్ పాలు కొనాలి")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"3 స్థానాలు పైకి తరలించబడింది. దీని కింద: Robin. అన్నిటికంటే పైన."#)
        #expect(said.listMoveDown == #"కిందికి తరలించబడింది. దీని పైన: ఓట్ పాలు కొనాలి. స్థానం 2, మొత్తం 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"ఒక అడ్డు వరుస పైకి తరలించబడింది. దీని తర్వాత: Swan. అడ్డు వరుస 1, నిలువు వరుస 3."#)
        #expect(said.gridMoveToCell == #"అడ్డు వరుస 2, నిలువు వరుస 1 స్థానానికి తరలించబడింది. దీనికి ముందు: ఓట్ పాలు కొనాలి."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 అంశాలు పైకి తరలించబడ్డాయి. అన్నిటికంటే పైన."#)
        #expect(said.groupMoveOfFive == #"5 అంశాలు అన్నిటికంటే కిందికి తరలించబడ్డాయి."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"“Done” విభాగానికి తరలించబడింది. దీని పైన: Swan. అన్నిటికంటే కింద."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 అంశాలు వదలబడ్డాయి. దీని కింద: Robin. అన్నిటికంటే పైన. 1 అంశం వదలడం సాధ్యపడలేదు."#)
        #expect(said.undoneTransfer == #"మునుపటి స్థానానికి తిరిగి తరలించబడింది. దీని కింద: Jay."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"పైకి తరలించు"#, #"కిందికి తరలించు"#, #"5 స్థానాలు పైకి తరలించు"#, #"2 స్థానాలు కిందికి తరలించు"#,
            #"అన్నిటికంటే పైకి తరలించు"#, #"అన్నిటికంటే కిందికి తరలించు"#, #"“Done” విభాగానికి తరలించు"#,
        ])
        #expect(said.gridActionNames == [
            #"ఎడమకు తరలించు"#, #"2 స్థానాలు కుడికి తరలించు"#, #"ఒక అడ్డు వరుస పైకి తరలించు"#,
            #"3 అడ్డు వరుసలు కిందికి తరలించు"#, #"ప్రారంభానికి తరలించు"#, #"చివరకు తరలించు"#,
        ])
        #expect(said.undoActionNames == [
            #"“ఓట్ పాలు కొనాలి” తరలించడం"#, #"1 అంశం తరలించడం"#,
            #"3 అంశాలు తరలించడం"#, #"2 అంశాలు వదలడం"#,
        ])
    }
}
