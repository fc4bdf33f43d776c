import Testing

/// What a VoiceOver user hears in Malay (`MoveStrings-ms.json`), written out so a reader
/// of the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Passive di- forms, which agree with nothing; a label stands as it is, after a preposition.
@Suite struct MsAnnouncementTests {
    let said = LanguageSamples(language: "ms", phrase: "Beli susu oat")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Dialihkan 3 kedudukan ke atas. Di atas Robin. Di kedudukan teratas."#)
        #expect(said.listMoveDown == #"Dialihkan ke bawah. Di bawah Beli susu oat. Kedudukan 2 daripada 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Dialihkan satu baris ke atas. Sebelum Swan. Baris 1, lajur 3."#)
        #expect(said.gridMoveToCell == #"Dialihkan ke baris 2, lajur 1. Selepas Beli susu oat."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 item dialihkan ke atas. Di kedudukan teratas."#)
        #expect(said.groupMoveOfFive == #"5 item dialihkan ke kedudukan terbawah."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Dialihkan ke Done. Di bawah Swan. Di kedudukan terbawah."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 item dilepaskan. Di atas Robin. Di kedudukan teratas. 1 item tidak dapat dilepaskan."#)
        #expect(said.undoneTransfer == #"Dikembalikan ke kedudukan asal. Di atas Jay."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Alihkan ke atas"#, #"Alihkan ke bawah"#, #"Alihkan 5 kedudukan ke atas"#, #"Alihkan 2 kedudukan ke bawah"#,
            #"Alihkan ke kedudukan teratas"#, #"Alihkan ke kedudukan terbawah"#, #"Alihkan ke Done"#,
        ])
        #expect(said.gridActionNames == [
            #"Alihkan ke kiri"#, #"Alihkan 2 kedudukan ke kanan"#, #"Alihkan satu baris ke atas"#,
            #"Alihkan 3 baris ke bawah"#, #"Alihkan ke permulaan"#, #"Alihkan ke penghujung"#,
        ])
        #expect(said.undoActionNames == [
            #"Pengalihan “Beli susu oat”"#, #"Pengalihan 1 item"#, #"Pengalihan 3 item"#, #"Pelepasan 2 item"#,
        ])
    }
}
