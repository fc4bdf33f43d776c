import Testing

/// What a VoiceOver user hears in Urdu (`MoveStrings-ur.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// The verbs are the impersonal passive (منتقل کیا گیا): with کو after a counted noun nothing
/// agrees with it; action names are the polite imperative (منتقل کریں); sentences end with ۔. A
/// label stands before a separate postposition (کے اوپر، سے پہلے، میں), uninflected, so a Latin
/// name (Robin) is read first and the Urdu follows in logical order. What a menu shows starts
/// with an Urdu word (سیکشن Done میں، آئٹم Robin کو), so a Latin label never sets the line's
/// direction; the undo names are infinitive phrases, after or before the system's کالعدم کریں.
@Suite struct UrAnnouncementTests {
    let said = LanguageSamples(language: "ur", phrase: "جئی کا دودھ خریدنا")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"آئٹم کو 3 مقام اوپر منتقل کیا گیا۔ Robin کے اوپر۔ سب سے اوپر۔"#)
        #expect(said.listMoveDown == #"نیچے منتقل کیا گیا۔ جئی کا دودھ خریدنا کے نیچے۔ مقام 2، کل 3۔"#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"ایک قطار اوپر منتقل کیا گیا۔ Swan سے پہلے۔ قطار 1، کالم 3۔"#)
        #expect(said.gridMoveToCell == #"قطار 2، کالم 1 میں منتقل کیا گیا۔ جئی کا دودھ خریدنا کے بعد۔"#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 آئٹمز کو اوپر منتقل کیا گیا۔ سب سے اوپر۔"#)
        #expect(said.groupMoveOfFive == #"5 آئٹمز کو سب سے نیچے منتقل کیا گیا۔"#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"سیکشن Done میں منتقل کیا گیا۔ Swan کے نیچے۔ سب سے نیچے۔"#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 آئٹمز کو ڈراپ کیا گیا۔ Robin کے اوپر۔ سب سے اوپر۔ 1 آئٹم کو ڈراپ نہیں کیا جا سکا۔"#)
        #expect(said.undoneTransfer == #"پچھلے مقام پر واپس لایا گیا۔ Jay کے اوپر۔"#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"اوپر منتقل کریں"#, #"نیچے منتقل کریں"#, #"5 مقام اوپر منتقل کریں"#, #"2 مقام نیچے منتقل کریں"#,
            #"سب سے اوپر منتقل کریں"#, #"سب سے نیچے منتقل کریں"#, #"سیکشن Done میں منتقل کریں"#,
        ])
        #expect(said.gridActionNames == [
            #"بائیں جانب منتقل کریں"#, #"2 مقام دائیں جانب منتقل کریں"#, #"ایک قطار اوپر منتقل کریں"#,
            #"3 قطاریں نیچے منتقل کریں"#, #"پہلے مقام پر منتقل کریں"#, #"آخری مقام پر منتقل کریں"#,
        ])
        #expect(said.undoActionNames == [
            #"آئٹم جئی کا دودھ خریدنا کو منتقل کرنا"#, #"1 آئٹم کو منتقل کرنا"#,
            #"3 آئٹمز کو منتقل کرنا"#, #"2 آئٹمز کو ڈراپ کرنا"#,
        ])
    }
}
