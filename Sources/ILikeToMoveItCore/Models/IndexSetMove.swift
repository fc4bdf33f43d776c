import Foundation

/// A move in the shape SwiftUI's `onMove(perform:)` hands an app: the offsets of the elements
/// that move, and the offset they go to, counted in the list before the move (the elements go
/// in front of the element that was at `destination`, or to the end when it is the count).
///
/// A list the app cannot hand over as a binding (a SwiftData `@Query`, a Core Data
/// `@FetchRequest`) gets its moves in this shape: the app applies them, usually by giving the
/// moved items new sort keys.
package struct IndexSetMove: Equatable, Sendable {
    /// The offsets of the elements that move.
    package var source: IndexSet
    /// Where they go, counted in the list before the move.
    package var destination: Int

    /// Creates a move.
    ///
    /// - Parameters:
    ///   - source: The offsets of the elements that move.
    ///   - destination: Where they go, counted in the list before the move.
    package init(source: IndexSet, destination: Int) {
        self.source = source
        self.destination = destination
    }

    /// The reordering that `move(fromOffsets: source, toOffset: destination)` makes of a list
    /// of `count` elements: for each offset after the move, the offset before it.
    ///
    /// Offsets of `source` outside the list are ignored and `destination` is clamped into
    /// `0...count`, so a stale or absurd move gives a defined reordering.
    ///
    /// - Complexity: O(*n* log *r*), *r* being the number of ranges in `source`.
    package static func sources(count: Int, moving source: IndexSet, to destination: Int) -> [Int] {
        let count = Swift.max(count, 0)
        let destination = Swift.min(Swift.max(destination, 0), count)
        var moved: [Int] = []
        var kept: [Int] = []
        kept.reserveCapacity(count)
        var keptBefore = 0
        for offset in 0..<count {
            if source.contains(offset) {
                moved.append(offset)
            } else {
                kept.append(offset)
                if offset < destination { keptBefore += 1 }
            }
        }
        return Array(kept[..<keptBefore]) + moved + kept[keptBefore...]
    }

    /// Where each element this move takes goes, in a list of `count` elements: its offset
    /// before the move and after it, in the order of `source`. The other elements keep their
    /// order around them, so a user interface that moves rows in one batch of updates names
    /// these moves and no others (`moveRow(at:to:)` of a table view).
    ///
    /// ```swift
    /// IndexSetMove(source: [4], destination: 1).movedElements(count: 5)      // [4 → 1]
    /// IndexSetMove(source: [0, 2], destination: 5).movedElements(count: 5)   // [0 → 3, 2 → 4]
    /// ```
    ///
    /// Offsets of `source` outside the list are ignored and `destination` is clamped into
    /// `0...count`, as ``sources(count:moving:to:)`` does.
    ///
    /// - Complexity: O(*k*), *k* being the number of ranges and offsets in `source`.
    package func movedElements(count: Int) -> [OffsetMove] {
        let count = Swift.max(count, 0)
        let destination = Swift.min(Swift.max(self.destination, 0), count)
        let moved = source.filter { $0 >= 0 && $0 < count }
        let start = destination - moved.lazy.filter { $0 < destination }.count
        return moved.enumerated().map { OffsetMove(from: $1, to: start + $0) }
    }

    /// The reordering this move makes of a list of `count` elements; see
    /// ``sources(count:moving:to:)``.
    package func sources(count: Int) -> [Int] {
        Self.sources(count: count, moving: source, to: destination)
    }
}
