import Testing

/// What a VoiceOver user hears in Telugu (`MoveStrings-te.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// The verbs are the passive (తరలించబడింది), plural where a counted noun is the subject (2 అంశాలు
/// … తరలించబడ్డాయి); action names are the imperative Telugu menus use (తరలించు). A label stands in
/// quotation marks before a postposition or noun, uninflected (“Robin” పైన, “Done” విభాగానికి):
/// a neighbour is named from the moved item's side, as English does. A distance has a subject
/// (అంశం 3 స్థానాలు …), so the places are not heard as what moved. The undo names are gerunds
/// (తరలించడం).
@Suite struct TeAnnouncementTests {
    let said = LanguageSamples(language: "te", phrase: "ఓట్ పాలు కొనాలి")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"అంశం 3 స్థానాలు పైకి తరలించబడింది. “Robin” పైన. అన్నిటికంటే పైన."#)
        #expect(said.listMoveDown == #"కిందికి తరలించబడింది. “ఓట్ పాలు కొనాలి” కింద. స్థానం 2, మొత్తం 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"ఒక అడ్డు వరుస పైకి తరలించబడింది. “Swan” కంటే ముందు. అడ్డు వరుస 1, నిలువు వరుస 3."#)
        #expect(said.gridMoveToCell == #"అడ్డు వరుస 2, నిలువు వరుస 1 స్థానానికి తరలించబడింది. “ఓట్ పాలు కొనాలి” తర్వాత."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 అంశాలు పైకి తరలించబడ్డాయి. అన్నిటికంటే పైన."#)
        #expect(said.groupMoveOfFive == #"5 అంశాలు అన్నిటికంటే కిందికి తరలించబడ్డాయి."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"“Done” విభాగానికి తరలించబడింది. “Swan” కింద. అన్నిటికంటే కింద."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 అంశాలు వదలబడ్డాయి. “Robin” పైన. అన్నిటికంటే పైన. 1 అంశం వదలడం సాధ్యపడలేదు."#)
        #expect(said.undoneTransfer == #"మునుపటి స్థానానికి తిరిగి తరలించబడింది. “Jay” పైన."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"పైకి తరలించు"#, #"కిందికి తరలించు"#, #"5 స్థానాలు పైకి తరలించు"#, #"2 స్థానాలు కిందికి తరలించు"#,
            #"అన్నిటికంటే పైకి తరలించు"#, #"అన్నిటికంటే కిందికి తరలించు"#, #"“Done” విభాగానికి తరలించు"#,
        ])
        #expect(said.gridActionNames == [
            #"ఎడమకు తరలించు"#, #"2 స్థానాలు కుడికి తరలించు"#, #"ఒక అడ్డు వరుస పైకి తరలించు"#,
            #"3 అడ్డు వరుసలు కిందికి తరలించు"#, #"ప్రారంభానికి తరలించు"#, #"చివరి స్థానానికి తరలించు"#,
        ])
        #expect(said.undoActionNames == [
            #"“ఓట్ పాలు కొనాలి” తరలించడం"#, #"1 అంశం తరలించడం"#,
            #"3 అంశాలు తరలించడం"#, #"2 అంశాలు వదలడం"#,
        ])
    }
}
