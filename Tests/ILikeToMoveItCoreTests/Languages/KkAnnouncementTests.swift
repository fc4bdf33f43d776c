import Testing

/// What a VoiceOver user hears in Kazakh (`MoveStrings-kk.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Passive past forms throughout ("жылжытылды"); Kazakh has no gender, and a noun stays
/// singular after a number ("2 элемент"), so the counted entries are one template. Labels
/// take no suffix: set apart in «…» before a noun that takes it ("«Robin» элементінен
/// жоғары"), so vowel harmony never depends on the label. Action names are verbal nouns
/// ("Жоғары жылжыту"), as Kazakh menus name actions.
@Suite struct KkAnnouncementTests {
    let said = LanguageSamples(language: "kk", phrase: "Сұлы сүтін сатып алу")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"3 орын жоғары жылжытылды. «Robin» элементінен жоғары. Ең жоғарыда."#)
        #expect(said.listMoveDown == #"Төмен жылжытылды. «Сұлы сүтін сатып алу» элементінен төмен. Орын 2, барлығы 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Бір жол жоғары жылжытылды. «Swan» элементінің алдында. Жол 1, баған 3."#)
        #expect(said.gridMoveToCell == #"Жылжытылды: жол 2, баған 1. «Сұлы сүтін сатып алу» элементінен кейін."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 элемент жоғары жылжытылды. Ең жоғарыда."#)
        #expect(said.groupMoveOfFive == #"5 элемент ең төменге жылжытылды."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"«Done» бөліміне жылжытылды. «Swan» элементінен төмен. Ең төменде."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 элемент орналастырылды. «Robin» элементінен жоғары. Ең жоғарыда. 1 элемент орналастырыла алмады."#)
        #expect(said.undoneTransfer == #"Орнына қайтарылды. «Jay» элементінен жоғары."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Жоғары жылжыту"#, #"Төмен жылжыту"#,
            #"5 орын жоғары жылжыту"#, #"2 орын төмен жылжыту"#,
            #"Ең жоғарыға жылжыту"#, #"Ең төменге жылжыту"#,
            #"«Done» бөліміне жылжыту"#,
        ])
        #expect(said.gridActionNames == [
            #"Солға жылжыту"#, #"2 орын оңға жылжыту"#,
            #"Бір жол жоғары жылжыту"#, #"3 жол төмен жылжыту"#,
            #"Басына жылжыту"#, #"Соңына жылжыту"#,
        ])
        #expect(said.undoActionNames == [
            #"«Сұлы сүтін сатып алу» элементін жылжыту"#, #"1 элемент жылжыту"#,
            #"3 элемент жылжыту"#, #"2 элемент орналастыру"#,
        ])
    }
}
