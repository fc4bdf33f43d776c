import Testing

/// What a VoiceOver user hears in European Portuguese (`MoveStrings-pt-PT.json`), written out so a
/// reader of the language can review every sentence in one place (see `LanguageSamples` for what
/// each sample does, and the translators' guide,
/// `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// No participle agrees with the app's noun for the items: one item is "Elemento movido…",
/// several are said with the impersonal "se", whose verb agrees with the number only
/// ("Moveram-se 2 elementos…"), as an app may name its items with a feminine noun ("fotos").
/// Portugal's words: "elemento", "largar", "repor"; "topo" and "fundo" for a list's top and
/// bottom, "início" and "fim" for a grid's start and end. Labels in quotation marks; action
/// and undo names are infinitives, as the Edit menu puts them after "Desfazer".
@Suite struct PtPTAnnouncementTests {
    let said = LanguageSamples(language: "pt-PT", phrase: "Comprar leite de aveia")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Elemento movido 3 posições para cima. Acima de “Robin”. No topo da lista."#)
        #expect(said.listMoveDown == #"Elemento movido para baixo. Abaixo de “Comprar leite de aveia”. Posição 2 de 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Elemento movido uma linha para cima. Antes de “Swan”. Linha 1, coluna 3."#)
        #expect(said.gridMoveToCell == #"Elemento movido para a linha 2, coluna 1. Depois de “Comprar leite de aveia”."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Moveram-se 2 elementos para cima. No topo da lista."#)
        #expect(said.groupMoveOfFive == #"Moveram-se 5 elementos para o fundo."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Elemento movido para “Done”. Abaixo de “Swan”. No fundo da lista."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Largaram-se 2 elementos. Acima de “Robin”. No topo da lista. Não foi possível largar 1 elemento."#)
        #expect(said.undoneTransfer == #"Elemento reposto no lugar anterior. Acima de “Jay”."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Mover para cima"#, #"Mover para baixo"#, #"Mover 5 posições para cima"#,
            #"Mover 2 posições para baixo"#, #"Mover para o topo"#, #"Mover para o fundo"#,
            #"Mover para “Done”"#,
        ])
        #expect(said.gridActionNames == [
            #"Mover para a esquerda"#, #"Mover 2 posições para a direita"#, #"Mover uma linha para cima"#,
            #"Mover 3 linhas para baixo"#, #"Mover para o início"#, #"Mover para o fim"#,
        ])
        #expect(said.undoActionNames == [
            #"Mover “Comprar leite de aveia”"#, #"Mover 1 elemento"#,
            #"Mover 3 elementos"#, #"Largar 2 elementos"#,
        ])
    }
}
