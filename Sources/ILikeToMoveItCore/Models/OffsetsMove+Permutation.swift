import Foundation

extension OffsetsMove {
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
    static func moves(sources: [Int]) -> [OffsetsMove] {
        if let single = single(sources: sources) { return single.map { [$0] } ?? [] }
        // Greedy: fill the places from the start; `current` holds the old offsets in the
        // order the moves so far left them.
        var current = Array(sources.indices)
        var position: [Int] = current
        var moves: [OffsetsMove] = []
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
            moves.append(OffsetsMove(source: IndexSet(integersIn: from..<from + length), destination: place))
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
    static func single(sources: [Int]) -> OffsetsMove?? {
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
        return .some(OffsetsMove(source: source, destination: destination))
    }
}

extension MoveStep.Change {
    /// The moves in `onMove`'s shape that make this change to a list; empty for no change,
    /// for transfers, which involve another list, and for moves in a sectioned list.
    ///
    /// - Complexity: O(1) for an offset move; see ``OffsetsMove/moves(sources:)`` for a
    ///   permutation.
    var offsetsMoves: [OffsetsMove] {
        switch self {
        case .none, .transferred, .transferredBack, .sections:
            return []
        case let .offset(move):
            guard move.from != move.to else { return [] }
            return [OffsetsMove(source: IndexSet(integer: move.from), destination: move.to > move.from ? move.to + 1 : move.to)]
        case let .permutation(permutation):
            return OffsetsMove.moves(sources: permutation.sources)
        }
    }
}

extension AccessibleMoves {
    /// Performs a request on a list the app keeps and reorders itself: on a copy of the list
    /// as it is now, returning the step (focus, announcement, inverse) and the moves in
    /// `onMove`'s shape that the app applies to make its list match the copy.
    ///
    /// The list itself is only read; the copy is O(*n*) elements (references, for SwiftData and
    /// Core Data models).
    ///
    /// - Parameters:
    ///   - request: What to do: a row's request, or a step's inverse for undo and redo.
    ///   - items: The list as it is now.
    /// - Returns: The step, and the moves to apply in order (empty when nothing moved).
    mutating func performOffsets<Items: Collection>(
        _ request: MoveRequest<ID>, reading items: Items
    ) -> (step: MoveStep<ID>, moves: [OffsetsMove]) where Items.Element == Element {
        var copy = Array(items)
        let step = perform(request, on: &copy)
        return (step, step.change.offsetsMoves)
    }
}
