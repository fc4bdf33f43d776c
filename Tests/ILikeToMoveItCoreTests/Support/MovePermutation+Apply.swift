@testable import ILikeToMoveItCore

extension MovePermutation {
    /// The permutation that leaves every element in place.
    ///
    /// - Parameter count: The number of elements.
    static func identity(count: Int) -> MovePermutation {
        MovePermutation(unchecked: Array(0..<Swift.max(0, count)))
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
    mutating func applyPermutation(_ permutation: MovePermutation) -> Bool {
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
