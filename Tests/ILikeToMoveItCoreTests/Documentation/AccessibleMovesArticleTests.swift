import ILikeToMoveItCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The examples of "Getting started with accessible moves", each run and checked against the
/// result the article states. The code inside each test is the article's code, unchanged.
@Suite struct AccessibleMovesArticleTests {
    /// The article's model type (nested so it does not clash with the other fixtures).
    struct Bird: Identifiable, Hashable, Codable, Sendable {
        var id = UUID()
        var name: String
    }

    @Test func moveOneItemAndReadTheAnnouncement() {
        var birds = [Bird(name: "Robin"), Bird(name: "Jay"), Bird(name: "Swan"), Bird(name: "Crow")]
        let crow = birds[3]

        let result = birds.accessibilityMove(crow, action: .up(3), label: \.name,
                                             announcer: MoveAnnouncer(strings: .english))
        // birds: Crow, Robin, Jay, Swan
        // result.text == "Moved up by 3. Above Robin. At top."

        #expect(birds.map(\.name) == ["Crow", "Robin", "Jay", "Swan"])
        #expect(result.text == "Moved up by 3. Above Robin. At top.")
        #expect(result.outcome == .moved)
    }

    @Test func distancesAreClamped() {
        var birds = [Bird(name: "Robin"), Bird(name: "Jay"), Bird(name: "Swan")]
        let robin = birds[0]
        let english = MoveAnnouncer(strings: .english)

        let far = birds.accessibilityMove(robin, action: .down(Int.max), announcer: english)
        // far.text == "Moved down by 2. At bottom."
        let backwards = birds.accessibilityMove(robin, action: .up(-4), announcer: english)
        // backwards.text == "Not moved. At bottom."

        #expect(far.text == "Moved down by 2. At bottom.")
        #expect(backwards.text == "Not moved. At bottom.")
        #expect(birds.map(\.name) == ["Jay", "Swan", "Robin"])
    }

    @Test func aMissingItemIsReportedNotMoved() {
        var birds = [Bird(name: "Robin"), Bird(name: "Jay")]
        let stranger = Bird(name: "Dodo")

        let result = birds.accessibilityMove(stranger, action: .toTop)
        // result.outcome == .itemNotFound; birds is unchanged

        #expect(result.outcome == .itemNotFound)
        #expect(birds.map(\.name) == ["Robin", "Jay"])
    }

    @Test func quickRepeatedMovesWithTheController() {
        let birds = [Bird(name: "Robin"), Bird(name: "Jay"), Bird(name: "Swan"), Bird(name: "Crow")]
        let crow = birds[3]

        var controller = MoveController(items: birds, label: \.name,
                                        announcer: MoveAnnouncer(strings: .english))
        let outputs = controller.handle([.item(crow.id, .up), .item(crow.id, .up)])
        // outputs.map(\.text) == ["Moved up. Above Swan.", "Moved up. Above Jay."]
        // controller.items: Robin, Crow, Jay, Swan; focus stays on crow
        controller.undo()
        // controller.items: Robin, Jay, Crow, Swan

        #expect(outputs.map(\.text) == ["Moved up. Above Swan.", "Moved up. Above Jay."])
        #expect(outputs.map(\.focus) == [crow.id, crow.id])
        #expect(controller.items.map(\.name) == ["Robin", "Jay", "Crow", "Swan"])
    }

    @Test func moveASelection() {
        var birds = [Bird(name: "Robin"), Bird(name: "Jay"), Bird(name: "Swan"), Bird(name: "Crow")]
        let chosen: Set = [birds[1].id, birds[3].id]

        let result = birds.accessibilityMove(chosen, action: .toTop,
                                             announcer: MoveAnnouncer(strings: .english))
        // birds: Jay, Crow, Robin, Swan
        // result.text == "Moved 2 items to top."

        #expect(birds.map(\.name) == ["Jay", "Crow", "Robin", "Swan"])
        #expect(result.text == "Moved 2 items to top.")
    }

    @Test func otherLanguagesAndYourOwnWording() {
        let japanese = MoveAnnouncer(strings: .japanese)
        let terse = MoveAnnouncer(strings: MoveStrings.english.replacing(.notMoved, with: "Stays."),
                                  includesPosition: true)
        let announcement = MoveAnnouncement(movement: .notMoved, position: .init(1, of: 4))

        // japanese.text(for: MoveAnnouncement(movement: .moved(.up, distance: 3))) == "3個上に移動しました。"
        // terse.text(for: announcement) == "Stays. Position 1 of 4."
        // AccessibilityMoveAction.down(5).name(strings: .english) == "Move down by 5"

        #expect(japanese.text(for: MoveAnnouncement(movement: .moved(.up, distance: 3))) == "3個上に移動しました。")
        #expect(terse.text(for: announcement) == "Stays. Position 1 of 4.")
        #expect(AccessibilityMoveAction.down(5).name(strings: .english) == "Move down by 5")
    }
}
