import Testing

/// What a VoiceOver user hears in Dutch (`MoveStrings-nl.json`), written out so a reader of the
/// language can review every sentence in one place (see `LanguageSamples` for what each sample
/// does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Participles without a subject ("Omhoog verplaatst."), which Dutch does not inflect; Apple's
/// words ("onderdeel", "verplaats", "neerzetten"); labels in the single quotation marks Apple's
/// Dutch uses; action names in the imperative of Apple's Dutch menus; undo names as the Edit
/// menu puts them after "Herstel" ("Herstel ‘Havermelk kopen’ verplaatsen").
@Suite struct NlAnnouncementTests {
    let said = LanguageSamples(language: "nl", phrase: "Havermelk kopen")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"3 posities omhoog verplaatst. Boven ‘Robin’. Bovenaan."#)
        #expect(said.listMoveDown == #"Omlaag verplaatst. Onder ‘Havermelk kopen’. Positie 2 van 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Eén rij omhoog verplaatst. Vóór ‘Swan’. Rij 1, kolom 3."#)
        #expect(said.gridMoveToCell == #"Verplaatst naar rij 2, kolom 1. Na ‘Havermelk kopen’."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 onderdelen omhoog verplaatst. Bovenaan."#)
        #expect(said.groupMoveOfFive == #"5 onderdelen helemaal naar beneden verplaatst."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Verplaatst naar ‘Done’. Onder ‘Swan’. Onderaan."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 onderdelen neergezet. Boven ‘Robin’. Bovenaan. 1 onderdeel kon niet worden neergezet."#)
        #expect(said.undoneTransfer == #"Teruggezet. Boven ‘Jay’."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Verplaats omhoog"#, #"Verplaats omlaag"#, #"Verplaats 5 posities omhoog"#,
            #"Verplaats 2 posities omlaag"#, #"Verplaats helemaal naar boven"#, #"Verplaats helemaal naar beneden"#,
            #"Verplaats naar ‘Done’"#,
        ])
        #expect(said.gridActionNames == [
            #"Verplaats naar links"#, #"Verplaats 2 posities naar rechts"#, #"Verplaats één rij omhoog"#,
            #"Verplaats 3 rijen omlaag"#, #"Verplaats naar het begin"#, #"Verplaats naar het einde"#,
        ])
        #expect(said.undoActionNames == [
            #"‘Havermelk kopen’ verplaatsen"#, #"1 onderdeel verplaatsen"#,
            #"3 onderdelen verplaatsen"#, #"2 onderdelen neerzetten"#,
        ])
    }
}
