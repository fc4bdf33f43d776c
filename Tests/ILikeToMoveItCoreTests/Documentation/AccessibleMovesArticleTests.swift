@testable import ILikeToMoveItCore
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
        var moves = AccessibleMoves<Bird, UUID>(label: \.name, announcer: MoveAnnouncer(strings: .english))

        let step = moves.perform(.item(crow.id, .up(3)), on: &birds)
        // birds: Crow, Robin, Jay, Swan
        // step.text == "Moved up by 3. Above Robin. At top."
        // step.focus == crow.id

        #expect(birds.map(\.name) == ["Crow", "Robin", "Jay", "Swan"])
        #expect(step.text == "Moved up by 3. Above Robin. At top.")
        // Swan, last now, preceded Crow: the undo puts Crow back after it.
        #expect(step.focus == crow.id && step.inverse == MoveRequest(.place(crow.id, MovePlacement(after: birds[3].id, before: nil, offset: 3))),
                "the undo puts crow back after Swan")
    }

    @Test func distancesAreClampedAndAMissingItemChangesNothing() {
        var birds = [Bird(name: "Robin"), Bird(name: "Jay"), Bird(name: "Swan")]
        let robin = birds[0]
        var moves = AccessibleMoves<Bird, UUID>(announcer: MoveAnnouncer(strings: .english))

        let far = moves.perform(.item(robin.id, .down(Int.max)), on: &birds)
        // far.text == "Moved down by 2. At bottom."
        let backwards = moves.perform(.item(robin.id, .up(-4)), on: &birds)
        // backwards.text == "Not moved. At bottom."; backwards.inverse == nil
        let missing = moves.perform(.item(UUID(), .toTop), on: &birds)
        // missing.inverse == nil; missing.focus == nil; birds is unchanged

        #expect(far.text == "Moved down by 2. At bottom.")
        #expect(backwards.text == "Not moved. At bottom." && backwards.isEmpty && backwards.inverse == nil)
        #expect(missing.isEmpty && missing.inverse == nil && missing.focus == nil)
        #expect(birds.map(\.name) == ["Jay", "Swan", "Robin"])
    }

    @Test func quickRepeatedMovesAndUndo() {
        var birds = [Bird(name: "Robin"), Bird(name: "Jay"), Bird(name: "Swan"), Bird(name: "Crow")]
        let crow = birds[3]
        var moves = AccessibleMoves<Bird, UUID>(label: \.name, announcer: MoveAnnouncer(strings: .english))

        let first = moves.perform(.item(crow.id, .up), on: &birds)
        let second = moves.perform(.item(crow.id, .up), on: &birds)
        // first.text == "Moved up. Above Swan."; second.text == "Moved up. Above Jay."
        // birds: Robin, Crow, Jay, Swan; both steps focus crow
        if let undo = second.inverse {
            moves.perform(undo, on: &birds)
        }
        // birds: Robin, Jay, Crow, Swan

        #expect([first.text, second.text] == ["Moved up. Above Swan.", "Moved up. Above Jay."])
        #expect(first.focus == crow.id && second.focus == crow.id)
        #expect(birds.map(\.name) == ["Robin", "Jay", "Crow", "Swan"])
    }

    @Test func moveASelection() {
        var birds = [Bird(name: "Robin"), Bird(name: "Jay"), Bird(name: "Swan"), Bird(name: "Crow")]
        let chosen: Set = [birds[1].id, birds[3].id]
        var moves = AccessibleMoves<Bird, UUID>(announcer: MoveAnnouncer(strings: .english))

        let step = moves.perform(.item(birds[3].id, .toTop, selection: chosen), on: &birds)
        // birds: Jay, Crow, Robin, Swan
        // step.text == "Moved 2 items to top."

        #expect(birds.map(\.name) == ["Jay", "Crow", "Robin", "Swan"])
        #expect(step.text == "Moved 2 items to top.")
    }

    @Test func movingCrowUpAndBack() throws {
        var birds = [Bird(name: "Robin"), Bird(name: "Jay"), Bird(name: "Crow")]
        let crow = birds[2]
        var moves = AccessibleMoves<Bird, UUID>(label: \.name, announcer: MoveAnnouncer(strings: .english))

        let step = moves.perform(.item(crow.id, .toTop), on: &birds)
        #expect(birds.map(\.name) == ["Crow", "Robin", "Jay"])
        #expect(step.focus == crow.id)
        #expect(step.text == "Moved up by 2. Above Robin. At top.")

        let noOp = moves.perform(.item(crow.id, .up), on: &birds)
        #expect(noOp.text == "Not moved. At top.")
        #expect(noOp.inverse == nil)

        let undo = moves.perform(try #require(step.inverse), on: &birds)
        #expect(birds.map(\.name) == ["Robin", "Jay", "Crow"])
        #expect(undo.focus == crow.id)
        #expect(undo.text == "Moved down by 2. Below Jay. At bottom.")

        moves.perform(try #require(undo.inverse), on: &birds)
        #expect(birds.map(\.name) == ["Crow", "Robin", "Jay"])
    }

    @Test func otherLanguagesAndYourOwnWording() throws {
        let terse = MoveAnnouncer(strings: try MoveStrings.english.replacing("notMoved", with: "Stays."),
                                  includesPosition: true)
        var birds = [Bird(name: "Robin"), Bird(name: "Jay")]
        var moves = AccessibleMoves<Bird, UUID>(announcer: terse)

        let step = moves.perform(.item(birds[0].id, .up), on: &birds)
        // step.text == "Stays. At top. Position 1 of 2."

        let welsh = try MoveStrings(jsonData: Data("""
            {"language": "cy", "strings": {"movedUp": "Symudwyd i fyny.", "atTop": "Ar y brig."}}
            """.utf8))
        moves = AccessibleMoves<Bird, UUID>(announcer: MoveAnnouncer(strings: welsh))
        let up = moves.perform(.item(birds[1].id, .up), on: &birds)
        // up.text == "Symudwyd i fyny. Ar y brig."

        #expect(step.text == "Stays. At top. Position 1 of 2.")
        #expect(up.text == "Symudwyd i fyny. Ar y brig.")
        #expect(birds.map(\.name) == ["Jay", "Robin"])
    }
}
