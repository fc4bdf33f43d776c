@testable import ILikeToMoveItCore
import Testing

/// Every action × every item × every list of length 0…6, against the reference.
@Suite struct SingleMoveExhaustiveTests {
    @Test(arguments: 0...6)
    func everyActionOnEveryItemMatchesTheReference(length: Int) {
        let flock = FlockBird.flock(length)
        for action in interestingActions {
            for from in flock.indices {
                let expected = referenceMove(flock, at: from, action)
                let context = "\(action) of \(flock[from]) in \(flock)"
                var birds = flock
                var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
                let step = moves.perform(.item(flock[from].id, action), on: &birds)
                #expect(birds == expected.list, "\(context)")
                // Where it went, how far, and whether it moved: the change; where it stands
                // (so whether at the top or the bottom), moved or not: the position.
                #expect(step.change == (expected.to == from ? .none : .offset(OffsetMove(from: from, to: expected.to))),
                        "\(context)")
                #expect(ListStepCheck.offset(step) == expected.to, "\(context)")
                #expect(ListStepCheck.announcement(step)?.position?.count == length, "\(context)")
                #expect(step.isEmpty == (expected.to == from), "\(context)")
                #expect(step.focus == flock[from].id, "\(context)")
                #expect(step.text == referenceAnnouncement(expected.list, from: from, to: expected.to, action: action),
                        "\(context)")
                expectUndoRestores(flock, after: birds, step, with: &moves, context)
            }
            // An item that is not there never changes the list.
            var birds = flock
            var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
            let missing = moves.perform(.item(99, action), on: &birds)
            #expect(birds == flock)
            #expect(missing.isEmpty && missing.focus == nil && missing.inverse == nil)
            #expect(ListStepCheck.announcement(missing) == .notFound)
            #expect(missing.text == "Not moved.")
        }
    }

    /// A collection that is not an array, with indices from 100, moves the same and says the
    /// same; on it the item is found through the moves' hint (a place that left it where it
    /// was), on the array by a scan.
    @Test(arguments: 0...6)
    func aCustomCollectionMovesLikeAnArray(length: Int) {
        let flock = FlockBird.flock(length)
        for action in interestingActions {
            for from in flock.indices {
                var array = flock
                var shelf = Shelf(flock)
                var arrayMoves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
                var shelfMoves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
                #expect(shelfMoves.perform(.place(flock[from].id, at: from), on: &shelf).isEmpty)
                let arrayStep = arrayMoves.perform(.item(flock[from].id, action), on: &array)
                let shelfStep = shelfMoves.perform(.item(flock[from].id, action), on: &shelf)
                #expect(shelf.elements == array)
                #expect(shelfStep.isSame(as: arrayStep), "\(action) of \(flock[from]) in \(flock)")
                #expect(shelfStep.text == arrayStep.text)
                ListStepCheck.expectUndo(shelfStep, with: &shelfMoves, on: &shelf, restores: flock)
            }
        }
    }

    /// The step's inverse, performed with the same moves, restores the list; it moves the
    /// item back by the same distance, the change reversed.
    private func expectUndoRestores(
        _ original: [FlockBird], after moved: [FlockBird], _ step: MoveStep<Int>,
        with moves: inout AccessibleMoves<FlockBird, Int>, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        ListStepCheck.expectChange(step, from: original, to: moved, context, sourceLocation: sourceLocation)
        var list = moved
        let undo = ListStepCheck.expectUndo(step, with: &moves, on: &list, restores: original, context,
                                            sourceLocation: sourceLocation)
        if let undo {
            #expect(ListStepCheck.move(undo) == ListStepCheck.move(step)?.inverted, "\(context): undo distance",
                    sourceLocation: sourceLocation)
            #expect(undo.focus == step.focus, sourceLocation: sourceLocation)
        }
    }
}
