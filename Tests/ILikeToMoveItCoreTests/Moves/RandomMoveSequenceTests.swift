@testable import ILikeToMoveItCore
import Testing

@Suite struct RandomMoveSequenceTests {
    private func randomAction(using generator: inout SplitMix64) -> AccessibilityMoveAction {
        switch Int.random(in: 0..<8, using: &generator) {
        case 0: .toTop
        case 1: .toBottom
        case 2: .up(Int.random(in: -3...40, using: &generator))
        case 3: .down(Int.random(in: -3...40, using: &generator))
        case 4: .up(Int.max)
        case 5: .down(Int.min)
        case 6: .up
        default: .down
        }
    }

    /// What changed the list, and what takes it back.
    private enum Change {
        /// A step of the moves; its inverse undoes it.
        case step(MoveRequest<Int>)
        /// The app moved an element from one offset to another itself (which makes the hint
        /// the moves keep stale).
        case edit(OffsetMove)
    }

    /// Thousands of moves through one `AccessibleMoves`, often of the item moved last (found
    /// through the hint it keeps), between which the app sometimes moves an element itself
    /// (so that hint is sometimes stale); each matches the reference, and undoing them all in
    /// reverse order gives back every list on the way.
    @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func longSequencesKeepAPermutationAndUndoRestoresIt(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let flock = FlockBird.flock(Int.random(in: 1...40, using: &generator))
        var birds = flock
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        var history: [[FlockBird]] = []
        var undos: [Change] = []
        var lastMoved: Int?
        for _ in 0..<2_000 {
            let before = birds
            if Int.random(in: 0..<8, using: &generator) == 0 {
                let edit = OffsetMove(from: Int.random(in: birds.indices, using: &generator),
                                      to: Int.random(in: birds.indices, using: &generator))
                birds.applyMove(edit)
                history.append(before)
                undos.append(.edit(edit))
                continue
            }
            let id = lastMoved.flatMap { Bool.random(using: &generator) ? $0 : nil }
                ?? Int.random(in: -2..<(flock.count + 2), using: &generator)
            let action = randomAction(using: &generator)
            let step = moves.perform(.item(id, action), on: &birds)
            lastMoved = id
            if let from = before.firstIndex(where: { $0.id == id }) {
                let expected = referenceMove(before, at: from, action)
                #expect(birds == expected.list)
                #expect(step.focus == id && ListStepCheck.offset(step) == expected.to)
            } else {
                #expect(step.isEmpty && step.focus == nil && birds == before)
            }
            ListStepCheck.expectChange(step, from: before, to: birds)
            if let undo = step.inverse {
                history.append(before)
                undos.append(.step(undo))
            }
        }
        #expect(birds.map(\.id).sorted() == flock.map(\.id), "still a permutation")
        while let undo = undos.popLast(), let previous = history.popLast() {
            switch undo {
            case let .step(request): moves.perform(request, on: &birds)
            case let .edit(edit): birds.applyMove(edit.inverted)
            }
            #expect(birds == previous)
        }
        #expect(birds == flock)
    }

    @Test(arguments: [7, 99] as [UInt64])
    func randomSelectionMovesMatchTheReferenceAndUndo(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let flock = FlockBird.flock(30)
        var birds = flock
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        var undos: [MoveRequest<Int>] = []
        var history: [[FlockBird]] = []
        for _ in 0..<500 {
            let ids = Set(flock.map(\.id).filter { _ in Int.random(in: 0..<4, using: &generator) == 0 })
            let action = randomAction(using: &generator)
            let before = birds
            let expected = referenceSelectionMove(birds, ids, action)
            let step = moves.perform(.selection(ids, action), on: &birds)
            #expect(birds == expected)
            ListStepCheck.expectChange(step, from: before, to: birds)
            if let undo = step.inverse {
                undos.append(undo)
                history.append(before)
            }
        }
        while let undo = undos.popLast(), let previous = history.popLast() {
            moves.perform(undo, on: &birds)
            #expect(birds == previous)
        }
        #expect(birds == flock)
    }
}
