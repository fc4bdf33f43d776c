import Foundation

extension IndexSetMove {
    /// The moves in `onMove`'s shape that reorder a list as `sources` says (for each new
    /// offset, the old one), applied one after the other, each counted in the list the one
    /// before it left.
    ///
    /// A reordering that one `move(fromOffsets:toOffset:)` can make comes back as that one
    /// move, of as few elements as possible: every single item move, and a selection moved to
    /// the top or the bottom (the selection gathers in order). Any other (a selection moved up
    /// or down by places, whose items keep their gaps; the undo of a selection that gathered
    /// scattered items) comes back as the sequence this greedy pass finds: for each place from
    /// the start, the longest run of the elements that belong there, moved together.
    ///
    /// - Parameter sources: For each new offset, the old one; it must be a permutation of
    ///   `0..<sources.count`.
    /// - Returns: The moves; empty when nothing moves.
    /// - Complexity: O(*n*) when one move does it, else O(*n* × *m*) for *m* moves.
    static func moves(sources: [Int]) -> [IndexSetMove] {
        if let single = single(sources: sources) { return single.map { [$0] } ?? [] }
        // Greedy: fill the places from the start; `current` holds the old offsets in the
        // order the moves so far left them.
        var current = Array(sources.indices)
        var position: [Int] = current
        var moves: [IndexSetMove] = []
        var place = 0
        while place < sources.count {
            guard current[place] != sources[place] else {
                place += 1
                continue
            }
            let from = position[sources[place]]
            var length = 1
            while place + length < sources.count, from + length < current.count,
                  current[from + length] == sources[place + length] {
                length += 1
            }
            moves.append(IndexSetMove(source: IndexSet(integersIn: from..<from + length), destination: place))
            let run = current[from..<from + length]
            current.removeSubrange(from..<from + length)
            current.insert(contentsOf: run, at: place)
            for offset in place..<from + length { position[current[offset]] = offset }
            place += length
        }
        return moves
    }

    /// The one move that reorders a list as `sources` says: `.some(nil)` when nothing moves,
    /// `nil` when no single move does it.
    ///
    /// A single move leaves the unmoved elements in order, with the moved ones, in order too,
    /// as one block between them; so the order descends at most twice, at the block's edges.
    /// Two descents fix the block; one descent at `i` is met by the elements after `i` that
    /// belong before the element at `i`, or by those up to `i` that belong after the element
    /// after it, whichever are fewer.
    ///
    /// - Complexity: O(*n*).
    static func single(sources: [Int]) -> IndexSetMove?? {
        let count = sources.count
        let descents = (0..<Swift.max(count - 1, 0)).filter { sources[$0] > sources[$0 + 1] }
        let block: ClosedRange<Int>
        switch descents.count {
        case 0:
            return .some(nil)
        case 1:
            // Either elements after the descent went up in front of the element at it, or
            // elements before it went down behind the element after it: move the fewer.
            let edge = descents[0]
            var end = edge + 1
            while end + 1 < count, sources[end + 1] < sources[edge] { end += 1 }
            var start = edge
            while start > 0, sources[start - 1] > sources[edge + 1] { start -= 1 }
            block = end - edge <= edge - start + 1 ? (edge + 1)...end : start...edge
        case 2:
            block = (descents[0] + 1)...descents[1]
            if block.lowerBound > 0, block.upperBound + 1 < count,
               sources[block.lowerBound - 1] > sources[block.upperBound + 1] {
                return nil
            }
        default:
            return nil
        }
        let destination = block.upperBound + 1 < count ? sources[block.upperBound + 1] : count
        var source = IndexSet()
        for offset in block { source.insert(sources[offset]) }
        return .some(IndexSetMove(source: source, destination: destination))
    }
}

extension MoveStep.Change {
    /// The moves in `onMove`'s shape that make this change to a list; empty for no change,
    /// for transfers, which involve another list, and for moves in a sectioned list.
    ///
    /// - Complexity: O(1) for an offset move; see ``IndexSetMove/moves(sources:)`` for a
    ///   permutation.
    var indexSetMoves: [IndexSetMove] {
        switch self {
        case .none, .transferred, .transferredBack, .sections:
            return []
        case let .offset(move):
            guard move.from != move.to else { return [] }
            return [IndexSetMove(source: IndexSet(integer: move.from), destination: move.to > move.from ? move.to + 1 : move.to)]
        case let .permutation(permutation):
            return IndexSetMove.moves(sources: permutation.sources)
        }
    }
}
