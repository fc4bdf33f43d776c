import Testing

/// What a VoiceOver user hears in Czech (`MoveStrings-cs.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Impersonal neuter participles throughout ("Přesunuto"), so nothing agrees with the item's
/// gender. Labels stay in the nominative: in „…“ after a noun that takes the case ("Nad
/// položkou „Robin“"), or after a colon ("Odstraněno: Robin."); counted items follow a colon
/// in the nominative ("Přesunuto nahoru: 2 položky."), so an app's own noun needs only its
/// counting forms. Action names are infinitives, as Czech menus are ("Přesunout nahoru").
@Suite struct CsAnnouncementTests {
    let said = LanguageSamples(language: "cs", phrase: "Koupit ovesné mléko")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Přesunuto nahoru o 3 pozice. Nad položkou „Robin“. Úplně nahoře."#)
        #expect(said.listMoveDown == #"Přesunuto dolů. Pod položkou „Koupit ovesné mléko“. Pozice 2 z 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Přesunuto nahoru o jeden řádek. Před položkou „Swan“. Řádek 1, sloupec 3."#)
        #expect(said.gridMoveToCell == #"Přesunuto na řádek 2, sloupec 1. Za položkou „Koupit ovesné mléko“."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Přesunuto nahoru: 2 položky. Úplně nahoře."#)
        #expect(said.groupMoveOfFive == #"Přesunuto úplně dolů: 5 položek."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Přesunuto do sekce „Done“. Pod položkou „Swan“. Úplně dole."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Přetaženo: 2 položky. Nad položkou „Robin“. Úplně nahoře. Nepodařilo se přetáhnout: 1 položka."#)
        #expect(said.undoneTransfer == #"Přesunuto zpět. Nad položkou „Jay“."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Přesunout nahoru"#, #"Přesunout dolů"#,
            #"Přesunout nahoru o 5 pozic"#, #"Přesunout dolů o 2 pozice"#,
            #"Přesunout úplně nahoru"#, #"Přesunout úplně dolů"#,
            #"Přesunout do sekce „Done“"#,
        ])
        #expect(said.gridActionNames == [
            #"Přesunout doleva"#, #"Přesunout doprava o 2 pozice"#,
            #"Přesunout nahoru o jeden řádek"#, #"Přesunout dolů o 3 řádky"#,
            #"Přesunout na začátek"#, #"Přesunout na konec"#,
        ])
        #expect(said.undoActionNames == [
            #"přesunutí: Koupit ovesné mléko"#, #"přesunutí: 1 položka"#,
            #"přesunutí: 3 položky"#, #"přetažení: 2 položky"#,
        ])
    }
}
