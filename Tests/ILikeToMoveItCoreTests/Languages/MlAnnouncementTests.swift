import Testing

/// What a VoiceOver user hears in Malayalam (`MoveStrings-ml.json`), written out so a reader of
/// the language can review every sentence in one place (see `LanguageSamples` for what each
/// sample does, and the translators' guide, `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
///
/// The verbs are the plain past (നീക്കി), which in Malayalam agrees with nothing; action names
/// are the infinitive-imperative menus use (നീക്കുക). A label never takes a case ending: it is
/// followed by the quotative എന്നത്, which takes the ending instead (Robin എന്നതിന് മുകളിൽ), or
/// stands in quotation marks before a noun that does (“Done” വിഭാഗത്തിലേക്ക്). The undo names
/// are verbal nouns (നീക്കൽ).
@Suite struct MlAnnouncementTests {
    let said = LanguageSamples(language: "ml", phrase: "ഓട്സ് പാൽ വാങ്ങുക")

    @Test func listMoves() {
        #expect(said.listMoveUp == #"3 സ്ഥാനങ്ങൾ മുകളിലേക്ക് നീക്കി. Robin എന്നതിന് മുകളിൽ. ഏറ്റവും മുകളിൽ."#)
        #expect(said.listMoveDown == #"താഴേക്ക് നീക്കി. ഓട്സ് പാൽ വാങ്ങുക എന്നതിന് താഴെ. സ്ഥാനം 2, ആകെ 3."#)
    }

    @Test func gridMoves() {
        #expect(said.gridMove == #"ഒരു വരി മുകളിലേക്ക് നീക്കി. Swan എന്നതിന് മുമ്പ്. വരി 1, കോളം 3."#)
        #expect(said.gridMoveToCell == #"വരി 2, കോളം 1 എന്നതിലേക്ക് നീക്കി. ഓട്സ് പാൽ വാങ്ങുക എന്നതിന് ശേഷം."#)
    }

    @Test func groupMoves() {
        #expect(said.groupMoveOfTwo == #"2 ഇനങ്ങൾ മുകളിലേക്ക് നീക്കി. ഏറ്റവും മുകളിൽ."#)
        #expect(said.groupMoveOfFive == #"5 ഇനങ്ങൾ ഏറ്റവും താഴേക്ക് നീക്കി."#)
    }

    @Test func sectionMove() {
        #expect(said.sectionMove == #"“Done” വിഭാഗത്തിലേക്ക് നീക്കി. Swan എന്നതിന് താഴെ. ഏറ്റവും താഴെ."#)
    }

    @Test func dropAndUndo() {
        #expect(said.drop == #"2 ഇനങ്ങൾ ഡ്രോപ്പ് ചെയ്തു. Robin എന്നതിന് മുകളിൽ. ഏറ്റവും മുകളിൽ. 1 ഇനം ഡ്രോപ്പ് ചെയ്യാനായില്ല."#)
        #expect(said.undoneTransfer == #"പഴയ സ്ഥാനത്തേക്ക് തിരികെ നീക്കി. Jay എന്നതിന് മുകളിൽ."#)
    }

    @Test func actionNames() {
        #expect(said.listActionNames == [
            #"മുകളിലേക്ക് നീക്കുക"#, #"താഴേക്ക് നീക്കുക"#, #"5 സ്ഥാനങ്ങൾ മുകളിലേക്ക് നീക്കുക"#, #"2 സ്ഥാനങ്ങൾ താഴേക്ക് നീക്കുക"#,
            #"ഏറ്റവും മുകളിലേക്ക് നീക്കുക"#, #"ഏറ്റവും താഴേക്ക് നീക്കുക"#, #"“Done” വിഭാഗത്തിലേക്ക് നീക്കുക"#,
        ])
        #expect(said.gridActionNames == [
            #"ഇടത്തേക്ക് നീക്കുക"#, #"2 സ്ഥാനങ്ങൾ വലത്തേക്ക് നീക്കുക"#, #"ഒരു വരി മുകളിലേക്ക് നീക്കുക"#,
            #"3 വരികൾ താഴേക്ക് നീക്കുക"#, #"തുടക്കത്തിലേക്ക് നീക്കുക"#, #"അവസാനത്തിലേക്ക് നീക്കുക"#,
        ])
        #expect(said.undoActionNames == [
            #"ഓട്സ് പാൽ വാങ്ങുക എന്നത് നീക്കൽ"#, #"1 ഇനം നീക്കൽ"#,
            #"3 ഇനങ്ങൾ നീക്കൽ"#, #"2 ഇനങ്ങൾ ഡ്രോപ്പ് ചെയ്യൽ"#,
        ])
    }
}
