import ILikeToMoveItCore
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

    @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func longSequencesKeepAPermutationAndUndoRestoresIt(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let flock = FlockBird.flock(Int.random(in: 1...40, using: &generator))
        var birds = flock
        var history: [[FlockBird]] = []
        var undos: [OffsetMove] = []
        for _ in 0..<2_000 {
            let id = Int.random(in: -2..<(flock.count + 2), using: &generator)
            let action = randomAction(using: &generator)
            let hint = Bool.random(using: &generator) ? Int.random(in: -1...flock.count, using: &generator) : nil
            let before = birds
            let result = birds.accessibilityMove(id, identifiedBy: \.id, action: action, label: \.name, hint: hint, announcer: .english)
            if let from = before.firstIndex(where: { $0.id == id }) {
                #expect(birds == referenceMove(before, at: from, action).list)
            } else {
                #expect(result.outcome == .itemNotFound && birds == before)
            }
            if let undo = result.undo {
                history.append(before)
                undos.append(undo)
            }
        }
        #expect(birds.map(\.id).sorted() == flock.map(\.id), "still a permutation")
        while let undo = undos.popLast(), let previous = history.popLast() {
            birds.applyMove(undo)
            #expect(birds == previous)
        }
        #expect(birds == flock)
    }

    @Test(arguments: [7, 99] as [UInt64])
    func randomSelectionMovesMatchTheReferenceAndUndo(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let flock = FlockBird.flock(30)
        var birds = flock
        var undos: [MovePermutation] = []
        for _ in 0..<500 {
            let ids = Set(flock.map(\.id).filter { _ in Int.random(in: 0..<4, using: &generator) == 0 })
            let action = randomAction(using: &generator)
            let expected = referenceSelectionMove(birds, ids, action)
            let result = birds.accessibilityMove(ids, identifiedBy: \.id, action: action, announcer: .english)
            #expect(birds == expected)
            undos.append(result.undo)
        }
        while let undo = undos.popLast() { birds.applyPermutation(undo) }
        #expect(birds == flock)
    }
}
