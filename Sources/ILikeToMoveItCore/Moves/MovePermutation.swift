/// A reordering of a whole list: for each new offset, the offset the element came from.
///
/// Selection moves return one to undo them. `sources[i] == j` means the element now at
/// offset `i` was at offset `j`.
package struct MovePermutation: Equatable, Sendable {
    /// For each offset after the reordering, the offset before it.
    package let sources: [Int]

    /// Creates a permutation, or `nil` when `sources` is not a permutation of
    /// `0..<sources.count`.
    ///
    /// - Parameter sources: For each new offset, the old offset.
    /// - Complexity: O(*n*).
    package init?(sources: [Int]) {
        var seen = [Bool](repeating: false, count: sources.count)
        for source in sources {
            guard source >= 0, source < sources.count, !seen[source] else { return nil }
            seen[source] = true
        }
        self.sources = sources
    }

    init(unchecked sources: [Int]) {
        self.sources = sources
    }

    /// The permutation that leaves every element in place.
    ///
    /// - Parameter count: The number of elements.
    package static func identity(count: Int) -> MovePermutation {
        MovePermutation(unchecked: Array(0..<Swift.max(0, count)))
    }

    /// Whether the permutation leaves every element in place.
    package var isIdentity: Bool { sources.indices.allSatisfy { sources[$0] == $0 } }

    /// The permutation that undoes this one.
    ///
    /// - Complexity: O(*n*).
    package var inverted: MovePermutation {
        var inverse = [Int](repeating: 0, count: sources.count)
        for (target, source) in sources.enumerated() { inverse[source] = target }
        return MovePermutation(unchecked: inverse)
    }
}

extension MutableCollection {
    /// Reorders the collection by a permutation, using swaps only (so it works on collections
    /// such as `IdentifiedArray` whose elements cannot be overwritten by others).
    ///
    /// ```swift
    /// var letters = ["a", "b", "c"]
    /// letters.applyPermutation(MovePermutation(sources: [2, 0, 1])!)   // ["c", "a", "b"]
    /// ```
    ///
    /// - Parameter permutation: The reordering; it must have as many entries as the
    ///   collection has elements.
    /// - Returns: `false`, leaving the collection unchanged, when the counts differ.
    /// - Complexity: O(*n*) swaps and O(*n*) extra memory.
    @discardableResult
    package mutating func applyPermutation(_ permutation: MovePermutation) -> Bool {
        let sources = permutation.sources
        guard sources.count == count else { return false }
        let positions = Array(indices)
        var done = [Bool](repeating: false, count: sources.count)
        for start in sources.indices where !done[start] {
            var current = start
            done[current] = true
            while sources[current] != start {
                let next = sources[current]
                swapAt(positions[current], positions[next])
                done[next] = true
                current = next
            }
        }
        return true
    }
}
