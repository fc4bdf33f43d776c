/// A move of one element from one offset to another, both counted in the list as it is
/// before the move (the same as after it, since one element moves).
///
/// `OffsetMove(from: 4, to: 1)` takes the fifth element and puts it second, shifting the
/// second to fourth down by one.
package struct OffsetMove: Equatable, Sendable {
    /// The element's offset before the move.
    package var from: Int
    /// The element's offset after the move.
    package var to: Int

    /// Creates a move.
    ///
    /// - Parameters:
    ///   - from: The element's offset before the move.
    ///   - to: The element's offset after the move.
    package init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }

    /// The move that undoes this one.
    package var inverted: OffsetMove { OffsetMove(from: to, to: from) }
}

extension MutableCollection {
    /// Moves one element, shifting only the elements between its old and new place.
    ///
    /// ```swift
    /// var letters = ["a", "b", "c", "d"]
    /// letters.applyMove(OffsetMove(from: 3, to: 1))   // ["a", "d", "b", "c"]
    /// ```
    ///
    /// Offsets outside `0..<count` are clamped into it (an empty collection is left alone),
    /// so a stale move never traps.
    ///
    /// - Parameter move: The move.
    /// - Returns: The moved element's new index, or `nil` for an empty collection.
    /// - Complexity: O(*d*) element swaps, where *d* is the distance moved, plus O(1) index
    ///   arithmetic on random-access collections (O(*n*) otherwise).
    @discardableResult
    package mutating func applyMove(_ move: OffsetMove) -> Index? {
        let count = self.count
        guard count > 0 else { return nil }
        let from = Swift.min(Swift.max(move.from, 0), count - 1)
        let to = Swift.min(Swift.max(move.to, 0), count - 1)
        return rotateElement(at: index(startIndex, offsetBy: from), fromOffset: from, toOffset: to)
    }

    /// Moves the element at `position` (at offset `from`) to offset `to`, rotating only the
    /// range between them, and returns its new index.
    ///
    /// - Complexity: O(|to − from|) swaps; index arithmetic O(1) on random-access collections.
    mutating func rotateElement(at position: Index, fromOffset from: Int, toOffset to: Int) -> Index {
        if to < from {
            // Rotate [target, position] right by one with forward-only swaps.
            let target = index(startIndex, offsetBy: to)
            var current = index(after: target)
            while current <= position {
                swapAt(target, current)
                formIndex(after: &current)
            }
            return target
        }
        var current = position
        for _ in 0..<(to - from) {
            let next = index(after: current)
            swapAt(current, next)
            current = next
        }
        return current
    }
}
