import Foundation
import ILikeToMoveItCore

extension IndexSetMove {
    /// The moves of single elements that, applied one after another to a list of `count`
    /// elements (each taking the element at `from` out and putting it back at `to`, counted
    /// in the list as it is after the moves before it), make the reordering of this move.
    ///
    /// AppKit's table view applies `moveRow(at:to:)` that way, in order, even between
    /// `beginUpdates()` and `endUpdates()`, where a UIKit batch of updates or an AppKit
    /// collection view takes ``movedElements(count:)`` (every offset counted before or after
    /// the whole change) instead.
    ///
    /// ```swift
    /// IndexSetMove(source: [0, 2], destination: 5).sequentialMoves(count: 5)   // [2 → 4, 0 → 3]
    /// ```
    ///
    /// Only the elements the move takes are moved, each once: first those that go toward the
    /// start, in the order of `source`, then those that go toward the end, in reverse, so that
    /// no move shifts an element already in its place. Elements that end where they were are
    /// left out. Offsets of `source` outside the
    /// list are ignored and `destination` is clamped into `0...count`, as
    /// ``movedElements(count:)`` does.
    ///
    /// - Complexity: O(*k* × *n*), *k* moved elements in a list of *n*.
    package func sequentialMoves(count: Int) -> [OffsetMove] {
        let moved = movedElements(count: count)
        let towardStart = moved.filter { $0.to < $0.from }
        let towardEnd = moved.filter { $0.to > $0.from }.reversed()
        var order = Array(0..<Swift.max(count, 0))
        var moves: [OffsetMove] = []
        for target in towardStart + towardEnd {
            guard let from = order.firstIndex(of: target.from), from != target.to else { continue }
            order.insert(order.remove(at: from), at: target.to)
            moves.append(OffsetMove(from: from, to: target.to))
        }
        return moves
    }
}
