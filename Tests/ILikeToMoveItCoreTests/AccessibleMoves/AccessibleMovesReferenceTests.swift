@testable import ILikeToMoveItCore
import Testing
@testable import DemoKit

/// `AccessibleMoves` against the reference model over every list of length 0…6 and every
/// request a user can make, with the inverse of each step and its redo.
@Suite struct AccessibleMovesReferenceTests {
    @Test(arguments: 0...6)
    func everyRequestMatchesTheReferenceAndItsInverseRestores(length: Int) throws {
        let flock = FlockBird.flock(length)
        for request in everyUserRequest(count: length) {
            var birds = flock
            var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
            let step = moves.perform(request, on: &birds)
            let expected = ReferenceModel.perform(request, on: flock)
            #expect(birds == expected.list, "\(request) on \(flock)")
            #expect(step.focus == expected.focus, "focus of \(request) on \(flock)")
            #expect(step.text == expected.text, "text of \(request) on \(flock)")
            // The inverse exists exactly when the list changed, and the change says how.
            #expect((step.inverse != nil) == (birds != flock), "inverse of \(request) on \(flock)")
            #expect(step.isEmpty == (birds == flock))
            switch step.change {
            case .none: #expect(birds == flock)
            case let .offset(move): #expect(flock.moved(move) == birds)
            case let .permutation(permutation): #expect(permutation.sources.map { flock[$0] } == birds)
            default: Issue.record("a one-list request reported a transfer: \(step.change)")
            }
            guard let inverse = step.inverse else { continue }
            // Undo restores exactly, from a fresh value too (the hint is only a hint), and its
            // own inverse is the redo.
            var undone = birds
            var fresh = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
            let undo = moves.perform(inverse, on: &undone)
            #expect(undone == flock, "undo of \(request) on \(flock)")
            var undoneFresh = birds
            fresh.perform(inverse, on: &undoneFresh)
            #expect(undoneFresh == flock)
            #expect(undo.focus.map { id in flock.contains { $0.id == id } } ?? true)
            let redoRequest = try #require(undo.inverse)
            var redone = undone
            moves.perform(redoRequest, on: &redone)
            #expect(redone == birds, "redo of \(request) on \(flock)")
        }
    }

    /// Undo and redo through a `MoveHistory` match a history of snapshots, for every pair of
    /// requests (so every no-op after a real move, and every real move after a no-op).
    @Test(arguments: 0...4)
    func historiesOfTwoRequestsMatchASnapshotHistory(length: Int) {
        let flock = FlockBird.flock(length)
        let requests = everyUserRequest(count: length)
        let seconds = (Array(0..<length) + [99]).flatMap { id in
            [AccessibilityMoveAction.up, .down, .up(0), .toTop, .toBottom].map { MoveRequest.item(id, $0) }
        }
        for first in requests {
            for second in seconds {
                var birds = flock
                var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
                var history = MoveHistory<MoveRequest<Int>>()
                var snapshots: [[FlockBird]] = [flock]
                for request in [first, second] {
                    history.perform(request) { moves.perform($0, on: &birds) }
                    if birds != snapshots.last { snapshots.append(birds) }
                }
                #expect(history.undoStack.count == snapshots.count - 1, "\(first), \(second)")
                // Each undo goes back one real move, exactly once; then there is nothing left.
                for expected in snapshots.dropLast().reversed() {
                    history.undo { moves.perform($0, on: &birds) }
                    #expect(birds == expected, "undo after \(first), \(second)")
                }
                #expect(history.undo { moves.perform($0, on: &birds) } == nil)
                #expect(birds == flock)
                for expected in snapshots.dropFirst() {
                    history.redo { moves.perform($0, on: &birds) }
                    #expect(birds == expected, "redo after \(first), \(second)")
                }
                #expect(history.redo { moves.perform($0, on: &birds) } == nil)
            }
        }
    }

    /// The issue's example: a no-op "Move up" on the first row after a real move leaves no
    /// step, so undo takes back the real move, once.
    @Test func undoAfterANoOpTakesBackTheLastRealMoveOnce() {
        var birds = FlockBird.flock(4)
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        var history = MoveHistory<MoveRequest<Int>>()
        history.perform(.item(3, .up)) { moves.perform($0, on: &birds) }
        let noOp = history.perform(.item(0, .up)) { moves.perform($0, on: &birds) }
        #expect(noOp.inverse == nil && noOp.text == "Not moved. At top.")
        #expect(history.undoStack == [MoveRequest(.place(3, MovePlacement(after: 2, before: nil, offset: 3)))])
        history.undo { moves.perform($0, on: &birds) }
        #expect(birds == FlockBird.flock(4))
        #expect(!history.canUndo)
        #expect(history.undo { moves.perform($0, on: &birds) } == nil)
        #expect(birds == FlockBird.flock(4))
    }

    /// No limit: the first of many steps still undoes.
    @Test func aLongHistoryUndoesToTheStart() {
        var birds = FlockBird.flock(6)
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        var history = MoveHistory<MoveRequest<Int>>()
        var random = SplitMix64(seed: 7)
        for _ in 0..<1_000 {
            let request = MoveRequest.item(Int.random(in: 0..<6, using: &random), .down(Int.random(in: -1...3, using: &random)))
            history.perform(request) { moves.perform($0, on: &birds) }
        }
        #expect(history.undoStack.count > 100)
        while history.canUndo { history.undo { moves.perform($0, on: &birds) } }
        #expect(birds == FlockBird.flock(6))
    }
}

extension Array {
    func moved(_ move: OffsetMove) -> [Element] {
        var copy = self
        copy.insert(copy.remove(at: move.from), at: move.to)
        return copy
    }
}
