import Testing

/// What a VoiceOver user hears in Bulgarian (`MoveStrings-bg.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Impersonal neuter participles throughout ("Преместено"), so nothing agrees with the item's
/// gender. Bulgarian nouns have no cases, so a label follows a preposition as it is, set apart
/// in „…“ ("Над „Robin“"); counted items follow a colon ("Преместено нагоре: 2 елемента."),
/// with the counting form of masculine nouns. Action names are imperatives, as Bulgarian
/// menus are ("Премести нагоре").
@Suite struct BgAnnouncementTests {
    let said = LanguageSamples(language: "bg", phrase: "Купи овесено мляко")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Преместено нагоре с 3 позиции. Над „Robin“. Най-горе."#)
        #expect(said.listMoveDown == #"Преместено надолу. Под „Купи овесено мляко“. Позиция 2 от 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Преместено нагоре с един ред. Пред „Swan“. Ред 1, колона 3."#)
        #expect(said.gridMoveToCell == #"Преместено на ред 2, колона 1. След „Купи овесено мляко“."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Преместено нагоре: 2 елемента. Най-горе."#)
        #expect(said.groupMoveOfFive == #"Преместено най-долу: 5 елемента."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Преместено в раздел „Done“. Под „Swan“. Най-долу."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Пуснато: 2 елемента. Над „Robin“. Най-горе. Неуспешно пускане: 1 елемент."#)
        #expect(said.undoneTransfer == #"Върнато обратно. Над „Jay“."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Премести нагоре"#, #"Премести надолу"#,
            #"Премести нагоре с 5 позиции"#, #"Премести надолу с 2 позиции"#,
            #"Премести най-горе"#, #"Премести най-долу"#,
            #"Премести в раздел „Done“"#,
        ])
        #expect(said.gridActionNames == [
            #"Премести наляво"#, #"Премести надясно с 2 позиции"#,
            #"Премести нагоре с един ред"#, #"Премести надолу с 3 реда"#,
            #"Премести в началото"#, #"Премести в края"#,
        ])
        #expect(said.undoActionNames == [
            #"преместване на „Купи овесено мляко“"#, #"преместване на 1 елемент"#,
            #"преместване на 3 елемента"#, #"пускане на 2 елемента"#,
        ])
    }
}
