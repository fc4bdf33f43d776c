@testable import ILikeToMoveItCore
import Testing

/// A grid cell's action goes through ``AccessibleMoves`` as a list row's does: the move and
/// words of the grid reference, an inverse exactly when the list changed, and undo and redo
/// through the same moves restoring the order, told in grid terms.
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
                for (from, bird) in flock.enumerated() {
                    let to = referenceGridDestination(from: from, count: count, in: layout, action)
                    var expected = flock
                    expected.insert(expected.remove(at: from), at: to)
                    var birds = flock
                    var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
                    let step = moves.perform(.grid(bird.id, action, in: layout), on: &birds)
                    let context = "\(action) of \(bird) in \(layout) of \(count)"
                    #expect(birds == expected, "\(context)")
                    #expect(step.text == referenceGridAnnouncement(
                        expected, from: from, to: to, in: layout, action, includesPosition: false), "\(context)")
                    #expect(step.focus == bird.id)
                    #expect((step.inverse != nil) == (birds != flock), "\(context): an inverse exactly when moved")
                    #expect(step.isEmpty == (birds == flock))
                    if let inverse = step.inverse {
                        let back = moves.perform(inverse, on: &birds)
                        #expect(birds == flock, "\(context): undo")
                        #expect(back.focus == bird.id, "\(context): undo")
                        #expect(back.text == referencePlaceText(flock, from: to, to: from, in: layout, includesPosition: false),
                                "\(context): the undo is told in grid terms")
                        #expect(back.inverse != nil, "\(context): the undo can be redone")
                        if let redo = back.inverse {
                            let again = moves.perform(redo, on: &birds)
                            #expect(birds == expected, "\(context): redo")
                            #expect(again.text == referencePlaceText(
                                expected, from: from, to: to, in: layout, includesPosition: false),
                                "\(context): the redo is told in grid terms")
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
        let down = moves.perform(.grid(0, .down, in: layout), on: &birds)
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
        let step = moves.perform(.grid(99, .right, in: GridMoveLayout(columns: 2)), on: &birds)
        #expect(birds == FlockBird.flock(5))
        #expect(step.isEmpty && step.focus == nil && step.inverse == nil)
        #expect(step.text == "Not moved.")
    }

    @Test func twoQuickMovesOfOneCellBothApplyToIt() {
        // Robin Jay Swan / Crow Goose Finch: Robin goes right twice, then down a row.
        var birds = FlockBird.flock(6)
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        let layout = GridMoveLayout(columns: 3)
        moves.perform(.grid(0, .right, in: layout), on: &birds)
        moves.perform(.grid(0, .right, in: layout), on: &birds)
        let down = moves.perform(.grid(0, .down, in: layout), on: &birds)
        #expect(birds.map(\.id) == [1, 2, 3, 4, 5, 0])
        #expect(down.text == "Moved down a row. After Finch. At end.")
    }
}
