@testable import ILikeToMoveItCore
import Testing

/// A drop in a grid is the request that places the item at an offset, told in grid terms
/// by where it landed.
@Suite struct GridDropAnnouncementTests {
    /// Every drop from any place to any place in every grid of 1…12 items in every small
    /// layout, and its undo.
    @Test(arguments: smallGridLayouts)
    func everyDropMatchesTheReference(layout: GridMoveLayout) {
        let announcer = MoveAnnouncer(strings: .english, includesPosition: true)
        for count in 1...12 {
            let flock = FlockBird.flock(count)
            for from in 0..<count {
                for to in 0..<count {
                    var expected = flock
                    expected.applyMove(OffsetMove(from: from, to: to))
                    var moved = flock
                    var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: announcer)
                    let step = moves.perform(GridStepCheck.place(flock[from].id, at: to, in: layout), on: &moved)
                    let context = "\(from) → \(to) of \(count) in \(layout)"
                    #expect(moved == expected, "\(context)")
                    #expect(step.change == (to == from ? .none : .offset(OffsetMove(from: from, to: to))), "\(context)")
                    #expect(step.focus == flock[from].id, "\(context)")
                    #expect(GridStepCheck.announcement(step) != nil, "\(context) in grid terms")
                    #expect(step.text == referencePlaceText(moved, from: from, to: to, in: layout), "\(context)")
                    guard let inverse = step.inverse else {
                        #expect(to == from, "\(context): an inverse exactly when moved")
                        continue
                    }
                    let undo = moves.perform(inverse, on: &moved)
                    #expect(moved == flock, "undo of \(context)")
                    #expect(undo.text == referencePlaceText(flock, from: to, to: from, in: layout), "undo of \(context)")
                }
            }
        }
    }

    @Test func aCommittedDragIsAnnouncedInGridTerms() throws {
        // Robin Jay Swan / Crow Goose Finch / Wren Owl
        var birds = FlockBird.flock(8)
        let grid = GridMoveLayout(columns: 3)
        var session = try #require(LiveReorder(dragging: 0, in: birds, id: \.id))
        for target in [1, 4, 5] {
            if let move = session.hover(over: target, in: birds, id: \.id) { birds.applyMove(move) }
        }
        let committed = session.commit(in: birds, id: \.id)
        let net = try #require(committed)
        #expect(net == OffsetMove(from: 0, to: 5))
        // The drop: the drag's moves are taken back, then the item is placed where it was dropped.
        let dragged = birds
        birds.applyMove(net.inverted)
        #expect(birds == FlockBird.flock(8))
        func drop(_ announcer: MoveAnnouncer) -> MoveStep<Int> {
            var list = birds
            var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: announcer)
            let step = moves.perform(GridStepCheck.place(0, at: net.to, in: grid), on: &list)
            #expect(list == dragged)
            return step
        }
        let english = drop(MoveAnnouncer(strings: .english))
        let japanese = drop(MoveAnnouncer(strings: .japanese, includesPosition: true))
        #expect(english.change == .offset(net))
        #expect(english.text == "Moved to row 2, column 3. After Finch.")
        #expect(japanese.text == "2行目、3列目に移動しました。「Finch」の次です。")
    }

    @Test func emptyAndOneItemGrids() {
        let grid = GridMoveLayout(columns: 2)
        var empty: [FlockBird] = []
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        let none = moves.perform(GridStepCheck.place(0, at: 3, in: grid), on: &empty)
        #expect(none.announcement == .grid(GridMoveAnnouncement(movement: .notMoved)))
        #expect(none.isEmpty && none.focus == nil && none.inverse == nil && empty.isEmpty)
        var one = FlockBird.flock(1)
        for offset in [-1, 0, 3] {
            let step = moves.perform(GridStepCheck.place(0, at: offset, in: grid), on: &one)
            #expect(step.text == "Not moved. At start.", "placed at \(offset)")
            #expect(step.isEmpty && step.focus == 0 && one == FlockBird.flock(1))
        }
        // Offsets out of the list are clamped into it.
        var three = FlockBird.flock(3)
        let late = moves.perform(GridStepCheck.place(0, at: 99, in: grid), on: &three)
        #expect(GridStepCheck.announcement(late)?.movement == .moved(.toEnd))
        #expect(three.map(\.id) == [1, 2, 0])
        let early = moves.perform(GridStepCheck.place(0, at: -4, in: grid), on: &three)
        #expect(GridStepCheck.announcement(early)?.movement == .moved(.toStart))
        #expect(three == FlockBird.flock(3))
    }
}
