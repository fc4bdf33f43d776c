import Testing

/// What a VoiceOver user hears in French (`MoveStrings-fr.json`), written out so a reader of the
/// language can review every sentence in one place (see `LanguageSamples` for what each sample
/// does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// No participle agrees with the item or with the app's noun for the items: one item is
/// "Élément déplacé…", several are a noun phrase ("Déplacement de 2 éléments…"), as an app may
/// name its items with a feminine noun ("photos"). Labels in guillemets with no-break spaces,
/// after prepositions that never elide ("Avant", "Après", "vers"): "de"/"d’" before a label
/// would depend on its first sound, so a list's neighbour is said in reading order too. Action
/// and undo names are infinitives, as Apple's French menus put them after "Annuler".
@Suite struct FrAnnouncementTests {
    let said = LanguageSamples(language: "fr", phrase: "Acheter du lait d’avoine")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Élément déplacé de 3 positions vers le haut. Avant « Robin ». En haut de la liste."#)
        #expect(said.listMoveDown == #"Élément déplacé vers le bas. Après « Acheter du lait d’avoine ». Position 2 sur 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Élément déplacé d’une ligne vers le haut. Avant « Swan ». Ligne 1, colonne 3."#)
        #expect(said.gridMoveToCell == #"Élément déplacé à la ligne 2, colonne 1. Après « Acheter du lait d’avoine »."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Déplacement de 2 éléments vers le haut. En haut de la liste."#)
        #expect(said.groupMoveOfFive == #"Déplacement de 5 éléments tout en bas."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Élément déplacé vers « Done ». Après « Swan ». En bas de la liste."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Dépôt de 2 éléments. Avant « Robin ». En haut de la liste. Impossible de déposer 1 élément."#)
        #expect(said.undoneTransfer == #"Élément remis à sa place. Avant « Jay »."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Déplacer vers le haut"#, #"Déplacer vers le bas"#, #"Déplacer de 5 positions vers le haut"#,
            #"Déplacer de 2 positions vers le bas"#, #"Déplacer tout en haut"#, #"Déplacer tout en bas"#,
            #"Déplacer vers « Done »"#,
        ])
        #expect(said.gridActionNames == [
            #"Déplacer vers la gauche"#, #"Déplacer de 2 positions vers la droite"#, #"Déplacer d’une ligne vers le haut"#,
            #"Déplacer de 3 lignes vers le bas"#, #"Déplacer au début"#, #"Déplacer à la fin"#,
        ])
        #expect(said.undoActionNames == [
            #"Déplacer « Acheter du lait d’avoine »"#, #"Déplacer 1 élément"#,
            #"Déplacer 3 éléments"#, #"Déposer 2 éléments"#,
        ])
    }
}
