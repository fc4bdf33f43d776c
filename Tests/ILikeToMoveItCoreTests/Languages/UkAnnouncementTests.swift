import Testing

/// What a VoiceOver user hears in Ukrainian (`MoveStrings-uk.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Impersonal forms in -но/-то throughout ("Переміщено"), so nothing agrees with the item's
/// gender. Labels stay in the nominative: after a noun that takes the case ("Над елементом
/// «Robin»"), or after a colon ("Вилучено: «Robin»."); counted items follow a colon in the
/// nominative ("Переміщено вгору: 2 елементи."), so an app's own noun needs only its counting forms.
@Suite struct UkAnnouncementTests {
    let said = LanguageSamples(language: "uk", phrase: "Купити вівсяне молоко")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Переміщено вгору на 3 позиції. Над елементом «Robin». Угорі списку."#)
        #expect(said.listMoveDown == #"Переміщено вниз. Під елементом «Купити вівсяне молоко». Позиція 2 з 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Переміщено вгору на один рядок. Перед елементом «Swan». Рядок 1, стовпець 3."#)
        #expect(said.gridMoveToCell == #"Переміщено в рядок 2, стовпець 1. Після елемента «Купити вівсяне молоко»."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Переміщено вгору: 2 елементи. Угорі списку."#)
        #expect(said.groupMoveOfFive == #"Переміщено в самий низ: 5 елементів."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Переміщено в розділ «Done». Під елементом «Swan». Унизу списку."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Перенесено: 2 елементи. Над елементом «Robin». Угорі списку. Не вдалося перенести: 1 елемент."#)
        #expect(said.undoneTransfer == #"Повернуто на місце. Над елементом «Jay»."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Перемістити вгору"#, #"Перемістити вниз"#,
            #"Перемістити вгору на 5 позицій"#, #"Перемістити вниз на 2 позиції"#,
            #"Перемістити на самий верх"#, #"Перемістити в самий низ"#,
            #"Перемістити в розділ «Done»"#,
        ])
        #expect(said.gridActionNames == [
            #"Перемістити ліворуч"#, #"Перемістити праворуч на 2 позиції"#,
            #"Перемістити вгору на один рядок"#, #"Перемістити вниз на 3 рядки"#,
            #"Перемістити на початок"#, #"Перемістити в кінець"#,
        ])
        #expect(said.undoActionNames == [
            #"переміщення «Купити вівсяне молоко»"#, #"переміщення: 1 елемент"#,
            #"переміщення: 3 елементи"#, #"перенесення: 2 елементи"#,
        ])
    }
}
