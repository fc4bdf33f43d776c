import Testing

/// What a VoiceOver user hears in Italian (`MoveStrings-it.json`), written out so a reader of the
/// language can review every sentence in one place (see `LanguageSamples` for what each sample
/// does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// No participle agrees with the item or with the app's noun for the items: one item is
/// "Elemento spostato…", several are a noun phrase ("Spostamento di 2 elementi…"), as an app
/// may name its items with a feminine noun ("foto"). Labels in the quotation marks Apple's
/// Italian uses; action names in the imperative of Apple's Italian menus ("Sposta"), undo names
/// nouns, as the Edit menu puts them after "Annulla" and "Ripeti" ("Annulla spostamento di 3
/// elementi").
@Suite struct ItAnnouncementTests {
    let said = LanguageSamples(language: "it", phrase: "Comprare latte d’avena")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Elemento spostato verso l’alto di 3 posizioni. Sopra “Robin”. In cima all’elenco."#)
        #expect(said.listMoveDown == #"Elemento spostato verso il basso. Sotto “Comprare latte d’avena”. Posizione 2 di 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Elemento spostato verso l’alto di una riga. Prima di “Swan”. Riga 1, colonna 3."#)
        #expect(said.gridMoveToCell == #"Elemento spostato alla riga 2, colonna 1. Dopo “Comprare latte d’avena”."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Spostamento di 2 elementi verso l’alto. In cima all’elenco."#)
        #expect(said.groupMoveOfFive == #"Spostamento di 5 elementi in fondo."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Elemento spostato in “Done”. Sotto “Swan”. In fondo all’elenco."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Rilascio di 2 elementi. Sopra “Robin”. In cima all’elenco. Impossibile rilasciare 1 elemento."#)
        #expect(said.undoneTransfer == #"Elemento riportato al suo posto. Sopra “Jay”."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Sposta su"#, #"Sposta giù"#, #"Sposta su di 5 posizioni"#,
            #"Sposta giù di 2 posizioni"#, #"Sposta in cima"#, #"Sposta in fondo"#,
            #"Sposta in “Done”"#,
        ])
        #expect(said.gridActionNames == [
            #"Sposta a sinistra"#, #"Sposta a destra di 2 posizioni"#, #"Sposta su di una riga"#,
            #"Sposta giù di 3 righe"#, #"Sposta all’inizio"#, #"Sposta alla fine"#,
        ])
        #expect(said.undoActionNames == [
            #"spostamento di “Comprare latte d’avena”"#, #"spostamento di 1 elemento"#,
            #"spostamento di 3 elementi"#, #"rilascio di 2 elementi"#,
        ])
    }
}
