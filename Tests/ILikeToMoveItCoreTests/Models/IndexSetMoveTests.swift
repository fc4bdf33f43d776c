import Foundation
@testable import ILikeToMoveItCore
import Testing

@Suite struct IndexSetMoveTests {
    /// The reordering a move makes matches the reference for every subset and destination,
    /// absurd destinations and offsets past the end included.
    @Test(arguments: 0...6)
    func sourcesMatchTheReference(count: Int) {
        let list = Array(0..<count)
        for source in everyIndexSet(count: count) + [IndexSet([count, count + 5, 1_000_000])] {
            for destination in [-1_000, -1] + Array(0...count) + [count + 1, .max] {
                let sources = IndexSetMove.sources(count: count, moving: source, to: destination)
                #expect(sources == referenceMove(list, fromOffsets: source, toOffset: destination), "\(Array(source)) to \(destination)")
            }
        }
    }

    /// Every permutation of up to 7 elements comes back as moves that make it, and as one
    /// move exactly when one `move(fromOffsets:toOffset:)` can make it (checked against every
    /// move there is).
    @Test(arguments: 0...7)
    func everyPermutationBecomesMoves(count: Int) {
        let list = Array(0..<count)
        var single: Set<[Int]> = []
        for source in everyIndexSet(count: count) {
            for destination in 0...count { single.insert(referenceMove(list, fromOffsets: source, toOffset: destination)) }
        }
        for permutation in everyPermutation(count: count) {
            let moves = IndexSetMove.moves(sources: permutation)
            let applied = moves.reduce(list) { referenceMove($0, fromOffsets: $1.source, toOffset: $1.destination) }
            #expect(applied == permutation, "\(permutation): \(moves)")
            #expect(moves.isEmpty == (permutation == list), "\(permutation)")
            #expect((moves.count == 1) == (single.contains(permutation) && permutation != list), "\(permutation): \(moves)")
            // Each step places at least one element for good, so there are never more than n.
            #expect(moves.count <= count, "\(permutation)")
        }
    }

    /// The inverse of gathering scattered items needs more than one move: [0, 2, 4, 1, 3] back
    /// to [0, 1, 2, 3, 4].
    @Test func restoringScatteredItemsTakesSeveralMoves() {
        let gathered = [0, 2, 4, 1, 3]
        var position = [Int](repeating: 0, count: 5)
        for (offset, element) in gathered.enumerated() { position[element] = offset }
        let moves = IndexSetMove.moves(sources: position)
        #expect(moves.count == 2)
        #expect(moves.reduce(gathered) { referenceMove($0, fromOffsets: $1.source, toOffset: $1.destination) } == [0, 1, 2, 3, 4])
    }
}
