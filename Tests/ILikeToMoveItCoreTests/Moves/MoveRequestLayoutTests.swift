@testable import ILikeToMoveItCore
import Testing

/// `MoveRequestKind.expressed(in:)`: an undo recorded in one view is said in the terms of the view
/// it is replayed in.
@Suite struct MoveRequestLayoutTests {
    static let threeColumns = GridMoveLayout(columns: 3)
    static let twoColumnsRightToLeft = GridMoveLayout(columns: 2, readingDirection: .rightToLeft)

    @Test func aListPlaceBecomesAGridPlaceAndBack() {
        let place = MoveRequest<Int>.place(4, at: 2)
        #expect(place.expressed(in: Self.threeColumns).kind == .placeInGrid(4, MovePlacement(offset: 2), layout: Self.threeColumns))
        #expect(place.expressed(in: nil) == place)
        let inGrid = MoveRequest<Int>(.placeInGrid(4, MovePlacement(offset: 2), layout: Self.threeColumns))
        #expect(inGrid.expressed(in: nil) == place)
        #expect(inGrid.expressed(in: Self.threeColumns) == inGrid)
        // The grid's columns or direction changed since: the place takes the layout of now.
        #expect(inGrid.expressed(in: Self.twoColumnsRightToLeft).kind
            == .placeInGrid(4, MovePlacement(offset: 2), layout: Self.twoColumnsRightToLeft))
    }

    @Test(arguments: [nil, threeColumns] as [GridMoveLayout?])
    func otherKindsAreUnchanged(_ layout: GridMoveLayout?) {
        let requests: [MoveRequest<Int>] = [
            .item(1, .up(2)), .selection([1, 2], .toTop), .grid(1, .right, in: Self.threeColumns),
            MoveRequest(.restore([MoveRun(items: [2, 1], placement: MovePlacement(offset: 0))], focus: 1)),
            .transfer(1, before: nil, announcement: "Sent."),
            MoveRequest(.transferBack(1, MovePlacement(after: nil, before: 3, offset: 1), announcement: "Sent.")),
        ]
        for request in requests { #expect(request.expressed(in: layout) == request) }
    }

    /// The undo of a list move, replayed in a grid, is told in grid words, and the undo of a
    /// grid move replayed in a list in list words, as a move made there would be.
    @Test func anUndoReplayedInTheOtherViewSpeaksItsTerms() throws {
        var birds = FlockBird.flock(6)
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        // Robin, Jay, Swan, Crow, Goose, Finch: Jay down by 3, below Goose.
        let listMove = moves.perform(.item(1, .down(3)), on: &birds)
        let listUndo = try #require(listMove.inverse)
        var inGrid = birds
        let undoneInGrid = moves.perform(listUndo.expressed(in: Self.threeColumns), on: &inGrid)
        #expect(inGrid.map(\.id) == [0, 1, 2, 3, 4, 5])
        #expect(undoneInGrid.text == "Moved up a row. Before Swan.")
        #expect(undoneInGrid.focus == 1)
        var inList = birds
        #expect(moves.perform(listUndo.expressed(in: nil), on: &inList).text == "Moved up by 3. Above Swan.")

        // A grid move: Robin right by one; its undo said in a list is a list move up.
        var grid = FlockBird.flock(6)
        let gridMove = moves.perform(.grid(0, .right, in: Self.threeColumns), on: &grid)
        let gridUndo = try #require(gridMove.inverse)
        var list = grid
        let undoneInList = moves.perform(gridUndo.expressed(in: nil), on: &list)
        #expect(list.map(\.id) == [0, 1, 2, 3, 4, 5])
        #expect(undoneInList.text == "Moved up. Above Jay. At top.")
        #expect(moves.perform(gridUndo, on: &grid).text == "Moved to start. Before Jay.")
    }

    /// The undo of a transfer, shown in a grid, places the item in grid terms.
    @Test func anItemBroughtBackIsPlacedInTheGridsTerms() throws {
        var left = FlockBird.flock(4)
        var right: [FlockBird] = []
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        let sent = moves.perform(.transfer(0, before: nil, announcement: "Sent."), on: &left, other: &right)
        #expect(sent.text(in: Self.threeColumns) == "Sent.")
        let back = moves.perform(try #require(sent.inverse), on: &left, other: &right)
        #expect(back.text(in: nil) == back.text)
        #expect(back.text == "Moved back. Above Jay. At top.")
        #expect(back.text(in: Self.threeColumns) == "Moved back. Before Jay. At start.")
        var verbose = AccessibleMoves<FlockBird, Int>(
            label: \.name, announcer: MoveAnnouncer(strings: .japanese, includesPosition: true))
        let again = verbose.perform(.transfer(2, before: nil, announcement: ""), on: &left, other: &right)
        let returned = verbose.perform(try #require(again.inverse), on: &left, other: &right)
        #expect(returned.text(in: Self.threeColumns) == "元の位置に戻しました。「Crow」の前です。1行目、3列目です。")
    }
}

extension MoveRequest {
    /// The request told in the terms of the view it is performed in now (the session replays
    /// its undo requests so, by kind).
    func expressed(in layout: GridMoveLayout?) -> MoveRequest {
        MoveRequest(kind.expressed(in: layout))
    }
}
