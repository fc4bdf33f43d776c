import Testing

/// What a VoiceOver user hears in Polish (`MoveStrings-pl.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Impersonal forms in -no/-to throughout ("Przeniesiono"), so nothing agrees with the item's
/// gender. Labels stay in the nominative: in „…” after a noun that takes the case ("Nad
/// elementem „Robin”"), or after a colon ("Usunięto: Robin."); counted items follow a colon
/// in the nominative ("Przeniesiono w górę: 2 elementy."), so an app's own noun needs only its
/// counting forms. Action names are imperatives, as Polish menus are ("Przenieś w górę").
@Suite struct PlAnnouncementTests {
    let said = LanguageSamples(language: "pl", phrase: "Kupić mleko owsiane")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Przeniesiono w górę o 3 pozycje. Nad elementem „Robin”. Na górze listy."#)
        #expect(said.listMoveDown == #"Przeniesiono w dół. Pod elementem „Kupić mleko owsiane”. Pozycja 2 z 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Przeniesiono w górę o jeden wiersz. Przed elementem „Swan”. Wiersz 1, kolumna 3."#)
        #expect(said.gridMoveToCell == #"Przeniesiono do wiersza 2, kolumny 1. Za elementem „Kupić mleko owsiane”."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Przeniesiono w górę: 2 elementy. Na górze listy."#)
        #expect(said.groupMoveOfFive == #"Przeniesiono na sam dół: 5 elementów."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Przeniesiono do sekcji „Done”. Pod elementem „Swan”. Na dole listy."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Upuszczono: 2 elementy. Nad elementem „Robin”. Na górze listy. Nie udało się upuścić: 1 element."#)
        #expect(said.undoneTransfer == #"Przeniesiono z powrotem. Nad elementem „Jay”."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Przenieś w górę"#, #"Przenieś w dół"#,
            #"Przenieś w górę o 5 pozycji"#, #"Przenieś w dół o 2 pozycje"#,
            #"Przenieś na samą górę"#, #"Przenieś na sam dół"#,
            #"Przenieś do sekcji „Done”"#,
        ])
        #expect(said.gridActionNames == [
            #"Przenieś w lewo"#, #"Przenieś w prawo o 2 pozycje"#,
            #"Przenieś w górę o jeden wiersz"#, #"Przenieś w dół o 3 wiersze"#,
            #"Przenieś na początek"#, #"Przenieś na koniec"#,
        ])
        #expect(said.undoActionNames == [
            #"przeniesienie: Kupić mleko owsiane"#, #"przeniesienie: 1 element"#,
            #"przeniesienie: 3 elementy"#, #"upuszczenie: 2 elementy"#,
        ])
    }
}
