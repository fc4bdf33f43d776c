#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing
@testable import DemoKit

@Suite struct ScriptRunnerTests {
    /// The announcement the core makes for `action` on the bird named `name` in `birds`.
    static func coreAnnouncement(
        _ action: AccessibilityMoveAction, of name: String, in birds: [Bird], language: String = "en"
    ) throws -> String {
        var copy = birds
        let bird = try #require(copy.first { $0.name == name })
        var moves = AccessibleMoves<Bird, Bird.ID>(label: \.name, announcer: MoveAnnouncer(strings: .forLanguage(language)))
        return moves.perform(.item(bird.id, action), on: &copy).text
    }

    @Test func spokenSentencesAreTheSpecificationsOnes() async {
        let outcome = await ScriptRunner.run("""
            focus left 3
            move up 3
            move down
            focus left 9
            move bottom
            move up 1
            """, from: DemoState())
        #expect(outcome.output.prefix(4) == [
            "Moved up by 3. Above Robin. At top.",
            "Moved down. Below Robin.",
            "Not moved. At bottom.",
            "Moved up. Above Sparrow.",
        ])
        #expect(outcome.errors.isEmpty)
        #expect(outcome.exitCode == 0)
    }

    @Test(arguments: MoveStrings.shippedLanguages)
    func moveAnnouncementsComeFromTheCore(_ language: String) async throws {
        let demoLanguage = try #require(DemoLanguage(resolving: language))
        let birds = Bird.flock
        var reference = birds
        var expected: [String] = []
        let steps: [(String, AccessibilityMoveAction)] = [
            ("Goose", .up(2)), ("Goose", .down(5)), ("Robin", .toBottom), ("Owl", .toTop), ("Owl", .up),
        ]
        var script = ""
        for (name, action) in steps {
            expected.append(try Self.coreAnnouncement(action, of: name, in: reference, language: language))
            var copy = reference
            let id = try #require(copy.first { $0.name == name }).id
            var moves = AccessibleMoves<Bird, Bird.ID>()
            moves.perform(.item(id, action), on: &copy)
            let position = try #require(reference.firstIndex { $0.name == name })
            script += "focus left \(position)\n" + Self.command(for: action) + "\n"
            reference = copy
        }
        let outcome = await ScriptRunner.run(script, from: DemoState(left: birds, language: demoLanguage))
        #expect(Array(outcome.output.prefix(expected.count)) == expected)
        #expect(outcome.output.suffix(2) == DemoState(left: reference, language: demoLanguage).listLines)
    }

    static func command(for action: AccessibilityMoveAction) -> String {
        switch action {
        case .up(let distance): "move up \(distance)"
        case .down(let distance): "move down \(distance)"
        case .toTop: "move top"
        case .toBottom: "move bottom"
        }
    }

    @Test func pickTargetDropMovesBetweenListsLosingNothing() async {
        let outcome = await ScriptRunner.run("""
            # pick Robin, Goose and Swan and drop them on the right list
            focus left 0
            select
            focus left 4
            select
            focus left 5
            select
            pick
            target right end
            drop

            focus left 2   # Chicken
            pick
            target right 1
            drop
            """, from: DemoState())
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.output.suffix(2) == [
            "Left list: Blue Jay, Cardinal, Crow, Finch, Sparrow, Owl",
            "Right list: Robin, Chicken, Goose, Swan",
        ])
        #expect(outcome.output.contains("Dropped 3 birds in the right list: Robin, Goose, Swan."))
    }

    @Test func cancelLeavesBothListsAsTheyWere() async {
        let outcome = await ScriptRunner.run("""
            focus left 1
            select
            pick
            target left 7
            cancel
            """, from: DemoState())
        #expect(outcome.output.last(where: { $0.hasPrefix("Drop") }) == "Drop cancelled. Nothing moved.")
        #expect(outcome.output.suffix(2) == DemoState().listLines)
    }

    @Test func addReadsPlainTextAndUndoTakesItBack() async {
        let outcome = await ScriptRunner.run("""
            focus right
            add   Kestrel
            show
            undo
            """, from: DemoState())
        #expect(outcome.output == [
            "Added Kestrel to the right list.",
            "Left list: Robin, Blue Jay, Cardinal, Chicken, Goose, Swan, Crow, Finch, Sparrow, Owl",
            "Right list: Kestrel",
            "Undid the last change. Removed Kestrel.",
        ] + DemoState().listLines)
    }

    @Test func openGoesThroughTheUserActivityPayload() async throws {
        let robin = Bird(name: "Robin")
        let outcome = await ScriptRunner.run("open", from: DemoState(left: [robin]))
        let payload = try robin.userActivityPayload()
        #expect(outcome.output.first == "Opened Robin.")
        #expect(outcome.output.contains("Identifier: \(robin.id)"))
        #expect(outcome.output.contains("Activity type: \(Bird.activityType)"))
        #expect(outcome.output.contains("Window target: \(Bird.activityType)/\(robin.id)"))
        #expect(outcome.output.contains("Window target: \(payload.targetContentIdentifier)"))
        let json = try #require(outcome.output.first { $0.hasPrefix("{") })
        #expect(Data(json.utf8) == payload.itemData)
        #expect(try Bird(userActivityPayload: payload) == robin)
    }

    struct BadScript: CustomTestStringConvertible, Sendable {
        let name: String
        let script: String
        let errors: [String]
        var testDescription: String { name }
    }

    static let badScripts: [BadScript] = [
        BadScript(name: "unknown command", script: "show\njump 3",
                  errors: ["line 2: unknown command 'jump'; commands are focus, move, select, pick, target, drop, cancel, add, paste, open, undo, redo, menu, show, view, columns, direction, language, press"]),
        BadScript(name: "bad list", script: "focus middle", errors: ["line 1: 'middle' is not a list; use left or right"]),
        BadScript(name: "not a number", script: "move up lots", errors: ["line 1: 'lots' is not a whole number"]),
        BadScript(name: "bad move", script: "move sideways", errors: [
            "line 1: 'move sideways' is not a move; use move up|down [N], move top|bottom, move other, "
                + "in the grid view move left|right [N], move start|end, or in the sections view move section K"]),
        BadScript(name: "position out of range", script: "focus left 10",
                  errors: ["line 1: Position 10 is out of range: the left list has positions 0 to 9."]),
        BadScript(name: "empty list", script: "focus right 0\nmove up", errors: ["line 2: The right list is empty."]),
        BadScript(name: "drop with nothing picked", script: "# nothing\n\ndrop", errors: ["line 3: Nothing is picked up."]),
        BadScript(name: "nothing to undo", script: "undo", errors: ["line 1: Nothing to undo."]),
        BadScript(name: "every bad line is reported", script: "frob\nmove up\nfrob",
                  errors: [
                    "line 1: unknown command 'frob'; commands are focus, move, select, pick, target, drop, cancel, add, paste, open, undo, redo, menu, show, view, columns, direction, language, press",
                    "line 3: unknown command 'frob'; commands are focus, move, select, pick, target, drop, cancel, add, paste, open, undo, redo, menu, show, view, columns, direction, language, press",
                  ]),
    ]

    @Test(arguments: badScripts)
    func badLinesAreReportedWithTheirNumbers(_ testCase: BadScript) async {
        let outcome = await ScriptRunner.run(testCase.script, from: DemoState())
        #expect(outcome.errors == testCase.errors)
        #expect(outcome.exitCode == 65)
        #expect(outcome.output.suffix(2).allSatisfy { $0.contains("list:") })
    }

    @Test func absurdDistancesAreClampedNotCrashing() async {
        let outcome = await ScriptRunner.run("""
            focus left 4
            move up \(Int.max)
            move down \(Int.max)
            move up \(Int.min)
            move down -3
            """, from: DemoState())
        #expect(outcome.errors.isEmpty)
        #expect(outcome.output[0].hasSuffix("At top."))
        #expect(outcome.output[1].hasSuffix("At bottom."))
        #expect(outcome.output[2].hasPrefix("Not moved."))
        #expect(outcome.output[3].hasPrefix("Not moved."))
    }
}
