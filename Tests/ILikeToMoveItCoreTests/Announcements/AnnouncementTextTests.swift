@testable import ILikeToMoveItCore
import Testing

/// Announcements in both shipped languages, from moves on a list whose labels are odd.
@Suite struct AnnouncementTextTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var label: String
        var moving: Int
        var action: AccessibilityMoveAction
        var english: String
        var japanese: String
        var testDescription: String { name }
    }

    /// A four-item list where item 1 carries the odd label; `moving` is moved by `action`.
    static let cases: [Case] = [
        Case(name: "plain", label: "Robin", moving: 2, action: .up,
             english: "Moved up. Above Robin.", japanese: "上に移動しました。「Robin」の上です。"),
        Case(name: "by three to top", label: "Robin", moving: 3, action: .up(3),
             english: "Moved up by 3. Above Jay. At top.", japanese: "3個上に移動しました。「Jay」の上です。一番上です。"),
        Case(name: "newlines and tabs", label: "Blue\n\n\tJay\r\n", moving: 0, action: .down,
             english: "Moved down. Below Blue Jay.", japanese: "下に移動しました。「Blue Jay」の下です。"),
        Case(name: "right-to-left override", label: "\u{202E}nibor\u{202C}", moving: 2, action: .up,
             english: "Moved up. Above nibor.", japanese: "上に移動しました。「nibor」の上です。"),
        Case(name: "emoji", label: "🐦‍⬛ Crow 👨‍👩‍👧", moving: 0, action: .down,
             english: "Moved down. Below 🐦‍⬛ Crow 👨‍👩‍👧.", japanese: "下に移動しました。「🐦‍⬛ Crow 👨‍👩‍👧」の下です。"),
        Case(name: "empty", label: "", moving: 2, action: .up,
             english: "Moved up.", japanese: "上に移動しました。"),
        Case(name: "only controls", label: "\u{0}\u{7}\u{1B}[2J\u{200F}", moving: 2, action: .up,
             english: "Moved up. Above [2J.", japanese: "上に移動しました。「[2J」の上です。"),
        Case(name: "ten thousand characters", label: String(repeating: "a", count: 10_000), moving: 0, action: .down,
             english: "Moved down. Below \(String(repeating: "a", count: 79))….",
             japanese: "下に移動しました。「\(String(repeating: "a", count: 79))…」の下です。"),
        Case(name: "Japanese label", label: "コマドリ", moving: 2, action: .up,
             english: "Moved up. Above コマドリ.", japanese: "上に移動しました。「コマドリ」の上です。"),
        Case(name: "to bottom", label: "Robin", moving: 0, action: .toBottom,
             english: "Moved down by 3. Below Crow. At bottom.", japanese: "3個下に移動しました。「Crow」の下です。一番下です。"),
        Case(name: "not moved at the top", label: "Robin", moving: 0, action: .up,
             english: "Not moved. At top.", japanese: "移動しませんでした。一番上です。"),
        Case(name: "not moved by zero", label: "Robin", moving: 1, action: .down(0),
             english: "Not moved.", japanese: "移動しませんでした。"),
    ]

    private func list(label: String) -> [FlockBird] {
        [FlockBird(id: 0, name: "Jay"), FlockBird(id: 1, name: label), FlockBird(id: 2, name: "Swan"), FlockBird(id: 3, name: "Crow")]
    }

    @Test(arguments: cases)
    func english(_ testCase: Case) {
        var birds = list(label: testCase.label)
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        let step = moves.perform(.item(testCase.moving, testCase.action), on: &birds)
        #expect(step.text == testCase.english)
    }

    @Test(arguments: cases)
    func japanese(_ testCase: Case) {
        var birds = list(label: testCase.label)
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .japanese)
        let step = moves.perform(.item(testCase.moving, testCase.action), on: &birds)
        #expect(step.text == testCase.japanese)
    }

    @Test(arguments: [
        ("en", "Moved down by 2. Below Swan. Position 3 of 4."),
        ("ja", "2個下に移動しました。「Swan」の下です。全4項目中3番目です。"),
    ])
    func positionIsSpokenWhenTurnedOn(language: String, text: String) {
        var birds = list(label: "Robin")
        let announcer = MoveAnnouncer(strings: .forLanguage(language), includesPosition: true)
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: announcer)
        let step = moves.perform(.item(0, .down(2)), on: &birds)
        #expect(step.text == text)
        #expect(ListStepCheck.announcement(step)?.position == .init(3, of: 4))
    }

    @Test func anAppCanReplaceOneSentence() {
        let strings = MoveStrings.english.replacing(.atTop, with: "Top of the list.")
        var birds = list(label: "Robin")
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, announcer: MoveAnnouncer(strings: strings))
        let step = moves.perform(.item(3, .toTop), on: &birds)
        #expect(step.text == "Moved up by 3. Top of the list.")
    }

    @Test func anAppCanBringItsOwnLanguage() {
        let german = MoveStrings(
            language: "de",
            templates: [
                .movedUp: [.other: "Nach oben verschoben."],
                .movedUpBy: [.one: "Um {count} Platz nach oben verschoben.", .other: "Um {count} Plätze nach oben verschoben."],
                .above: [.other: "Über {label}."],
            ]
        )
        var birds = list(label: "Robin")
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: MoveAnnouncer(strings: german))
        let step = moves.perform(.item(3, .up(2)), on: &birds)
        #expect(step.text == "Um 2 Plätze nach oben verschoben. Über Robin.")
        #expect(german.string(.notMoved) == "Not moved.", "missing keys fall back to English")
    }
}
