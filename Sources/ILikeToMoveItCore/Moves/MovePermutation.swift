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
