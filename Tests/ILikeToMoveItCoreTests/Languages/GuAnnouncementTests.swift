import Testing

/// What a VoiceOver user hears in Gujarati (`MoveStrings-gu.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// A moved item is said in the impersonal neuter past (ખસેડ્યું), which agrees with no item;
/// counted items take the feminine of આઇટમ (2 આઇટમ ઉપર ખસેડી), the same for one and many; action
/// names are the polite imperative (ખસેડો); a noun stays singular after a number (3 પંક્તિ), as
/// in Apple's Gujarati. A neighbour's label follows a colon after "this" (આની નીચે: Robin,
/// "below this: Robin"), so it never takes ની/ના or an oblique ending; elsewhere it stands in
/// quotation marks before a noun or verb (“Done” વિભાગમાં).
@Suite struct GuAnnouncementTests {
    let said = LanguageSamples(language: "gu", phrase: "ઓટ મિલ્ક ખરીદવું")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"3 સ્થાન ઉપર ખસેડ્યું. આની નીચે: Robin. સૌથી ઉપર."#)
        #expect(said.listMoveDown == #"નીચે ખસેડ્યું. આની ઉપર: ઓટ મિલ્ક ખરીદવું. સ્થાન 2, કુલ 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"એક પંક્તિ ઉપર ખસેડ્યું. આના પછી: Swan. પંક્તિ 1, કૉલમ 3."#)
        #expect(said.gridMoveToCell == #"પંક્તિ 2, કૉલમ 1 પર ખસેડ્યું. આના પહેલાં: ઓટ મિલ્ક ખરીદવું."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 આઇટમ ઉપર ખસેડી. સૌથી ઉપર."#)
        #expect(said.groupMoveOfFive == #"5 આઇટમ સૌથી નીચે ખસેડી."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"“Done” વિભાગમાં ખસેડ્યું. આની ઉપર: Swan. સૌથી નીચે."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 આઇટમ ડ્રોપ કરી. આની નીચે: Robin. સૌથી ઉપર. 1 આઇટમ ડ્રોપ કરી શકાઈ નહીં."#)
        #expect(said.undoneTransfer == #"પહેલાંના સ્થાને પાછું ખસેડ્યું. આની નીચે: Jay."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"ઉપર ખસેડો"#, #"નીચે ખસેડો"#, #"5 સ્થાન ઉપર ખસેડો"#, #"2 સ્થાન નીચે ખસેડો"#,
            #"સૌથી ઉપર ખસેડો"#, #"સૌથી નીચે ખસેડો"#, #"“Done” વિભાગમાં ખસેડો"#,
        ])
        #expect(said.gridActionNames == [
            #"ડાબે ખસેડો"#, #"2 સ્થાન જમણે ખસેડો"#, #"એક પંક્તિ ઉપર ખસેડો"#,
            #"3 પંક્તિ નીચે ખસેડો"#, #"શરૂઆતમાં ખસેડો"#, #"અંતમાં ખસેડો"#,
        ])
        #expect(said.undoActionNames == [
            #"“ઓટ મિલ્ક ખરીદવું” ખસેડવું"#, #"1 આઇટમ ખસેડવી"#,
            #"3 આઇટમ ખસેડવી"#, #"2 આઇટમ ડ્રોપ કરવી"#,
        ])
    }
}
