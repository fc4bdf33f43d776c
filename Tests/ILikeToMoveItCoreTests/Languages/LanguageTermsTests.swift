@testable import ILikeToMoveItCore
import Testing

/// The kinds of error the language review found, checked in every shipped table
/// (``LanguageChecks``): names of one menu that sound the same at any count, top and bottom
/// said as start and end, drop and move said with other words than the table's glossary
/// (``LanguageTerms``), and a frame for the undo names in every language. The last tests feed
/// the checks broken copies of real tables, so the suite shows that each kind is caught.
@Suite struct LanguageTermsTests {
    static let tags = MoveStrings.shippedLanguages

    static func strings(_ tag: String) throws -> MoveStrings {
        try MoveStrings(jsonData: try #require(MoveStrings.shippedData(tag)))
    }

    @Test func everyTableHasTermsAndNoOtherDoes() {
        #expect(Set(LanguageTerms.byTag.keys) == Set(Self.tags),
                "LanguageTerms.byTag must have one entry for each shipped table: words and Undo/Redo frames")
    }

    /// No two actions of one menu sound the same, whatever counts a row offers: a sectioned
    /// list's, grids', rows' and a column's menus, with up and down by 1 to 120 and by large
    /// counts all at once.
    @Test(arguments: tags)
    func noTwoActionsOfAMenuSoundTheSame(tag: String) throws {
        let problems = LanguageChecks.menuCollisions(try Self.strings(tag))
        #expect(problems.isEmpty, "\(problems.prefix(5).joined(separator: "\n"))")
    }

    @Test(arguments: tags)
    func topAndBottomAreNotStartAndEnd(tag: String) throws {
        let problems = LanguageChecks.edgeProblems(try Self.strings(tag))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Drop entries say the table's drop word, undo names of moves its move word, the edges
    /// their own words, and no idea is said in its opposite's words.
    @Test(arguments: tags)
    func entriesSayTheGlossarysWords(tag: String) throws {
        let terms = try #require(LanguageTerms.byTag[tag])
        let problems = LanguageChecks.glossaryProblems(try Self.strings(tag), terms: terms)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test(arguments: tags)
    func framesHoldTheNameOnce(tag: String) throws {
        let terms = try #require(LanguageTerms.byTag[tag])
        let problems = LanguageChecks.frameProblems(tag, terms: terms)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func theHeardFormIgnoresCaseSpacingAndPunctuationOnly() {
        #expect(LanguageChecks.heard("Move to Top.") == LanguageChecks.heard("move  to top"))
        #expect(LanguageChecks.heard("「Robin」の移動") == LanguageChecks.heard("Robinの移動"))
        #expect(LanguageChecks.heard("Move up by 2") != LanguageChecks.heard("Move up by 3"))
        #expect(LanguageChecks.heard("Přesunout nahoru") != LanguageChecks.heard("Presunout nahoru"))
    }

    // MARK: - Broken copies are caught

    /// Bottom worded as top, differing only in case and punctuation: the list's menu offers
    /// both.
    @Test func aCollidingActionIsCaught() throws {
        let broken = try LanguageChecks.copy(of: "es", replacing: [.actionToBottom: "mover a la parte SUPERIOR."])
        let problems = LanguageChecks.menuCollisions(broken)
        #expect(problems.contains { $0.contains("list menu") && $0.contains("Mover a la parte superior") })
    }

    /// A plural form that leaves out the number makes two counts one name: caught because a
    /// menu holds every count.
    @Test func aCountThatIsNotSaidIsCaught() throws {
        let broken = try LanguageChecks.copy(
            of: "en", replacing: [.actionDownBy: ["one": "Move down by {count}", "other": "Move down several places"]]
        )
        let problems = LanguageChecks.menuCollisions(broken)
        #expect(problems.contains { $0.contains("list menu") && $0.contains("Move down several places") })
        #expect(problems.contains { $0.contains("column menu") && $0.contains("several") } == false)
    }

    /// Danish drop said as insert (`indsat`, the Paste verb), as the table said before the
    /// review.
    @Test func aDropWordThatIsNotTheGlossarysIsCaught() throws {
        let broken = try LanguageChecks.copy(of: "da", replacing: [.droppedItems: "{count} {items} indsat.", .undoDrop: "indsættelse af {count} {items}"])
        let problems = LanguageChecks.glossaryProblems(broken, terms: try #require(LanguageTerms.byTag["da"]))
        #expect(problems.contains { $0.contains("droppedItems") && $0.contains("slip…|slup…") })
        #expect(problems.contains { $0.contains("undoDrop") })
        #expect(!problems.contains { $0.contains("notDropped") })
    }

    /// A drop point said with the verb for insert, and a drag source said as a move: VoiceOver
    /// offers both beside the move actions, so each must be heard as what it is.
    @Test func aDropPointOrADragSourceInOtherWordsIsCaught() throws {
        let broken = try LanguageChecks.copy(of: "de", replacing: [.dropInto: "In „{label}“ einfügen", .dragItem: "„{label}“ bewegen"])
        let problems = LanguageChecks.glossaryProblems(broken, terms: try #require(LanguageTerms.byTag["de"]))
        #expect(problems.contains { $0.contains("dropInto") && $0.contains("drop word") })
        #expect(problems.contains { $0.contains("dragItem") && $0.contains("move word") })
        let shipped = LanguageChecks.glossaryProblems(try Self.strings("de"), terms: try #require(LanguageTerms.byTag["de"]))
        #expect(shipped.isEmpty)
    }

    /// Spanish top said as start, as the table said before the review: the glossary and the
    /// edge check both catch it.
    @Test func topSaidAsStartIsCaught() throws {
        let broken = try LanguageChecks.copy(of: "es", replacing: [.actionToTop: "Mover al principio", .atTop: "Al principio de la lista."])
        #expect(LanguageChecks.edgeProblems(broken).count == 2)
        let problems = LanguageChecks.glossaryProblems(broken, terms: try #require(LanguageTerms.byTag["es"]))
        #expect(problems.contains { $0.contains("actionToTop") && $0.contains("top word") })
        #expect(problems.contains { $0.contains("atTop") && $0.contains("says the start word") })
    }

    @Test func aFrameWithoutItsNameIsCaught() {
        let broken = LanguageTerms(move: "move", drop: "drop", top: "top", bottom: "bottom", start: "start", end: "end",
                                   undo: "Undo", redo: "Redo %@ %@", frames: .ours)
        #expect(LanguageChecks.frameProblems("xx", terms: broken).count == 2)
    }
}
