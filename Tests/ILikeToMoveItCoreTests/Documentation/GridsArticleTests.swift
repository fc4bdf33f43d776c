import ILikeToMoveItCore
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

    @Test func moveAnItemInAGridAndTakeItBack() {
        let robin = Bird(name: "Robin"), jay = Bird(name: "Jay"), swan = Bird(name: "Swan")
        let crow = Bird(name: "Crow"), wren = Bird(name: "Wren")
        var birds = [robin, jay, swan, crow, wren]      // Robin Jay Swan / Crow Wren
        let grid = GridMoveLayout(columns: 3)
        let announcer = MoveAnnouncer(strings: .english, includesPosition: true)

        let result = birds.accessibilityMove(jay.id, identifiedBy: \.id, action: .down, in: grid,
                                             label: \.name, announcer: announcer)
        // birds: Robin, Swan, Crow, Wren, Jay
        // result.text == "Moved down a row. After Wren. At end. Row 2, column 2."
        birds.applyMove(result.undo!)   // back to Robin, Jay, Swan, Crow, Wren

        var moved = [robin, jay, swan, crow, wren]
        moved.applyMove(result.move!)
        #expect(moved == [robin, swan, crow, wren, jay])
        #expect(result.text == "Moved down a row. After Wren. At end. Row 2, column 2.")
        #expect(birds == [robin, jay, swan, crow, wren])

        let arabic = GridMoveLayout(columns: 3, readingDirection: .rightToLeft)
        let planned = birds.plannedGridMove(robin.id, identifiedBy: \.id, action: .left, in: arabic,
                                            label: \.name, announcer: MoveAnnouncer(strings: .english))
        // planned.move == OffsetMove(from: 0, to: 1): in a right-to-left grid, left is towards the end
        // planned.text == "Moved left. After Jay."
        #expect(planned.move == OffsetMove(from: 0, to: 1))
        #expect(planned.text == "Moved left. After Jay.")
        #expect(birds == [robin, jay, swan, crow, wren], "planning changes nothing")
    }

    @Test func namesAndReplacedWording() {
        let rows = GridMoveAction.down(rows: 2).name(strings: .english)   // "Move down by 2 rows"
        let end = GridMoveAction.toEnd.name(strings: .japanese)           // "末尾に移動"
        let strings = MoveStrings.english.replacing(.movedRight, with: "Nudged right.")

        #expect(rows == "Move down by 2 rows")
        #expect(end == "末尾に移動")
        let birds = [Bird(name: "Robin"), Bird(name: "Jay")]
        let result = birds.plannedGridMove(birds[0].id, identifiedBy: \.id, action: .right,
                                           in: GridMoveLayout(columns: 2), announcer: MoveAnnouncer(strings: strings))
        #expect(result.text == "Nudged right. At end.")
    }
}
