@testable import ILikeToMoveItCore
import Testing

/// What a drag handle's adjustable action moves, and what it is called.
@Suite struct DragHandleTests {
    @Test(arguments: [
        (MoveShape.list, true, RowMove.list(.up())),
        (.list, false, .list(.down())),
        (.column, true, .grid(.up(rows: 1))),
        (.column, false, .grid(.down(rows: 1))),
        (.row(.leftToRight), true, .grid(.left())),
        (.row(.leftToRight), false, .grid(.right())),
        (.row(.rightToLeft), true, .grid(.right())),
        (.row(.rightToLeft), false, .grid(.left())),
        (.grid(.leftToRight), true, .grid(.left())),
        (.grid(.rightToLeft), false, .grid(.left())),
    ])
    func aSwipeMovesOnePlaceInReadingOrder(shape: MoveShape, earlier: Bool, move: RowMove) {
        #expect(shape.handleMove(earlier: earlier) == move)
    }

    @Test func aSwipeOnTheHandleIsSaidAsTheRowsActionIs() {
        let strings = MoveStrings.english
        let shapes: [MoveShape] = [.list, .column, .row(.leftToRight), .row(.rightToLeft), .grid(.leftToRight), .grid(.rightToLeft)]
        for shape in shapes {
            for earlier in [true, false] {
                let move = shape.handleMove(earlier: earlier)
                let offered = shape.menu(rowActions: [.up, .down], transferCount: 0)
                #expect(offered.contains(move), "\(move) is one of the row's own actions in \(shape)")
                #expect(move.name(strings: strings) != nil)
            }
        }
    }

    @Test func theHandleIsCalledReorderInTheListsLanguage() {
        #expect(MoveStrings.english.reorderControlLabel == "Reorder")
        #expect(MoveStrings.japanese.reorderControlLabel != "Reorder", "the table's own word")
    }
}
