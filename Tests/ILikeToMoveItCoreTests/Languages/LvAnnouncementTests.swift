import Testing

/// What a VoiceOver user hears in Latvian (`MoveStrings-lv.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Participles in the impersonal masculine singular throughout ("Pārvietots"), as Latvian
/// status messages are. Labels stay in the nominative: in „…“ after a noun that takes the case
/// ("Virs vienuma „Robin“"), or after a colon ("Noņemts: Robin."); counted items follow a colon
/// in the nominative ("Pārvietots uz augšu: 2 vienumi."), so an app's own noun needs only its
/// counting forms. Action names are infinitives ("Pārvietot uz augšu"); the undo names are in
/// the accusative, the object of the system's undo verb ("pārvietošanu").
@Suite struct LvAnnouncementTests {
    let said = LanguageSamples(language: "lv", phrase: "Nopirkt auzu pienu")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Pārvietots uz augšu par 3 pozīcijām. Virs vienuma „Robin“. Saraksta augšā."#)
        #expect(said.listMoveDown == #"Pārvietots uz leju. Zem vienuma „Nopirkt auzu pienu“. Pozīcija 2 no 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Pārvietots uz augšu par vienu rindu. Pirms vienuma „Swan“. Rinda 1, kolonna 3."#)
        #expect(said.gridMoveToCell == #"Pārvietots: rinda 2, kolonna 1. Aiz vienuma „Nopirkt auzu pienu“."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Pārvietots uz augšu: 2 vienumi. Saraksta augšā."#)
        #expect(said.groupMoveOfFive == #"Pārvietots uz saraksta apakšu: 5 vienumi."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Pārvietots uz sadaļu „Done“. Zem vienuma „Swan“. Saraksta apakšā."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Nomests: 2 vienumi. Virs vienuma „Robin“. Saraksta augšā. Neizdevās nomest: 1 vienums."#)
        #expect(said.undoneTransfer == #"Atgriezts atpakaļ. Virs vienuma „Jay“."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Pārvietot uz augšu"#, #"Pārvietot uz leju"#,
            #"Pārvietot uz augšu par 5 pozīcijām"#, #"Pārvietot uz leju par 2 pozīcijām"#,
            #"Pārvietot uz saraksta augšu"#, #"Pārvietot uz saraksta apakšu"#,
            #"Pārvietot uz sadaļu „Done“"#,
        ])
        #expect(said.gridActionNames == [
            #"Pārvietot pa kreisi"#, #"Pārvietot pa labi par 2 pozīcijām"#,
            #"Pārvietot uz augšu par vienu rindu"#, #"Pārvietot uz leju par 3 rindām"#,
            #"Pārvietot uz sākumu"#, #"Pārvietot uz beigām"#,
        ])
        #expect(said.undoActionNames == [
            #"pārvietošanu: Nopirkt auzu pienu"#, #"pārvietošanu: 1 vienums"#,
            #"pārvietošanu: 3 vienumi"#, #"nomešanu: 2 vienumi"#,
        ])
    }
}
