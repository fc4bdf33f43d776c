import Testing

/// What a VoiceOver user hears in Swedish (`MoveStrings-sv.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Results are past passives without a subject ("Flyttades upp.", "2 objekt flyttades upp."),
/// so no participle agrees with the item (flyttad, flyttat, flyttade). "objekt" is the same
/// word for one and for several. Labels follow a preposition and stay as they are; the undo
/// names are lower-case noun phrases, as iOS puts them after "Ångra" ("Ångra flytt av ”Köp
/// havremjölk”").
@Suite struct SvAnnouncementTests {
    let said = LanguageSamples(language: "sv", phrase: "Köp havremjölk")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Flyttades upp 3 steg. Ovanför Robin. Överst."#)
        #expect(said.listMoveDown == #"Flyttades ned. Nedanför Köp havremjölk. Position 2 av 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Flyttades upp en rad. Före Swan. Rad 1, kolumn 3."#)
        #expect(said.gridMoveToCell == #"Flyttades till rad 2, kolumn 1. Efter Köp havremjölk."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 objekt flyttades upp. Överst."#)
        #expect(said.groupMoveOfFive == #"5 objekt flyttades längst ned."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Flyttades till Done. Nedanför Swan. Nederst."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 objekt släpptes. Ovanför Robin. Överst. 1 objekt kunde inte släppas."#)
        #expect(said.undoneTransfer == #"Flyttades tillbaka. Ovanför Jay."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Flytta upp"#, #"Flytta ned"#, #"Flytta upp 5 steg"#, #"Flytta ned 2 steg"#, #"Flytta högst upp"#,
            #"Flytta längst ned"#, #"Flytta till Done"#,
        ])
        #expect(said.gridActionNames == [
            #"Flytta åt vänster"#, #"Flytta 2 steg åt höger"#, #"Flytta upp en rad"#, #"Flytta ned 3 rader"#,
            #"Flytta till början"#, #"Flytta till slutet"#,
        ])
        #expect(said.undoActionNames == [
            #"flytt av ”Köp havremjölk”"#, #"flytt av 1 objekt"#, #"flytt av 3 objekt"#,
            #"släpp av 2 objekt"#,
        ])
    }
}
