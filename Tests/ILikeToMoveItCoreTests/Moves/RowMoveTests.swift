import ILikeToMoveItCore
import Testing

/// Which moves a row offers, in which order and under which names: decided in the core, so
/// the SwiftUI rows only list them.
@Suite struct RowMoveTests {
    @Test func aListRowOffersItsActionsThenTheDestinations() {
        let menu = RowMove.menu(rowActions: [.up, .down, .up(5), .toTop], gridActions: [], destinationCount: 2)
        #expect(menu == [.list(.up), .list(.down), .list(.up(5)), .list(.toTop), .destination(0), .destination(1)])
    }

    @Test func aGridCellOffersTheGridMovesInsteadOfListMoves() {
        let menu = RowMove.menu(rowActions: [.up, .down], gridActions: [.left, .right, .up, .down], destinationCount: 1)
        #expect(menu == [.grid(.left), .grid(.right), .grid(.up), .grid(.down), .destination(0)])
    }

    @Test func repeatedActionsAreOfferedOnceAndANegativeDestinationCountOffersNone() {
        #expect(RowMove.menu(rowActions: [.up, .up(1), .down, .up], gridActions: [], destinationCount: -3)
            == [.list(.up), .list(.down)])
        #expect(RowMove.menu(rowActions: [], gridActions: [], destinationCount: 0).isEmpty)
    }

    @Test func namesComeFromTheStringsAndDestinationsAreNamedByTheApp() {
        #expect(RowMove.list(.up(3)).name(strings: .english) == "Move up by 3")
        #expect(RowMove.grid(.right).name(strings: .english) == "Move right")
        #expect(RowMove.destination(0).name(strings: .english) == nil)
    }

    @Test func keyPressesBecomeTheSameMovesAsTheActions() {
        #expect(RowMove(.list(.toBottom)) == .list(.toBottom))
        #expect(RowMove(.grid(.left, in: GridMoveLayout(columns: 3))) == .grid(.left))
    }
}
