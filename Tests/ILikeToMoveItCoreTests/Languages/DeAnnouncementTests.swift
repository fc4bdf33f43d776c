import Testing

/// What a VoiceOver user hears in German (`MoveStrings-de.json`), written out so a reader of the
/// language can review every sentence in one place (see `LanguageSamples` for what each sample
/// does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Participles without a subject ("Nach oben bewegt."), which German does not inflect; Apple's
/// verb for Move, "bewegen"; labels in German quotation marks, so a phrase label stays apart
/// and keeps its case; the undo names are infinitive phrases, as the Edit menu puts them before
/// "widerrufen" (the label in single marks, since the system quotes the whole name).
@Suite struct DeAnnouncementTests {
    let said = LanguageSamples(language: "de", phrase: "Hafermilch kaufen")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Um 3 Positionen nach oben bewegt. Über „Robin“. Ganz oben."#)
        #expect(said.listMoveDown == #"Nach unten bewegt. Unter „Hafermilch kaufen“. Position 2 von 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Eine Zeile nach oben bewegt. Vor „Swan“. Zeile 1, Spalte 3."#)
        #expect(said.gridMoveToCell == #"In Zeile 2, Spalte 1 bewegt. Hinter „Hafermilch kaufen“."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 Objekte nach oben bewegt. Ganz oben."#)
        #expect(said.groupMoveOfFive == #"5 Objekte ganz nach unten bewegt."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"In „Done“ bewegt. Unter „Swan“. Ganz unten."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 Objekte abgelegt. Über „Robin“. Ganz oben. 1 Objekt konnte nicht abgelegt werden."#)
        #expect(said.undoneTransfer == #"Zurückbewegt. Über „Jay“."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Nach oben bewegen"#, #"Nach unten bewegen"#, #"Um 5 Positionen nach oben bewegen"#,
            #"Um 2 Positionen nach unten bewegen"#, #"Ganz nach oben bewegen"#, #"Ganz nach unten bewegen"#,
            #"In „Done“ bewegen"#,
        ])
        #expect(said.gridActionNames == [
            #"Nach links bewegen"#, #"Um 2 Positionen nach rechts bewegen"#, #"Eine Zeile nach oben bewegen"#,
            #"Um 3 Zeilen nach unten bewegen"#, #"An den Anfang bewegen"#, #"Ans Ende bewegen"#,
        ])
        #expect(said.undoActionNames == [
            #"‚Hafermilch kaufen‘ bewegen"#, #"1 Objekt bewegen"#,
            #"3 Objekte bewegen"#, #"2 Objekte ablegen"#,
        ])
    }
}
