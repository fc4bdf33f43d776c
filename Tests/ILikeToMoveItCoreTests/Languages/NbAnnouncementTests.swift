import Testing

/// What a VoiceOver user hears in Norwegian Bokmål (`MoveStrings-nb.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Results are short participle sentences without a subject ("Flyttet opp.", "2 objekter
/// flyttet opp."); Bokmål's "flyttet" does not change with the item. Labels follow a preposition
/// and stay as they are; the undo names are lower-case noun phrases, as iOS puts them after
/// "Angre" ("Angre flytting av «Kjøp havremelk»").
@Suite struct NbAnnouncementTests {
    let said = LanguageSamples(language: "nb", phrase: "Kjøp havremelk")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Flyttet 3 plasser opp. Over Robin. Øverst."#)
        #expect(said.listMoveDown == #"Flyttet ned. Under Kjøp havremelk. Posisjon 2 av 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Flyttet én rad opp. Før Swan. Rad 1, kolonne 3."#)
        #expect(said.gridMoveToCell == #"Flyttet til rad 2, kolonne 1. Etter Kjøp havremelk."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 objekter flyttet opp. Øverst."#)
        #expect(said.groupMoveOfFive == #"5 objekter flyttet til bunnen."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Flyttet til Done. Under Swan. Nederst."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 objekter sluppet. Over Robin. Øverst. 1 objekt kunne ikke slippes."#)
        #expect(said.undoneTransfer == #"Flyttet tilbake. Over Jay."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Flytt opp"#, #"Flytt ned"#, #"Flytt 5 plasser opp"#, #"Flytt 2 plasser ned"#,
            #"Flytt til toppen"#, #"Flytt til bunnen"#, #"Flytt til Done"#,
        ])
        #expect(said.gridActionNames == [
            #"Flytt til venstre"#, #"Flytt 2 plasser til høyre"#, #"Flytt én rad opp"#, #"Flytt 3 rader ned"#,
            #"Flytt til starten"#, #"Flytt til slutten"#,
        ])
        #expect(said.undoActionNames == [
            #"flytting av «Kjøp havremelk»"#, #"flytting av 1 objekt"#, #"flytting av 3 objekter"#,
            #"slipp av 2 objekter"#,
        ])
    }
}
