import Testing

/// What a VoiceOver user hears in Brazilian Portuguese (`MoveStrings-pt-BR.json`), written out so a
/// reader of the language can review every sentence in one place (see `LanguageSamples` for what
/// each sample does, and the translators' guide,
/// `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// No participle agrees with the app's noun for the items: one item is "Item movido…", several
/// are said with the impersonal "se", whose verb agrees with the number only ("Moveram-se 2
/// itens…"), as an app may name its items with a feminine noun ("fotos"). Brazil's words:
/// "item", "soltar"; "topo" and "parte inferior" for a list's top and bottom, "início" and
/// "final" for a grid's start and end. Labels in quotation marks; action and undo names are
/// infinitives, as the Edit menu puts them after "Desfazer".
@Suite struct PtBRAnnouncementTests {
    let said = LanguageSamples(language: "pt-BR", phrase: "Comprar leite de aveia")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Item movido 3 posições para cima. Acima de “Robin”. No topo da lista."#)
        #expect(said.listMoveDown == #"Item movido para baixo. Abaixo de “Comprar leite de aveia”. Posição 2 de 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Item movido uma linha para cima. Antes de “Swan”. Linha 1, coluna 3."#)
        #expect(said.gridMoveToCell == #"Item movido para a linha 2, coluna 1. Depois de “Comprar leite de aveia”."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Moveram-se 2 itens para cima. No topo da lista."#)
        #expect(said.groupMoveOfFive == #"Moveram-se 5 itens para a parte inferior."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Item movido para “Done”. Abaixo de “Swan”. Na parte inferior da lista."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Soltaram-se 2 itens. Acima de “Robin”. No topo da lista. Não foi possível soltar 1 item."#)
        #expect(said.undoneTransfer == #"Item devolvido ao lugar anterior. Acima de “Jay”."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Mover para cima"#, #"Mover para baixo"#, #"Mover 5 posições para cima"#,
            #"Mover 2 posições para baixo"#, #"Mover para o topo"#, #"Mover para a parte inferior"#,
            #"Mover para “Done”"#,
        ])
        #expect(said.gridActionNames == [
            #"Mover para a esquerda"#, #"Mover 2 posições para a direita"#, #"Mover uma linha para cima"#,
            #"Mover 3 linhas para baixo"#, #"Mover para o início"#, #"Mover para o final"#,
        ])
        #expect(said.undoActionNames == [
            #"Mover “Comprar leite de aveia”"#, #"Mover 1 item"#,
            #"Mover 3 itens"#, #"Soltar 2 itens"#,
        ])
    }
}
