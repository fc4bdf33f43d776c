import Testing

/// What a VoiceOver user hears in Bangla (`MoveStrings-bn.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// The verbs are the impersonal passive (সরানো হয়েছে), which agrees with nothing; action names
/// are the polite imperative (সরান); sentences end with the danda (।). The count carries the
/// classifier (2টি আইটেম). A neighbour's label follows a colon after "this" (এটির নিচে: Robin,
/// "below this: Robin"), so it never takes the genitive এর/র, whose form depends on the label's
/// last sound; elsewhere it stands in the nominative before a noun or verb (“Done” বিভাগে).
@Suite struct BnAnnouncementTests {
    let said = LanguageSamples(language: "bn", phrase: "ওট মিল্ক কেনা")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"3 ধাপ উপরে সরানো হয়েছে। এটির নিচে: Robin। সবার উপরে।"#)
        #expect(said.listMoveDown == #"নিচে সরানো হয়েছে। এটির উপরে: ওট মিল্ক কেনা। অবস্থান 2, মোট 3।"#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"এক সারি উপরে সরানো হয়েছে। এটির পরে: Swan। সারি 1, কলাম 3।"#)
        #expect(said.gridMoveToCell == #"সারি 2, কলাম 1 অবস্থানে সরানো হয়েছে। এটির আগে: ওট মিল্ক কেনা।"#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2টি আইটেম উপরে সরানো হয়েছে। সবার উপরে।"#)
        #expect(said.groupMoveOfFive == #"5টি আইটেম সবার নিচে সরানো হয়েছে।"#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"“Done” বিভাগে সরানো হয়েছে। এটির উপরে: Swan। সবার নিচে।"#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2টি আইটেম ড্রপ করা হয়েছে। এটির নিচে: Robin। সবার উপরে। 1টি আইটেম ড্রপ করা যায়নি।"#)
        #expect(said.undoneTransfer == #"আগের জায়গায় ফিরিয়ে আনা হয়েছে। এটির নিচে: Jay।"#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"উপরে সরান"#, #"নিচে সরান"#, #"5 ধাপ উপরে সরান"#, #"2 ধাপ নিচে সরান"#,
            #"সবার উপরে সরান"#, #"সবার নিচে সরান"#, #"“Done” বিভাগে সরান"#,
        ])
        #expect(said.gridActionNames == [
            #"বাঁয়ে সরান"#, #"2 ধাপ ডানে সরান"#, #"এক সারি উপরে সরান"#,
            #"3 সারি নিচে সরান"#, #"শুরুতে সরান"#, #"শেষে সরান"#,
        ])
        #expect(said.undoActionNames == [
            #"“ওট মিল্ক কেনা” সরানো"#, #"1টি আইটেম সরানো"#,
            #"3টি আইটেম সরানো"#, #"2টি আইটেম ড্রপ করা"#,
        ])
    }
}
