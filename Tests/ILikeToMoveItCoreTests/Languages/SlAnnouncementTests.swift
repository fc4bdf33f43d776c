import Testing

/// What a VoiceOver user hears in Slovenian (`MoveStrings-sl.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Impersonal neuter participles throughout ("Premaknjeno"), so nothing agrees with the item's
/// gender. Labels stay in the nominative: in „…“ after a noun that takes the case ("Nad
/// elementom „Robin“"), or after a colon ("Odstranjeno: Robin."); counted items follow a colon
/// in the nominative ("Premaknjeno navzgor: 2 elementa."), with the dual, so an app's own noun
/// needs only its counting forms. Action names are imperatives, as Slovenian menus are
/// ("Premakni navzgor").
@Suite struct SlAnnouncementTests {
    let said = LanguageSamples(language: "sl", phrase: "Kupi ovseno mleko")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Premaknjeno navzgor za 3 mesta. Nad elementom „Robin“. Na vrhu."#)
        #expect(said.listMoveDown == #"Premaknjeno navzdol. Pod elementom „Kupi ovseno mleko“. Položaj 2 od 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Premaknjeno navzgor za eno vrstico. Pred elementom „Swan“. Vrstica 1, stolpec 3."#)
        #expect(said.gridMoveToCell == #"Premaknjeno v vrstico 2, stolpec 1. Za elementom „Kupi ovseno mleko“."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Premaknjeno navzgor: 2 elementa. Na vrhu."#)
        #expect(said.groupMoveOfFive == #"Premaknjeno na dno: 5 elementov."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Premaknjeno v razdelek „Done“. Pod elementom „Swan“. Na dnu."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Spuščeno: 2 elementa. Nad elementom „Robin“. Na vrhu. Ni bilo mogoče spustiti: 1 element."#)
        #expect(said.undoneTransfer == #"Premaknjeno nazaj. Nad elementom „Jay“."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Premakni navzgor"#, #"Premakni navzdol"#,
            #"Premakni navzgor za 5 mest"#, #"Premakni navzdol za 2 mesti"#,
            #"Premakni na vrh"#, #"Premakni na dno"#,
            #"Premakni v razdelek „Done“"#,
        ])
        #expect(said.gridActionNames == [
            #"Premakni levo"#, #"Premakni desno za 2 mesti"#,
            #"Premakni navzgor za eno vrstico"#, #"Premakni navzdol za 3 vrstice"#,
            #"Premakni na začetek"#, #"Premakni na konec"#,
        ])
        #expect(said.undoActionNames == [
            #"premik „Kupi ovseno mleko“"#, #"premik: 1 element"#,
            #"premik: 3 elementi"#, #"spuščanje: 2 elementa"#,
        ])
    }
}
