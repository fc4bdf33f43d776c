import Testing

/// What a VoiceOver user hears in Danish (`MoveStrings-da.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Results are short participle sentences without a subject ("Flyttet op.", "2 emner flyttet
/// op."), which do not change with the item. Labels follow a preposition and stay as they are;
/// the undo names are lower-case noun phrases, as iOS puts them after "Fortryd" and "Gentag"
/// ("Fortryd flytning af “Køb havremælk”").
@Suite struct DaAnnouncementTests {
    let said = LanguageSamples(language: "da", phrase: "Køb havremælk")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Flyttet 3 pladser op. Over Robin. Øverst."#)
        #expect(said.listMoveDown == #"Flyttet ned. Under Køb havremælk. Position 2 af 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Flyttet en række op. Før Swan. Række 1, kolonne 3."#)
        #expect(said.gridMoveToCell == #"Flyttet til række 2, kolonne 1. Efter Køb havremælk."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 emner flyttet op. Øverst."#)
        #expect(said.groupMoveOfFive == #"5 emner flyttet til bunden."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Flyttet til Done. Under Swan. Nederst."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 emner sluppet. Over Robin. Øverst. 1 emne kunne ikke slippes."#)
        #expect(said.undoneTransfer == #"Flyttet tilbage. Over Jay."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Flyt op"#, #"Flyt ned"#, #"Flyt 5 pladser op"#, #"Flyt 2 pladser ned"#, #"Flyt til toppen"#,
            #"Flyt til bunden"#, #"Flyt til Done"#,
        ])
        #expect(said.gridActionNames == [
            #"Flyt til venstre"#, #"Flyt 2 pladser til højre"#, #"Flyt en række op"#, #"Flyt 3 rækker ned"#,
            #"Flyt til starten"#, #"Flyt til slutningen"#,
        ])
        #expect(said.undoActionNames == [
            #"flytning af “Køb havremælk”"#, #"flytning af 1 emne"#, #"flytning af 3 emner"#,
            #"slip af 2 emner"#,
        ])
    }
}
