import Testing

/// What a VoiceOver user hears in Slovak (`MoveStrings-sk.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Impersonal neuter participles throughout ("Presunuté"), so nothing agrees with the item's
/// gender. Labels stay in the nominative: in „…“ after a noun that takes the case ("Nad
/// položkou „Robin“"), or after a colon ("Odstránené: Robin."); counted items follow a colon
/// in the nominative ("Presunuté nahor: 2 položky."), so an app's own noun needs only its
/// counting forms. Action names are infinitives, as Slovak menus are ("Presunúť nahor").
@Suite struct SkAnnouncementTests {
    let said = LanguageSamples(language: "sk", phrase: "Kúpiť ovsené mlieko")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Presunuté nahor o 3 pozície. Nad položkou „Robin“. Úplne hore."#)
        #expect(said.listMoveDown == #"Presunuté nadol. Pod položkou „Kúpiť ovsené mlieko“. Pozícia 2 z 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Presunuté nahor o jeden riadok. Pred položkou „Swan“. Riadok 1, stĺpec 3."#)
        #expect(said.gridMoveToCell == #"Presunuté na riadok 2, stĺpec 1. Za položkou „Kúpiť ovsené mlieko“."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Presunuté nahor: 2 položky. Úplne hore."#)
        #expect(said.groupMoveOfFive == #"Presunuté úplne dole: 5 položiek."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Presunuté do sekcie „Done“. Pod položkou „Swan“. Úplne dole."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Pretiahnuté: 2 položky. Nad položkou „Robin“. Úplne hore. Nepodarilo sa pretiahnuť: 1 položka."#)
        #expect(said.undoneTransfer == #"Presunuté späť. Nad položkou „Jay“."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Presunúť nahor"#, #"Presunúť nadol"#,
            #"Presunúť nahor o 5 pozícií"#, #"Presunúť nadol o 2 pozície"#,
            #"Presunúť úplne hore"#, #"Presunúť úplne dole"#,
            #"Presunúť do sekcie „Done“"#,
        ])
        #expect(said.gridActionNames == [
            #"Presunúť doľava"#, #"Presunúť doprava o 2 pozície"#,
            #"Presunúť nahor o jeden riadok"#, #"Presunúť nadol o 3 riadky"#,
            #"Presunúť na začiatok"#, #"Presunúť na koniec"#,
        ])
        #expect(said.undoActionNames == [
            #"presunutie „Kúpiť ovsené mlieko“"#, #"presunutie: 1 položka"#,
            #"presunutie: 3 položky"#, #"pretiahnutie: 2 položky"#,
        ])
    }
}
