import Testing

/// What a VoiceOver user hears in Greek (`MoveStrings-el.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Results use the passive aorist, which agrees with the item in number only
/// ("Μετακινήθηκε", "Μετακινήθηκαν 2 στοιχεία"). Labels stand in guillemets after the neuter
/// noun "στοιχείο" (or "ενότητα" for a section), which takes the article, so no article has to
/// agree with an unknown name ("Πάνω από το στοιχείο «Robin»."). Actions are nouns, as Greek
/// iOS names commands ("Μετακίνηση προς τα πάνω"). iOS puts undo names after "Αναίρεση" and
/// "Επανάληψη" in the genitive ("Αναίρεση πληκτρολόγησης"), so they start with a genitive noun
/// and an en dash sets off the label or count ("Αναίρεση μετακίνησης – 3 στοιχεία").
@Suite struct ElAnnouncementTests {
    let said = LanguageSamples(language: "el", phrase: "Αγορά γάλακτος βρώμης")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Μετακινήθηκε κατά 3 θέσεις προς τα πάνω. Πάνω από το στοιχείο «Robin». Στην κορυφή."#)
        #expect(said.listMoveDown == #"Μετακινήθηκε προς τα κάτω. Κάτω από το στοιχείο «Αγορά γάλακτος βρώμης». Θέση 2 από 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Μετακινήθηκε κατά μία γραμμή προς τα πάνω. Πριν από το στοιχείο «Swan». Γραμμή 1, στήλη 3."#)
        #expect(said.gridMoveToCell == #"Μετακινήθηκε στη γραμμή 2, στήλη 1. Μετά το στοιχείο «Αγορά γάλακτος βρώμης»."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"Μετακινήθηκαν 2 στοιχεία προς τα πάνω. Στην κορυφή."#)
        #expect(said.groupMoveOfFive == #"Μετακινήθηκαν 5 στοιχεία στο κάτω μέρος."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Μετακινήθηκε στην ενότητα «Done». Κάτω από το στοιχείο «Swan». Στο κάτω μέρος."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"Αποτέθηκαν 2 στοιχεία. Πάνω από το στοιχείο «Robin». Στην κορυφή. 1 στοιχείο δεν ήταν δυνατό να αποτεθεί."#)
        #expect(said.undoneTransfer == #"Επέστρεψε στην αρχική θέση. Πάνω από το στοιχείο «Jay»."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Μετακίνηση προς τα πάνω"#, #"Μετακίνηση προς τα κάτω"#,
            #"Μετακίνηση κατά 5 θέσεις προς τα πάνω"#, #"Μετακίνηση κατά 2 θέσεις προς τα κάτω"#,
            #"Μετακίνηση στην κορυφή"#, #"Μετακίνηση στο κάτω μέρος"#, #"Μετακίνηση στην ενότητα «Done»"#,
        ])
        #expect(said.gridActionNames == [
            #"Μετακίνηση αριστερά"#, #"Μετακίνηση κατά 2 θέσεις δεξιά"#,
            #"Μετακίνηση κατά μία γραμμή προς τα πάνω"#, #"Μετακίνηση κατά 3 γραμμές προς τα κάτω"#,
            #"Μετακίνηση στην αρχή"#, #"Μετακίνηση στο τέλος"#,
        ])
        #expect(said.undoActionNames == [
            #"μετακίνησης – «Αγορά γάλακτος βρώμης»"#, #"μετακίνησης – 1 στοιχείο"#,
            #"μετακίνησης – 3 στοιχεία"#, #"απόθεσης – 2 στοιχεία"#,
        ])
    }
}
