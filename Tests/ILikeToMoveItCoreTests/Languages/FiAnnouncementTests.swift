import Testing

/// What a VoiceOver user hears in Finnish (`MoveStrings-fi.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Labels are never inflected: they stand in quotation marks in apposition to the word
/// "kohde", which takes the case ("Kohteen ”Robin” yläpuolella.", "Ennen kohdetta ”Swan”."),
/// or after a colon in the undo names. Moves are told with the intransitive "siirtyi", so a
/// count of places or rows is a measure ("Siirtyi 3 riviä ylös."), not an object; "{items}" is
/// always in the form a subject or object takes after a number ("1 kohde", "2 kohdetta").
/// Actions are imperatives ("Siirrä ylös"); the undo names are nouns, as iOS puts them after
/// "Kumoa" ("Kumoa siirto: ”Osta kauramaitoa”"). A drop is "pudottaa" (vedä ja pudota).
@Suite struct FiAnnouncementTests {
    let said = LanguageSamples(language: "fi", phrase: "Osta kauramaitoa")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Siirtyi 3 paikkaa ylös. Kohteen ”Robin” yläpuolella. Ylimpänä."#)
        #expect(said.listMoveDown == #"Siirtyi alas. Kohteen ”Osta kauramaitoa” alapuolella. Paikka 2, yhteensä 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Siirtyi yhden rivin ylös. Ennen kohdetta ”Swan”. Rivi 1, sarake 3."#)
        #expect(said.gridMoveToCell == #"Siirtyi riville 2, sarakkeeseen 1. Kohteen ”Osta kauramaitoa” jälkeen."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 kohdetta siirtyi ylös. Ylimpänä."#)
        #expect(said.groupMoveOfFive == #"5 kohdetta siirtyi alimmaksi."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Siirtyi osioon ”Done”. Kohteen ”Swan” alapuolella. Alimpana."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 kohdetta pudotettiin. Kohteen ”Robin” yläpuolella. Ylimpänä. Pudottaminen epäonnistui: 1 kohde."#)
        #expect(said.undoneTransfer == #"Palasi paikalleen. Kohteen ”Jay” yläpuolella."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Siirrä ylös"#, #"Siirrä alas"#, #"Siirrä 5 paikkaa ylös"#, #"Siirrä 2 paikkaa alas"#,
            #"Siirrä ylimmäksi"#, #"Siirrä alimmaksi"#, #"Siirrä osioon ”Done”"#,
        ])
        #expect(said.gridActionNames == [
            #"Siirrä vasemmalle"#, #"Siirrä 2 paikkaa oikealle"#, #"Siirrä rivin verran ylös"#,
            #"Siirrä 3 riviä alas"#, #"Siirrä alkuun"#, #"Siirrä loppuun"#,
        ])
        #expect(said.undoActionNames == [
            #"siirto: ”Osta kauramaitoa”"#, #"siirto: 1 kohde"#, #"siirto: 3 kohdetta"#,
            #"pudotus: 2 kohdetta"#,
        ])
    }
}
