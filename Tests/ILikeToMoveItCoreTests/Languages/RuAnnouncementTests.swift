import Testing

/// What a VoiceOver user hears in Russian (`MoveStrings-ru.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Impersonal forms throughout ("Перемещено"), so nothing agrees with the item's gender.
/// Labels stay in the nominative: after a noun that takes the case ("Над объектом «Robin»"),
/// or after a colon ("Удалено: Robin."); counted items follow a colon in the nominative
/// ("Перемещено вверх: 2 объекта."), so an app's own noun needs only its counting forms.
@Suite struct RuAnnouncementTests {
    let said = LanguageSamples(language: "ru", phrase: "Купить овсяное молоко")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Перемещено вверх на 3 позиции. Над объектом «Robin». Вверху списка."#)
        #expect(said.listMoveDown == #"Перемещено вниз. Под объектом «Купить овсяное молоко». Позиция 2 из 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Перемещено вверх на одну строку. Перед объектом «Swan». Строка 1, столбец 3."#)
        #expect(said.gridMoveToCell == #"Перемещено в строку 2, столбец 1. После объекта «Купить овсяное молоко»."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Перемещено вверх: 2 объекта. Вверху списка."#)
        #expect(said.groupMoveOfFive == #"Перемещено в самый низ: 5 объектов."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Перемещено в раздел «Done». Под объектом «Swan». Внизу списка."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Перенесено: 2 объекта. Над объектом «Robin». Вверху списка. Не удалось перенести: 1 объект."#)
        #expect(said.undoneTransfer == #"Возвращено на место. Над объектом «Jay»."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Переместить вверх"#, #"Переместить вниз"#,
            #"Переместить вверх на 5 позиций"#, #"Переместить вниз на 2 позиции"#,
            #"Переместить в самый верх"#, #"Переместить в самый низ"#,
            #"Переместить в раздел «Done»"#,
        ])
        #expect(said.gridActionNames == [
            #"Переместить влево"#, #"Переместить вправо на 2 позиции"#,
            #"Переместить вверх на одну строку"#, #"Переместить вниз на 3 строки"#,
            #"Переместить в начало"#, #"Переместить в конец"#,
        ])
        #expect(said.undoActionNames == [
            #"перемещение: Купить овсяное молоко"#, #"перемещение: 1 объект"#,
            #"перемещение: 3 объекта"#, #"перенос: 2 объекта"#,
        ])
    }
}
