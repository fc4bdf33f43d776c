import Testing

/// What a VoiceOver user hears in Romanian (`MoveStrings-ro.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Results use the reflexive passive ("S-a mutat în sus.", "S-au mutat 2 articole în sus."),
/// never a participle that would agree with the item (mutat, mutată). Labels stand in
/// quotation marks after "articol" (or "secțiune"), which takes the case ("Deasupra
/// articolului „Robin”."). Counts take the three forms, with "de" from 20 ("20 de articole").
/// Actions are the informal imperative of iOS menus ("Mută în sus"); the undo names are long
/// infinitives with their article, as the system's own are after "Anulează" and "Refă"
/// ("Anulează mutarea a 3 articole", as "Anulează tastarea").
@Suite struct RoAnnouncementTests {
    let said = LanguageSamples(language: "ro", phrase: "Cumpără lapte de ovăz")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"S-a mutat în sus cu 3 poziții. Deasupra articolului „Robin”. În partea de sus."#)
        #expect(said.listMoveDown == #"S-a mutat în jos. Sub articolul „Cumpără lapte de ovăz”. Poziția 2 din 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"S-a mutat cu un rând mai sus. Înaintea articolului „Swan”. Rândul 1, coloana 3."#)
        #expect(said.gridMoveToCell == #"S-a mutat pe rândul 2, în coloana 1. După articolul „Cumpără lapte de ovăz”."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"S-au mutat 2 articole în sus. În partea de sus."#)
        #expect(said.groupMoveOfFive == #"S-au mutat 5 articole în partea de jos."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"S-a mutat în secțiunea „Done”. Sub articolul „Swan”. În partea de jos."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"S-au plasat 2 articole. Deasupra articolului „Robin”. În partea de sus. Nu s-a putut plasa 1 articol."#)
        #expect(said.undoneTransfer == #"A revenit la locul inițial. Deasupra articolului „Jay”."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Mută în sus"#, #"Mută în jos"#, #"Mută în sus cu 5 poziții"#, #"Mută în jos cu 2 poziții"#,
            #"Mută în partea de sus"#, #"Mută în partea de jos"#, #"Mută în secțiunea „Done”"#,
        ])
        #expect(said.gridActionNames == [
            #"Mută la stânga"#, #"Mută la dreapta cu 2 poziții"#, #"Mută cu un rând mai sus"#,
            #"Mută cu 3 rânduri mai jos"#, #"Mută la început"#, #"Mută la sfârșit"#,
        ])
        #expect(said.undoActionNames == [
            #"mutarea „Cumpără lapte de ovăz”"#, #"mutarea a 1 articol"#, #"mutarea a 3 articole"#,
            #"plasarea a 2 articole"#,
        ])
    }
}
