import Testing

/// What a VoiceOver user hears in Arabic (`MoveStrings-ar.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// Modern Standard Arabic, impersonal (تم النقل، تم نقل …): nothing agrees with the item. A label
/// follows فوق، تحت، قبل، بعد، إلى and takes no written ending, so a Latin name (Robin) reads as
/// itself inside the sentence; the undo name sets it in «». The count lives in the noun, in each of
/// the six forms (عنصر واحد، عنصرين، 3 عناصر، 11 عنصرًا، 100 عنصر), and the undo names are verbal
/// nouns, as after تراجع عن / إعادة.
@Suite struct ArAnnouncementTests {
    let said = LanguageSamples(language: "ar", phrase: "شراء حليب الشوفان")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"تم النقل لأعلى بمقدار 3 مواضع. فوق Robin. في أعلى القائمة."#)
        #expect(said.listMoveDown == #"تم النقل لأسفل. تحت شراء حليب الشوفان. الموضع 2 من 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"تم النقل لأعلى بمقدار صف واحد. قبل Swan. الصف 1، العمود 3."#)
        #expect(said.gridMoveToCell == #"تم النقل إلى الصف 2، العمود 1. بعد شراء حليب الشوفان."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"تم نقل عنصرين لأعلى. في أعلى القائمة."#)
        #expect(said.groupMoveOfFive == #"تم نقل 5 عناصر إلى أسفل القائمة."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"تم النقل إلى Done. تحت Swan. في أسفل القائمة."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"تم إفلات عنصرين. فوق Robin. في أعلى القائمة. تعذّر إفلات عنصر واحد."#)
        #expect(said.undoneTransfer == #"تم الإرجاع إلى الموضع السابق. فوق Jay."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"نقل لأعلى"#, #"نقل لأسفل"#, #"نقل لأعلى بمقدار 5 مواضع"#, #"نقل لأسفل بمقدار موضعين"#,
            #"نقل إلى أعلى القائمة"#, #"نقل إلى أسفل القائمة"#, #"نقل إلى Done"#,
        ])
        #expect(said.gridActionNames == [
            #"نقل لليسار"#, #"نقل لليمين بمقدار موضعين"#, #"نقل لأعلى بمقدار صف واحد"#,
            #"نقل لأسفل بمقدار 3 صفوف"#, #"نقل إلى البداية"#, #"نقل إلى النهاية"#,
        ])
        #expect(said.undoActionNames == [
            #"نقل «شراء حليب الشوفان»"#, #"نقل عنصر واحد"#,
            #"نقل 3 عناصر"#, #"إفلات عنصرين"#,
        ])
    }
}
