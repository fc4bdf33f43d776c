import Testing

/// What a VoiceOver user hears in Catalan (`MoveStrings-ca.json`), written out so a reader of the
/// language can review every sentence in one place (see `LanguageSamples` for what each sample
/// does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Impersonal "es" sentences ("S’han mogut 2 elements amunt."), whose verb agrees with the
/// number only. "de" and the article take an apostrophe before a vowel sound, also before a
/// quoted text and a number ("d’«Anna»", "d’11"): no entry puts them before a label or a count.
/// Labels follow prepositions that need no "de" ("Damunt", "Sota", "a"), or a colon ("Següent:
/// «Swan»."); a position is "d’entre" its count. Labels in guillemets. Action names are
/// imperatives, as Apple's Catalan commands are ("Mou amunt"); undo names are lower-case noun
/// phrases for the system's "Desfés" and "Refés" ("Desfés el moviment dels 3 elements").
@Suite struct CaAnnouncementTests {
    let said = LanguageSamples(language: "ca", phrase: "Comprar llet de civada")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"S’ha mogut 3 posicions amunt. Damunt «Robin». A dalt de tot."#)
        #expect(said.listMoveDown == #"S’ha mogut avall. Sota «Comprar llet de civada». Posició 2 d’entre 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"S’ha mogut una fila amunt. Següent: «Swan». Fila 1, columna 3."#)
        #expect(said.gridMoveToCell == #"S’ha mogut a la fila 2, columna 1. Anterior: «Comprar llet de civada»."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"S’han mogut 2 elements amunt. A dalt de tot."#)
        #expect(said.groupMoveOfFive == #"S’han mogut 5 elements a baix de tot."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"S’ha mogut a «Done». Sota «Swan». A baix de tot."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"S’han deixat anar 2 elements. Damunt «Robin». A dalt de tot. No s’ha pogut deixar anar 1 element."#)
        #expect(said.undoneTransfer == #"Ha tornat al seu lloc. Damunt «Jay»."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Mou amunt"#, #"Mou avall"#, #"Mou 5 posicions amunt"#,
            #"Mou 2 posicions avall"#, #"Mou a dalt de tot"#, #"Mou a baix de tot"#,
            #"Mou a «Done»"#,
        ])
        #expect(said.gridActionNames == [
            #"Mou a l’esquerra"#, #"Mou 2 posicions a la dreta"#, #"Mou una fila amunt"#,
            #"Mou 3 files avall"#, #"Mou al principi"#, #"Mou al final"#,
        ])
        #expect(said.undoActionNames == [
            #"el moviment de l’element «Comprar llet de civada»"#, #"el moviment d’1 element"#,
            #"el moviment dels 3 elements"#, #"l’acció de deixar anar 2 elements"#,
        ])
    }
}
