@testable import ILikeToMoveItCore
import Testing

/// Which moves a row offers, in which order and under which names: decided in the core by
/// the list's `MoveLayout`, so the SwiftUI rows only list them.
@Suite struct RowMoveTests {
    static let standard: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]

    @Test func aListRowOffersItsActionsThenTheDestinations() {
        let menu = MoveLayout.list.menu(rowActions: [.up, .down, .up(5), .toTop], itemCount: 9, transferCount: 2)
        #expect(menu == [.list(.up), .list(.down), .list(.up(5)), .list(.toTop), .transfer(0), .transfer(1)])
    }

    /// The default actions in a grid of several rows are the six grid moves, as before.
    @Test func aGridCellOffersTheGridMovesOfTheDefaultActions() {
        let menu = MoveLayout.grid(GridMoveLayout(columns: 3)).menu(rowActions: Self.standard, itemCount: 8, transferCount: 1)
        #expect(menu == GridMoveAction.standard.map(RowMove.grid) + [.transfer(0)])
    }

    /// A row's own actions are not ignored in a grid: each becomes its grid counterpart, in
    /// the order given, after left and right.
    @Test func aGridCellOffersTheGridCounterpartsOfItsActions() {
        let grid = MoveLayout.grid(GridMoveLayout(columns: 3))
        #expect(grid.menu(rowActions: [.up, .down, .up(5), .down(5)], itemCount: 8, transferCount: 0)
            == [.grid(.left), .grid(.right), .grid(.up), .grid(.down), .grid(.up(rows: 5)), .grid(.down(rows: 5))])
        #expect(grid.menu(rowActions: [.toBottom], itemCount: 8, transferCount: 0) == [.grid(.left), .grid(.right), .grid(.toEnd)])
        #expect(grid.menu(rowActions: [], itemCount: 8, transferCount: 1) == [.transfer(0)], "no actions: none added")
    }

    /// A horizontal stack set up as the docs advise (`columns: .max`) and a grid whose items
    /// fit in one row offer no row moves: up and down become moves along the row.
    @Test func aSingleRowOffersOnlyMovesAlongIt() {
        let leftToRight: [RowMove] = [.grid(.left), .grid(.right), .grid(.toStart), .grid(.toEnd)]
        for (grid, count) in [(GridMoveLayout(columns: .max), 20), (GridMoveLayout(columns: 3), 2), (GridMoveLayout(rows: 1), 5)] {
            #expect(MoveLayout.grid(grid).menu(rowActions: Self.standard, itemCount: count, transferCount: 0) == leftToRight)
        }
        let arabic = MoveLayout.grid(GridMoveLayout(columns: .max, readingDirection: .rightToLeft))
        #expect(arabic.menu(rowActions: [.up, .down(3), .toBottom], itemCount: 4, transferCount: 0)
            == [.grid(.right), .grid(.left(3)), .grid(.toEnd)], "up is towards the start, which is right")
    }

    /// A grid whose items fit in one column (a `LazyHGrid` with more rows than items, a
    /// single-column grid) offers no left or right.
    @Test func aSingleColumnOffersNoLeftOrRight() {
        let column: [RowMove] = [.grid(.up), .grid(.down), .grid(.toStart), .grid(.toEnd)]
        for (grid, count) in [(GridMoveLayout(rows: 4), 3), (GridMoveLayout(columns: 1), 7), (GridMoveLayout(rows: .max), 30)] {
            #expect(MoveLayout.grid(grid).menu(rowActions: Self.standard, itemCount: count, transferCount: 0) == column)
        }
    }

    /// The menu follows the count: the third item of a 3-column grid is still one row, the
    /// fourth makes two, and removing it makes one again.
    @Test func theMenuChangesWhenTheGridGainsASecondLine() {
        let grid = MoveLayout.grid(GridMoveLayout(columns: 3))
        #expect(grid.shape(itemCount: 3) == .row(.leftToRight))
        #expect(grid.shape(itemCount: 4) == .grid(.leftToRight))
        #expect(MoveLayout.grid(GridMoveLayout(rows: 2)).shape(itemCount: 3) == .grid(.leftToRight))
        #expect(MoveLayout.grid(GridMoveLayout(rows: 2)).shape(itemCount: 2) == .column)
        #expect(MoveLayout.grid(GridMoveLayout(columns: 1)).shape(itemCount: 1) == .column)
        #expect(MoveLayout.grid(GridMoveLayout(columns: 5)).shape(itemCount: 0) == .row(.leftToRight))
        #expect(MoveLayout.list.shape(itemCount: 1) == .list)
    }

    /// Every move a one-line grid offers can move some item; every move it drops moves none.
    /// (A grid of one column is left out: there left and right would move items too, by
    /// wrapping, but up and down say the same visually, so only those are offered.)
    @Test func aSingleLineOffersExactlyTheMovesThatCanDoSomething() {
        for grid in [GridMoveLayout(columns: .max), GridMoveLayout(columns: 4), GridMoveLayout(rows: 4), GridMoveLayout(rows: .max)] {
            for count in 2...4 {
                let offered = Set(MoveLayout.grid(grid).menu(rowActions: Self.standard, itemCount: count, transferCount: 0))
                for action in GridMoveAction.standard {
                    let movesSome = (0..<count).contains { action.targetOffset(from: $0, count: count, in: grid) != $0 }
                    let axisMove = action != .toStart && action != .toEnd
                    if axisMove { #expect(offered.contains(.grid(action)) == movesSome, "\(grid) \(count) \(action)") }
                }
            }
        }
    }

    @Test func repeatedActionsAreOfferedOnceAndANegativeDestinationCountOffersNone() {
        #expect(MoveLayout.list.menu(rowActions: [.up, .up(1), .down, .up], itemCount: 3, transferCount: -3)
            == [.list(.up), .list(.down)])
        #expect(MoveLayout.list.menu(rowActions: [], itemCount: 3, transferCount: 0).isEmpty)
        #expect(MoveLayout.grid(GridMoveLayout(columns: 2)).menu(rowActions: [.up, .up(1)], itemCount: 6, transferCount: 0)
            == [.grid(.left), .grid(.right), .grid(.up)])
    }

    @Test func namesComeFromTheStringsAndDestinationsAreNamedByTheApp() {
        #expect(RowMove.list(.up(3)).name(strings: .english) == "Move up by 3")
        #expect(RowMove.grid(.right).name(strings: .english) == "Move right")
        #expect(RowMove.transfer(0).name(strings: .english) == nil)
    }

    /// The request of each move: a list action is a row request (the selection moves
    /// together), a grid move is a grid request in the list's own layout, a destination is
    /// the app's.
    @Test func eachMoveBecomesItsRequest() {
        let grid = GridMoveLayout(columns: 3)
        #expect(MoveLayout.list.request(for: .list(.toTop), on: 2, selection: ListSelection([2, 5] as Set<Int>)) == ListRequest(MoveRequest<Int>(.selection([2, 5], .toTop, focus: 2))))
        #expect(MoveLayout.list.request(for: .list(.up), on: 1, selection: ListSelection([2, 5] as Set<Int>)) == ListRequest(MoveRequest<Int>.item(1, .up)))
        #expect(MoveLayout.grid(grid).request(for: .grid(.left), on: 1, selection: ListSelection([1, 2] as Set<Int>)) == ListRequest(MoveRequest<Int>.grid(1, .left, in: grid)))
        #expect(MoveLayout.grid(grid).request(for: .list(.toBottom), on: 1) == ListRequest(MoveRequest<Int>.grid(1, .toEnd, in: grid)))
        #expect(MoveLayout.list.request(for: .grid(.down(rows: 2)), on: 1) == ListRequest(MoveRequest<Int>.item(1, .down(2))))
        #expect(MoveLayout.list.request(for: .grid(.right), on: 1) == nil)
        #expect(MoveLayout.grid(grid).request(for: .transfer(0), on: 1) == nil)
    }
}
