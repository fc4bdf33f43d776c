import ILikeToMoveItCore
import Testing

/// A grid cell's action goes through ``AccessibleMoves`` as a list row's does: the same move
/// and words as the grid move on its own, an inverse exactly when the list changed, and undo
/// through the list path restoring the order.
@Suite struct GridAccessibleMovesTests {
    static let layouts: [GridMoveLayout] = (1...4).flatMap { lines in
        [GridMoveLayout(columns: lines), GridMoveLayout(columns: lines, readingDirection: .rightToLeft),
         GridMoveLayout(rows: lines)]
    }

    @Test(arguments: 0...9)
    func aStepMovesAndSpeaksAsTheGridMoveAndUndoRestores(count: Int) {
        let flock = FlockBird.flock(count)
        for layout in Self.layouts {
            for action in interestingGridActions {
                for bird in flock {
                    var expected = flock
                    let result = expected.accessibilityMove(
                        bird.id, identifiedBy: \.id, action: action, in: layout, label: \.name, announcer: .english)
                    var birds = flock
                    var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
                    let step = moves.perform(action, on: bird.id, in: layout, items: &birds)
                    let context = "\(action) of \(bird) in \(layout) of \(count)"
                    #expect(birds == expected, "\(context)")
                    #expect(step.text == result.text, "\(context)")
                    #expect(step.focus == bird.id)
                    #expect((step.inverse != nil) == (birds != flock), "\(context): an inverse exactly when moved")
                    #expect(step.isEmpty == (birds == flock))
                    if let inverse = step.inverse {
                        let back = moves.perform(inverse, on: &birds)
                        #expect(birds == flock, "\(context): undo")
                        #expect(back.inverse != nil, "\(context): the undo can be redone")
                        if let redo = back.inverse {
                            moves.perform(redo, on: &birds)
                            #expect(birds == expected, "\(context): redo")
                        }
                    }
                }
            }
        }
    }

    @Test func undoAndRedoOfAGridMoveAreToldInGridTerms() throws {
        // Robin Jay Swan / Crow Goose Finch; Robin goes down a row, then back, then down again.
        var birds = FlockBird.flock(6)
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        let layout = GridMoveLayout(columns: 3)
        let down = moves.perform(.down, on: 0, in: layout, items: &birds)
        #expect(down.text == "Moved down a row. After Crow.")
        let undo = moves.perform(try #require(down.inverse), on: &birds)
        #expect(birds == FlockBird.flock(6))
        #expect(undo.text == "Moved to start. Before Jay.")
        #expect(undo.focus == 0)
        let redo = moves.perform(try #require(undo.inverse), on: &birds)
        #expect(birds.map(\.id) == [1, 2, 3, 0, 4, 5])
        #expect(redo.text == "Moved down a row. After Crow.")
    }

    @Test func aMissingItemChangesNothingAndFocusesNothing() {
        var birds = FlockBird.flock(5)
        var moves = AccessibleMoves<FlockBird, Int>(announcer: .english)
        let step = moves.perform(.right, on: 99, in: GridMoveLayout(columns: 2), items: &birds)
        #expect(birds == FlockBird.flock(5))
        #expect(step.isEmpty && step.focus == nil && step.inverse == nil)
        #expect(step.text == "Not moved.")
    }

    @Test func twoQuickMovesOfOneCellBothApplyToIt() {
        // Robin Jay Swan / Crow Goose Finch: Robin goes right twice, then down a row.
        var birds = FlockBird.flock(6)
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        let layout = GridMoveLayout(columns: 3)
        moves.perform(.right, on: 0, in: layout, items: &birds)
        moves.perform(.right, on: 0, in: layout, items: &birds)
        let down = moves.perform(.down, on: 0, in: layout, items: &birds)
        #expect(birds.map(\.id) == [1, 2, 3, 4, 5, 0])
        #expect(down.text == "Moved down a row. After Finch. At end.")
    }
}
