/// Where a selection was asked to go, and the order a selection move left it in.
package struct GatheredSelection: Sendable {
    /// The reordering the move applied: for each new offset, the old one.
    package let permutation: MovePermutation
    /// The offsets of the selected elements after the move, ascending (their relative order
    /// is kept); empty when none was found.
    package let placed: [Int]

    init(permutation: MovePermutation, placed: [Int]) {
        self.permutation = permutation
        self.placed = placed
    }
}

extension SelectionTarget {
    /// Where an action sends a selection.
    init(_ action: AccessibilityMoveAction) {
        switch action {
        case .up: self = .up
        case .down: self = .down
        case .toTop: self = .top
        case .toBottom: self = .bottom
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements whose identities are in `ids` together, keeping their relative
    /// order: the algorithm behind ``MoveRequest/selection(_:_:)``.
    ///
    /// Think of the elements that are not selected as fixed; each selected element moves past
    /// unselected ones:
    ///
    /// - `.up(n)` / `.down(n)`: each selected element passes `n` unselected elements (fewer
    ///   at the edge, where selected elements gather in order). `n ≤ 0` moves nothing.
    /// - `.toTop` / `.toBottom`: the selection gathers, in order, at that edge.
    ///
    /// Identities not in the list are ignored; every element whose identity is selected
    /// moves (duplicates included). `identities` are those of the elements in order
    /// (`identities[i]` is the identity of the element at offset `i`), read once by the caller.
    ///
    /// - Complexity: O(*n*) time and memory.
    package mutating func moveSelection<ID: Hashable>(
        _ ids: Set<ID>, identities: [ID], action: AccessibilityMoveAction
    ) -> GatheredSelection {
        moveSelection(ids, identities: identities) { passed, unselected in
            switch action {
            case .up(let distance):
                distance <= 0 ? passed : distance >= passed ? 0 : passed - distance
            case .down(let distance):
                distance <= 0 ? passed : distance >= unselected - passed ? unselected : passed + distance
            case .toTop: 0
            case .toBottom: unselected
            }
        }
    }

    /// Gathers the selected elements: `place` says, for a selected element with `passed`
    /// unselected elements in front of it (of `unselected` in all), how many it should have
    /// in front of it after the move. Selected elements never overtake each other.
    mutating func moveSelection<ID: Hashable>(
        _ ids: Set<ID>, identities: [ID], place: (_ passed: Int, _ unselected: Int) -> Int
    ) -> GatheredSelection {
        // The selected offsets, each with the number of unselected elements in front of it.
        var selected: [(offset: Int, passed: Int)] = []
        let count = identities.count
        for offset in 0..<count where ids.contains(identities[offset]) {
            selected.append((offset, offset - selected.count))
        }
        let unselected = count - selected.count
        // Merge: before each selected element, emit the unselected offsets up to its new
        // place: the runs of offsets between the selected ones, in order.
        var sources: [Int] = []
        sources.reserveCapacity(count)
        var placed: [Int] = []
        placed.reserveCapacity(selected.count)
        var nextUnselected = 0
        var offset = 0
        var skipped = 0
        func emitUnselected(upTo target: Int) {
            while nextUnselected < target {
                while skipped < selected.count, selected[skipped].offset == offset {
                    skipped += 1
                    offset += 1
                }
                let runEnd = skipped < selected.count ? selected[skipped].offset : count
                let run = Swift.min(runEnd - offset, target - nextUnselected)
                sources.append(contentsOf: offset..<offset + run)
                offset += run
                nextUnselected += run
            }
        }
        for item in selected {
            emitUnselected(upTo: Swift.min(Swift.max(place(item.passed, unselected), nextUnselected), unselected))
            placed.append(sources.count)
            sources.append(item.offset)
        }
        emitUnselected(upTo: unselected)
        let permutation = MovePermutation(unchecked: sources)
        if !permutation.isIdentity { replaceAll(gathering: sources) }
        return GatheredSelection(permutation: permutation, placed: placed)
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Reorders the whole collection so that the element at new offset `i` is the one that
    /// was at offset `sources[i]`.
    ///
    /// A collection with contiguous mutable storage (an `Array`) has its elements moved bit
    /// for bit along the permutation's cycles, without copying or reference counting: each
    /// element that changes place is moved once, and the only extra memory is one flag per
    /// element (a buffer of the elements themselves, the size of the list, is what the large
    /// selections of a long list would pay in fresh pages otherwise). Any other collection is
    /// read into a new array and has its whole range replaced with it once: it never assigns
    /// one element through another's subscript, so collections that keep each position's
    /// identity fixed under `subscript(_:)` (such as `IdentifiedArray`) accept it.
    ///
    /// - Parameter sources: A permutation of `0..<count`: for each new offset, the old one.
    /// - Complexity: O(*n*) time and O(*n*) extra memory.
    mutating func replaceAll(gathering sources: [Int]) {
        let movedInPlace: Void? = withContiguousMutableStorageIfAvailable { elements in
            precondition(elements.count == sources.count, "A permutation must cover the whole collection")
            guard let base = elements.baseAddress else { return }
            // Every source is in 0..<count exactly once (the permutation is built that way).
            // A cycle starts by taking its first slot's element out; each slot then takes the
            // element its source holds, which empties the source for the next step, until the
            // source is the first slot again and the element taken out fills the last one.
            var done = [Bool](repeating: false, count: sources.count)
            for start in sources.indices where !done[start] && sources[start] != start {
                let first = (base + start).move()
                var target = start
                while true {
                    done[target] = true
                    let source = sources[target]
                    if source == start {
                        (base + target).initialize(to: first)
                        break
                    }
                    (base + target).moveInitialize(from: base + source, count: 1)
                    target = source
                }
            }
        }
        if movedInPlace != nil { return }
        let reordered = gathered(sources)
        replaceSubrange(startIndex..<endIndex, with: reordered)
    }

    /// The elements in the order `sources` gives, read without holding a second reference
    /// to the collection's storage (so the replacement that follows can reuse it).
    func gathered(_ sources: [Int]) -> [Element] {
        if let reordered = withContiguousStorageIfAvailable({ elements in sources.map { elements[$0] } }) {
            return reordered
        }
        let elements = ContiguousArray(self)
        return sources.map { elements[$0] }
    }
}
