import ILikeToMoveItCore
import Testing

/// Every action × every item × every list of length 0…6, against the reference.
@Suite struct SingleMoveExhaustiveTests {
    @Test(arguments: 0...6)
    func everyActionOnEveryItemMatchesTheReference(length: Int) {
        let flock = FlockBird.flock(length)
        for action in interestingActions {
            for from in flock.indices {
                let expected = referenceMove(flock, at: from, action)
                var birds = flock
                let result = birds.accessibilityMove(
                    flock[from].id, identifiedBy: \.id, action: action, label: \.name, announcer: .english)
                #expect(birds == expected.list, "\(action) of \(flock[from]) in \(flock)")
                #expect(result.fromOffset == from)
                #expect(result.toOffset == expected.to)
                #expect(result.distance == abs(expected.to - from))
                #expect(result.outcome == (expected.to == from ? .notMoved : .moved))
                #expect(result.isAtTop == (expected.to == 0))
                #expect(result.isAtBottom == (expected.to == length - 1))
                #expect(result.text == referenceAnnouncement(expected.list, from: from, to: expected.to, action: action),
                        "\(action) of \(flock[from]) in \(flock)")
                expectUndoRestores(flock, after: birds, result)
            }
            // An item that is not there never changes the list.
            var birds = flock
            let missing = birds.accessibilityMove(99, identifiedBy: \.id, action: action, announcer: .english)
            #expect(birds == flock)
            #expect(missing.outcome == .itemNotFound)
            #expect(missing.text == "Not moved.")
        }
    }

    @Test(arguments: 0...6)
    func aCustomCollectionMovesLikeAnArray(length: Int) {
        let flock = FlockBird.flock(length)
        for action in interestingActions {
            for from in flock.indices {
                var array = flock
                var shelf = Shelf(flock)
                let hint = shelf.index(shelf.startIndex, offsetBy: from)
                let arrayResult = array.accessibilityMove(flock[from], action: action, label: \.name, announcer: .english)
                let shelfResult = shelf.accessibilityMove(flock[from], action: action, label: \.name, hint: hint, announcer: .english)
                #expect(shelf.elements == array)
                #expect(shelfResult == arrayResult)
            }
        }
    }

    private func expectUndoRestores(
        _ original: [FlockBird], after moved: [FlockBird], _ result: MoveResult<FlockBird>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var byOffset = moved
        if let undo = result.undo { byOffset.applyMove(undo) }
        #expect(byOffset == original, "undo offset move", sourceLocation: sourceLocation)
        var byAction = moved
        if let undoAction = result.undoAction, let from = result.fromOffset {
            let back = byAction.accessibilityMove(original[from].id, identifiedBy: \.id, action: undoAction, announcer: .english)
            #expect(back.distance == result.distance, sourceLocation: sourceLocation)
        }
        #expect(byAction == original, "undo action", sourceLocation: sourceLocation)
    }
}
