import Testing

/// What a VoiceOver user hears in Indonesian (`MoveStrings-id.json`), written out so a reader
/// of the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Passive di- forms, which agree with nothing; a label stands as it is, after a preposition.
@Suite struct IdAnnouncementTests {
    let said = LanguageSamples(language: "id", phrase: "Beli susu oat")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"Dipindahkan 3 posisi ke atas. Di atas Robin. Di posisi teratas."#)
        #expect(said.listMoveDown == #"Dipindahkan ke bawah. Di bawah Beli susu oat. Posisi 2 dari 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"Dipindahkan satu baris ke atas. Sebelum Swan. Baris 1, kolom 3."#)
        #expect(said.gridMoveToCell == #"Dipindahkan ke baris 2, kolom 1. Setelah Beli susu oat."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 item dipindahkan ke atas. Di posisi teratas."#)
        #expect(said.groupMoveOfFive == #"5 item dipindahkan ke posisi terbawah."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"Dipindahkan ke Done. Di bawah Swan. Di posisi terbawah."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 item dilepaskan. Di atas Robin. Di posisi teratas. 1 item tidak dapat dilepaskan."#)
        #expect(said.undoneTransfer == #"Dikembalikan ke posisi semula. Di atas Jay."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"Pindahkan ke atas"#, #"Pindahkan ke bawah"#, #"Pindahkan 5 posisi ke atas"#, #"Pindahkan 2 posisi ke bawah"#,
            #"Pindahkan ke posisi teratas"#, #"Pindahkan ke posisi terbawah"#, #"Pindahkan ke Done"#,
        ])
        #expect(said.gridActionNames == [
            #"Pindahkan ke kiri"#, #"Pindahkan 2 posisi ke kanan"#, #"Pindahkan satu baris ke atas"#,
            #"Pindahkan 3 baris ke bawah"#, #"Pindahkan ke awal"#, #"Pindahkan ke akhir"#,
        ])
        #expect(said.undoActionNames == [
            #"Pemindahan “Beli susu oat”"#, #"Pemindahan 1 item"#, #"Pemindahan 3 item"#, #"Pelepasan 2 item"#,
        ])
    }
}
