import Testing

/// What a VoiceOver user hears in Latin American Spanish (`MoveStrings-es-419.json`), written out
/// so a reader of the language can review every sentence in one place (see `LanguageSamples` for
/// what each sample does, and the translators' guide,
/// `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Impersonal "se" sentences, whose verb agrees with the number only, never with the item's
/// gender or the app's noun for the items ("Se movieron 2 elementos…"); what just happened is
/// in the preterite, as Latin America says it (Spain's table, `es`, says it in the present
/// perfect), and a place is "lugar". Labels in the quotation marks Apple's Spanish uses; action
/// names are infinitives, undo names the lower-case noun phrases the Edit menu puts after
/// "Deshacer" ("Deshacer movimiento de 3 elementos").
@Suite struct Es419AnnouncementTests {
    let said = LanguageSamples(language: "es-419", phrase: "Comprar leche de avena")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Se movió 3 posiciones hacia arriba. Encima de “Robin”. En la parte superior."#)
        #expect(said.listMoveDown == #"Se movió hacia abajo. Debajo de “Comprar leche de avena”. Posición 2 de 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Se movió una fila hacia arriba. Antes de “Swan”. Fila 1, columna 3."#)
        #expect(said.gridMoveToCell == #"Se movió a la fila 2, columna 1. Después de “Comprar leche de avena”."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Se movieron 2 elementos hacia arriba. En la parte superior."#)
        #expect(said.groupMoveOfFive == #"Se movieron 5 elementos a la parte inferior."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Se movió a “Done”. Debajo de “Swan”. En la parte inferior."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Se soltaron 2 elementos. Encima de “Robin”. En la parte superior. No se pudo soltar 1 elemento."#)
        #expect(said.undoneTransfer == #"Volvió a su lugar. Encima de “Jay”."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Mover hacia arriba"#, #"Mover hacia abajo"#, #"Mover 5 posiciones hacia arriba"#,
            #"Mover 2 posiciones hacia abajo"#, #"Mover a la parte superior"#, #"Mover a la parte inferior"#,
            #"Mover a “Done”"#,
        ])
        #expect(said.gridActionNames == [
            #"Mover a la izquierda"#, #"Mover 2 posiciones a la derecha"#, #"Mover una fila hacia arriba"#,
            #"Mover 3 filas hacia abajo"#, #"Mover al principio"#, #"Mover al final"#,
        ])
        #expect(said.undoActionNames == [
            #"movimiento de “Comprar leche de avena”"#, #"movimiento de 1 elemento"#,
            #"movimiento de 3 elementos"#, #"acción de soltar 2 elementos"#,
        ])
    }
}
