import Testing

/// What a VoiceOver user hears in Hungarian (`MoveStrings-hu.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// No suffix ever follows a label: it stands in quotation marks before a postposition, which
/// is a separate word without vowel harmony ("„Robin” fölött."), or after "ide:" as Hungarian
/// iOS writes a destination ("Átkerült ide: „Done”."); no article, whose form would depend on
/// the label's first sound. Results say where the item got to ("Feljebb került."); nouns stay
/// singular after a number ("2 elem", "3 sorral"). Actions and undo names are nouns, as
/// Hungarian iOS names commands; iOS puts undo names before "visszavonása", so they never end
/// in a possessive, which would stack on the system's ("Mozgatás (3 elem) visszavonása"). A
/// drop is "ledobás". Rows, columns and positions are ordinals ("2. sor, 1. oszlop.").
@Suite struct HuAnnouncementTests {
    let said = LanguageSamples(language: "hu", phrase: "Zabtejet venni")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"3 hellyel feljebb került. „Robin” fölött. Legfelül."#)
        #expect(said.listMoveDown == #"Lejjebb került. „Zabtejet venni” alatt. 2. hely, összesen 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Egy sorral feljebb került. „Swan” előtt. 1. sor, 3. oszlop."#)
        #expect(said.gridMoveToCell == #"Átkerült ide: 2. sor, 1. oszlop. „Zabtejet venni” után."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 elem feljebb került. Legfelül."#)
        #expect(said.groupMoveOfFive == #"5 elem legalulra került."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Átkerült ide: „Done”. „Swan” alatt. Legalul."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 elem ledobva. „Robin” fölött. Legfelül. 1 elem ledobása nem sikerült."#)
        #expect(said.undoneTransfer == #"Visszakerült a helyére. „Jay” fölött."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Mozgatás felfelé"#, #"Mozgatás lefelé"#, #"Mozgatás 5 hellyel feljebb"#,
            #"Mozgatás 2 hellyel lejjebb"#, #"Mozgatás legfelülre"#, #"Mozgatás legalulra"#,
            #"Mozgatás ide: „Done”"#,
        ])
        #expect(said.gridActionNames == [
            #"Mozgatás balra"#, #"Mozgatás 2 hellyel jobbra"#, #"Mozgatás egy sorral feljebb"#,
            #"Mozgatás 3 sorral lejjebb"#, #"Mozgatás az elejére"#, #"Mozgatás a végére"#,
        ])
        #expect(said.undoActionNames == [
            #"Mozgatás („Zabtejet venni”)"#, #"Mozgatás (1 elem)"#, #"Mozgatás (3 elem)"#, #"Ledobás (2 elem)"#,
        ])
    }
}
