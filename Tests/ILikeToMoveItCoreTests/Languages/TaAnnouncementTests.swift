import Testing

/// What a VoiceOver user hears in Tamil (`MoveStrings-ta.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// The verbs are the neuter passive (நகர்த்தப்பட்டது), plural where a counted noun is the subject
/// (2 உருப்படிகள் … நகர்த்தப்பட்டன); action names are the imperative Tamil menus use (நகர்த்து). A
/// label never takes a case ending: it is followed by the quotative என்பது, which takes the
/// ending instead (Robin என்பதற்கு மேலே), or stands in quotation marks before a noun that does
/// (“Done” பிரிவுக்கு). The undo names are verbal nouns (நகர்த்துதல்).
@Suite struct TaAnnouncementTests {
    let said = LanguageSamples(language: "ta", phrase: "ஓட்ஸ் பால் வாங்கு")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"உருப்படி 3 இடங்கள் மேலே நகர்த்தப்பட்டது. Robin என்பதற்கு மேலே. மிக மேலே."#)
        #expect(said.listMoveDown == #"கீழே நகர்த்தப்பட்டது. ஓட்ஸ் பால் வாங்கு என்பதற்குக் கீழே. இடம் 2, மொத்தம் 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"ஒரு வரிசை மேலே நகர்த்தப்பட்டது. Swan என்பதற்கு முன். வரிசை 1, நெடுவரிசை 3."#)
        #expect(said.gridMoveToCell == #"வரிசை 2, நெடுவரிசை 1 என்ற இடத்திற்கு நகர்த்தப்பட்டது. ஓட்ஸ் பால் வாங்கு என்பதற்குப் பின்."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 உருப்படிகள் மேலே நகர்த்தப்பட்டன. மிக மேலே."#)
        #expect(said.groupMoveOfFive == #"5 உருப்படிகள் மிகக் கீழே நகர்த்தப்பட்டன."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"“Done” பிரிவுக்கு நகர்த்தப்பட்டது. Swan என்பதற்குக் கீழே. மிகக் கீழே."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 உருப்படிகள் இழுத்து விடப்பட்டன. Robin என்பதற்கு மேலே. மிக மேலே. 1 உருப்படி இழுத்து விட முடியவில்லை."#)
        #expect(said.undoneTransfer == #"முந்தைய இடத்திற்குத் திருப்பி நகர்த்தப்பட்டது. Jay என்பதற்கு மேலே."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"மேலே நகர்த்து"#, #"கீழே நகர்த்து"#, #"5 இடங்கள் மேலே நகர்த்து"#, #"2 இடங்கள் கீழே நகர்த்து"#,
            #"மிக மேலே நகர்த்து"#, #"மிகக் கீழே நகர்த்து"#, #"“Done” பிரிவுக்கு நகர்த்து"#,
        ])
        #expect(said.gridActionNames == [
            #"இடது பக்கம் நகர்த்து"#, #"2 இடங்கள் வலது பக்கம் நகர்த்து"#, #"ஒரு வரிசை மேலே நகர்த்து"#,
            #"3 வரிசைகள் கீழே நகர்த்து"#, #"தொடக்கத்திற்கு நகர்த்து"#, #"இறுதிக்கு நகர்த்து"#,
        ])
        #expect(said.undoActionNames == [
            #"ஓட்ஸ் பால் வாங்கு என்பதை நகர்த்துதல்"#, #"1 உருப்படி நகர்த்துதல்"#,
            #"3 உருப்படிகள் நகர்த்துதல்"#, #"2 உருப்படிகள் இழுத்து விடுதல்"#,
        ])
    }
}
