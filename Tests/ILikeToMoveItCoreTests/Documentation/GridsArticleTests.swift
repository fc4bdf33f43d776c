@testable import ILikeToMoveItCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The examples of "Reordering grids and stacks", each run and checked against the result the
/// article states. The code inside each test is the article's code, unchanged.
@Suite struct GridsArticleTests {
    /// The article's model type (nested so it does not clash with the other fixtures).
    struct Bird: Identifiable, Hashable, Codable, Sendable {
        var id = UUID()
        var name: String
    }

    @Test func moveAnItemInAGrid() {
        let robin = Bird(name: "Robin"), jay = Bird(name: "Jay"), swan = Bird(name: "Swan")
        let crow = Bird(name: "Crow"), wren = Bird(name: "Wren")
        var birds = [robin, jay, swan, crow, wren]      // Robin Jay Swan / Crow Wren
        let grid = GridMoveLayout(columns: 3)
        var moves = AccessibleMoves<Bird, UUID>(label: \.name,
                                                announcer: MoveAnnouncer(strings: .english, includesPosition: true))

        let step = moves.perform(.grid(jay.id, .down, in: grid), on: &birds)
        // birds: Robin, Swan, Crow, Wren, Jay
        // step.text == "Moved down a row. After Wren. At end. Row 2, column 2."
        // step.focus == jay.id

        #expect(birds == [robin, swan, crow, wren, jay])
        #expect(step.text == "Moved down a row. After Wren. At end. Row 2, column 2.")
        #expect(step.focus == jay.id)
    }

    @Test func leftIsTowardsTheEndInARightToLeftGrid() {
        var birds = [Bird(name: "Robin"), Bird(name: "Jay"), Bird(name: "Swan")]
        let arabic = GridMoveLayout(columns: 3, readingDirection: .rightToLeft)
        var moves = AccessibleMoves<Bird, UUID>(label: \.name, announcer: MoveAnnouncer(strings: .english))

        let step = moves.perform(.grid(birds[0].id, .left, in: arabic), on: &birds)
        // birds: Jay, Robin, Swan: in a right-to-left grid, left is towards the end
        // step.text == "Moved left. After Jay."

        #expect(birds.map(\.name) == ["Jay", "Robin", "Swan"])
        #expect(step.text == "Moved left. After Jay.")
    }

    @Test func namesAndReplacedWording() throws {
        let strings = try MoveStrings.english.replacing("movedRight", with: "Nudged right.")
        var birds = [Bird(name: "Robin"), Bird(name: "Jay")]
        var moves = AccessibleMoves<Bird, UUID>(announcer: MoveAnnouncer(strings: strings))

        let step = moves.perform(.grid(birds[0].id, .right, in: GridMoveLayout(columns: 2)), on: &birds)
        // step.text == "Nudged right. At end."
        // GridMoveAction.down(rows: 2).name == "Move down by 2 rows" for an English-speaking user

        #expect(step.text == "Nudged right. At end.")
        #expect(GridMoveAction.down(rows: 2).name(strings: .english) == "Move down by 2 rows")
        #expect(GridMoveAction.toEnd.name(strings: .japanese) == "末尾に移動")
    }
}
