import Testing

/// What a VoiceOver user hears in Croatian (`MoveStrings-hr.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Impersonal neuter participles throughout ("Premješteno"), so nothing agrees with the item's
/// gender. Labels stay in the nominative: in „…” after a noun that takes the case ("Iznad
/// stavke „Robin”"), or after a colon ("Uklonjeno: Robin."); counted items follow a colon
/// in the nominative ("Premješteno gore: 2 stavke."), so an app's own noun needs only its
/// counting forms. Action names are imperatives, as Croatian menus are ("Premjesti gore").
@Suite struct HrAnnouncementTests {
    let said = LanguageSamples(language: "hr", phrase: "Kupiti zobeno mlijeko")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Premješteno gore za 3 mjesta. Iznad stavke „Robin”. Na vrhu popisa."#)
        #expect(said.listMoveDown == #"Premješteno dolje. Ispod stavke „Kupiti zobeno mlijeko”. Položaj 2 od 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Premješteno gore za jedan redak. Ispred stavke „Swan”. Redak 1, stupac 3."#)
        #expect(said.gridMoveToCell == #"Premješteno u redak 2, stupac 1. Iza stavke „Kupiti zobeno mlijeko”."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Premješteno gore: 2 stavke. Na vrhu popisa."#)
        #expect(said.groupMoveOfFive == #"Premješteno na dno popisa: 5 stavki."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Premješteno u odjeljak „Done”. Ispod stavke „Swan”. Na dnu popisa."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Ispušteno: 2 stavke. Iznad stavke „Robin”. Na vrhu popisa. Ispuštanje nije uspjelo: 1 stavka."#)
        #expect(said.undoneTransfer == #"Vraćeno natrag. Iznad stavke „Jay”."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Premjesti gore"#, #"Premjesti dolje"#,
            #"Premjesti gore za 5 mjesta"#, #"Premjesti dolje za 2 mjesta"#,
            #"Premjesti na vrh popisa"#, #"Premjesti na dno popisa"#,
            #"Premjesti u odjeljak „Done”"#,
        ])
        #expect(said.gridActionNames == [
            #"Premjesti lijevo"#, #"Premjesti desno za 2 mjesta"#,
            #"Premjesti gore za jedan redak"#, #"Premjesti dolje za 3 retka"#,
            #"Premjesti na početak"#, #"Premjesti na kraj"#,
        ])
        #expect(said.undoActionNames == [
            #"premještanje: Kupiti zobeno mlijeko"#, #"premještanje: 1 stavka"#,
            #"premještanje: 3 stavke"#, #"ispuštanje: 2 stavke"#,
        ])
    }
}
