@testable import ILikeToMoveItCore
import Testing

/// Arabic, Hebrew and Urdu announcements carry no directional marks: speech and braille read
/// text in logical order, the order it is stored in, so a Latin label ("Robin") is said where
/// the sentence puts it without any mark; a mark could be read aloud by a voice or shown as a
/// cell on a braille display. Labels are app data, and ``MoveLabel`` removes every
/// directional control from them before they are spoken, so a label cannot bring one in
/// either (see "Right to left" in `Sources/ILikeToMoveItCore/Translations/TRANSLATING.md`).
@Suite struct RightToLeftTests {
    /// The directional formatting characters: the implicit marks (LRM, RLM, ALM), the
    /// embeddings and overrides, and the isolates.
    static let directionalControls = Set(
        ([0x200E, 0x200F, 0x061C] + Array(0x202A...0x202E) + Array(0x2066...0x2069) as [UInt32])
            .compactMap(Unicode.Scalar.init))

    /// The directional controls `text` holds, as code points ("U+200F").
    static func controls(in text: String) -> [String] {
        text.unicodeScalars.filter(directionalControls.contains)
            .map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// What the samples say that passed through the package's moves, drops and action names:
    /// every sample but the undo names, whose label the samples hand to the table directly
    /// (a list's moves clean it first; see ``aLatinLabelReadsInLogicalOrder(_:)``).
    static func texts(of samples: LanguageSamples) -> [String] {
        Mirror(reflecting: samples).children.filter { $0.label != "undoActionNames" }.flatMap { child -> [String] in
            switch child.value {
            case let text as String: [text]
            case let names as [String]: names
            default: []
            }
        }
    }

    /// The samples' phrase ("Buy oat milk") wrapped and laced with every directional control
    /// an app's data may hold: overrides, isolates, embeddings and the marks.
    static let hostilePhrase =
        "\u{202E}\u{2067}Buy\u{200F} oat\u{061C} milk\u{200E}\u{2069}\u{202C}\u{202B}\u{202A}\u{202D}\u{2066}\u{2068}"

    @Test func theHostilePhraseHoldsEveryControl() {
        #expect(Self.directionalControls.count == 12)
        #expect(Set(Self.controls(in: Self.hostilePhrase)).count == 12)
        #expect(MoveLabel.sanitize(Self.hostilePhrase) == "Buy oat milk")
    }

    /// No entry of any shipped table, in any plural form, holds a directional control.
    @Test(arguments: MoveStrings.shippedLanguages)
    func noTableEntryHoldsADirectionalControl(tag: String) throws {
        let table = try ShippedTable(tag)
        for key in MoveStrings.Key.allCases {
            for (category, source) in table[key]?.templates ?? [] {
                let found = Self.controls(in: source)
                #expect(found.isEmpty, "\(tag) \(key) \(category) holds \(found): announcements carry no directional marks")
            }
        }
        #expect(Self.controls(in: table.separator).isEmpty, "\(tag): the separator holds a directional control")
    }

    /// In every language, a label full of directional controls is said exactly as the same
    /// label without them, in each sentence and action name of the review samples.
    @Test(arguments: MoveStrings.shippedLanguages)
    func aLabelsControlsAreRemovedInEveryLanguage(tag: String) {
        let clean = Self.texts(of: LanguageSamples(language: tag))
        let hostile = Self.texts(of: LanguageSamples(language: tag, phrase: Self.hostilePhrase))
        #expect(hostile == clean)
        for text in hostile {
            #expect(Self.controls(in: text).isEmpty, "\(tag): \"\(text)\" holds \(Self.controls(in: text))")
        }
    }

    /// One right-to-left language's sentences, with the label that each case names.
    struct Case: CustomTestStringConvertible, Sendable {
        let tag: String
        /// "Moved up by 3. Above Robin. At top.": the label is Robin, as the app gives it.
        let movedUp: String
        /// "Moved down. Below Robin. Position 2 of 3."
        let movedDown: String
        /// The words the label follows or precedes in `movedUp`, in logical order.
        let aroundLabel: (before: String, after: String)
        var testDescription: String { tag }
    }

    static let cases = [
        Case(tag: "ar",
             movedUp: "تم النقل لأعلى بمقدار 3 مواضع. فوق Robin. في أعلى القائمة.",
             movedDown: "تم النقل لأسفل. تحت Robin. الموضع 2 من 3.",
             aroundLabel: ("فوق ", ". في")),
        Case(tag: "he",
             movedUp: "הוזז 3 מקומות למעלה. מעל Robin. בראש הרשימה.",
             movedDown: "הוזז למטה. מתחת ל-Robin. מיקום 2 מתוך 3.",
             aroundLabel: ("מעל ", ". בראש")),
        Case(tag: "ur",
             movedUp: "آئٹم کو 3 مقام اوپر منتقل کیا گیا۔ Robin کے اوپر۔ سب سے اوپر۔",
             movedDown: "نیچے منتقل کیا گیا۔ Robin کے نیچے۔ مقام 2، کل 3۔",
             aroundLabel: ("گیا۔ ", " کے اوپر")),
    ]

    /// A Latin label sits in the sentence in logical order, with no mark around it; a label
    /// that brings overrides, isolates and marks of its own is said the same, cleaned.
    @Test(arguments: cases)
    func aLatinLabelReadsInLogicalOrder(_ testCase: Case) throws {
        struct Bird: Identifiable, Hashable, Sendable {
            let id: Int
            let name: String
        }
        let strings = MoveStrings.forLanguage(testCase.tag)
        try #require(strings.language == testCase.tag)
        let hostileRobin = "\u{202E}\u{2067}Ro\u{200F}bin\u{2069}\u{202C}\u{200E}"

        for robin in ["Robin", hostileRobin] {
            // Crow moves up by 3 to the top, above Robin.
            var list = [Bird(id: 0, name: robin), Bird(id: 1, name: "Jay"), Bird(id: 2, name: "Swan"), Bird(id: 3, name: "Crow")]
            var moves = AccessibleMoves<Bird, Int>(label: \.name, announcer: MoveAnnouncer(strings: strings))
            let up = moves.perform(.item(3, .up(3)), on: &list).text
            #expect(up == testCase.movedUp)
            #expect(Self.controls(in: up).isEmpty)
            // Logical order: the words before the label, the label's letters in their own
            // order, then the words after it, as the text is stored and as a voice reads it.
            #expect(up.contains(testCase.aroundLabel.before + "Robin" + testCase.aroundLabel.after))

            // Jay moves down by one, below Robin, to position 2 of 3.
            list = [Bird(id: 1, name: "Jay"), Bird(id: 0, name: robin), Bird(id: 2, name: "Swan")]
            var positioned = AccessibleMoves<Bird, Int>(
                label: \.name, announcer: MoveAnnouncer(strings: strings, includesPosition: true))
            let down = positioned.perform(.item(1, .down), on: &list)
            #expect(down.text == testCase.movedDown)
            #expect(Self.controls(in: down.text).isEmpty)

            // Robin moves: the undo action's name ("Move Robin") says the cleaned label.
            list = [Bird(id: 0, name: robin), Bird(id: 1, name: "Jay")]
            var named = AccessibleMoves<Bird, Int>(label: \.name, announcer: MoveAnnouncer(strings: strings))
            let undoName = strings.undoActionName(for: named.perform(.item(0, .down), on: &list).subject)
            #expect(undoName == strings.undoActionName(for: MoveStep<Int>.Subject.item(label: "Robin")))
            #expect(Self.controls(in: undoName).isEmpty)
        }
    }
}
