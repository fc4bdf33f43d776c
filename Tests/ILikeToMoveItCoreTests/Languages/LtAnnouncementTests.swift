import Testing

/// What a VoiceOver user hears in Lithuanian (`MoveStrings-lt.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Impersonal neuter participles throughout ("Perkelta"), so nothing agrees with the item's
/// gender. Labels stay in the nominative: in „…“ after a noun that takes the case ("Aukščiau
/// elemento „Robin“"), or after a colon ("Pašalinta: Robin."); counted items follow a colon
/// in the nominative ("Perkelta aukštyn: 2 elementai."), so an app's own noun needs only its
/// counting forms. Action names are infinitives ("Perkelti aukštyn"); the undo names are in the
/// accusative, the object of the system's undo verb ("perkėlimą").
@Suite struct LtAnnouncementTests {
    let said = LanguageSamples(language: "lt", phrase: "Nupirkti avižų pieno")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Perkelta aukštyn per 3 pozicijas. Aukščiau elemento „Robin“. Sąrašo viršuje."#)
        #expect(said.listMoveDown == #"Perkelta žemyn. Žemiau elemento „Nupirkti avižų pieno“. Pozicija 2 iš 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Perkelta aukštyn per vieną eilutę. Prieš elementą „Swan“. Eilutė 1, stulpelis 3."#)
        #expect(said.gridMoveToCell == #"Perkelta į eilutę 2, stulpelį 1. Po elemento „Nupirkti avižų pieno“."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Perkelta aukštyn: 2 elementai. Sąrašo viršuje."#)
        #expect(said.groupMoveOfFive == #"Perkelta į sąrašo apačią: 5 elementai."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Perkelta į skyrių „Done“. Žemiau elemento „Swan“. Sąrašo apačioje."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Numesta: 2 elementai. Aukščiau elemento „Robin“. Sąrašo viršuje. Nepavyko numesti: 1 elementas."#)
        #expect(said.undoneTransfer == #"Grąžinta atgal. Aukščiau elemento „Jay“."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Perkelti aukštyn"#, #"Perkelti žemyn"#,
            #"Perkelti aukštyn per 5 pozicijas"#, #"Perkelti žemyn per 2 pozicijas"#,
            #"Perkelti į sąrašo viršų"#, #"Perkelti į sąrašo apačią"#,
            #"Perkelti į skyrių „Done“"#,
        ])
        #expect(said.gridActionNames == [
            #"Perkelti į kairę"#, #"Perkelti į dešinę per 2 pozicijas"#,
            #"Perkelti aukštyn per vieną eilutę"#, #"Perkelti žemyn per 3 eilutes"#,
            #"Perkelti į pradžią"#, #"Perkelti į pabaigą"#,
        ])
        #expect(said.undoActionNames == [
            #"perkėlimą: Nupirkti avižų pieno"#, #"perkėlimą: 1 elementas"#,
            #"perkėlimą: 3 elementai"#, #"numetimą: 2 elementai"#,
        ])
    }
}
