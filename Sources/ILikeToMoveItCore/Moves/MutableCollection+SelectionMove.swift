/// Where a selection was asked to go, and the order a selection move left it in.
@usableFromInline package struct GatheredSelection: Sendable {
    /// The reordering the move applied: for each new offset, the old one.
    @usableFromInline package let permutation: MovePermutation
    /// The offsets of the selected elements after the move, ascending (their relative order
    /// is kept); empty when none was found.
    @usableFromInline package let placed: [Int]

    @usableFromInline init(permutation: MovePermutation, placed: [Int]) {
        self.permutation = permutation
        self.placed = placed
    }
}

extension SelectionTarget {
    /// Where an action sends a selection.
    @usableFromInline init(_ action: AccessibilityMoveAction) {
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
    /// moves (duplicates included).
    ///
    /// - Complexity: O(*n*) time and memory.
    @inlinable
    package mutating func moveSelection<ID: Hashable>(
        _ ids: Set<ID>, identity: (Element) -> ID, action: AccessibilityMoveAction
    ) -> GatheredSelection {
        moveSelection(ids, identity: identity) { passed, unselected in
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

    /// Moves the selected elements together to `offset`, as SwiftUI's
    /// `move(fromOffsets:toOffset:)` does: `offset` counts the list before the move, and the
    /// selection lands in front of the element that was there (at the end past it).
    ///
    /// - Complexity: O(*n*) time and memory.
    @inlinable
    package mutating func moveSelection<ID: Hashable>(
        _ ids: Set<ID>, identity: (Element) -> ID, toOffset offset: Int
    ) -> GatheredSelection {
        // The number of unselected elements in front of the destination.
        var unselectedBefore = 0
        var scanned = 0
        for element in self {
            if scanned >= offset { break }
            if !ids.contains(identity(element)) { unselectedBefore += 1 }
            scanned += 1
        }
        return moveSelection(ids, identity: identity) { _, _ in unselectedBefore }
    }

    /// Gathers the selected elements: `place` says, for a selected element with `passed`
    /// unselected elements in front of it (of `unselected` in all), how many it should have
    /// in front of it after the move. Selected elements never overtake each other.
    @inlinable
    mutating func moveSelection<ID: Hashable>(
        _ ids: Set<ID>, identity: (Element) -> ID, place: (_ passed: Int, _ unselected: Int) -> Int
    ) -> GatheredSelection {
        var selected: [(offset: Int, passed: Int)] = []
        var unselectedOffsets: [Int] = []
        for (offset, element) in enumerated() {
            if ids.contains(identity(element)) {
                selected.append((offset, unselectedOffsets.count))
            } else {
                unselectedOffsets.append(offset)
            }
        }
        let unselected = unselectedOffsets.count
        // Merge: before each selected element, emit unselected ones up to its new place.
        var sources: [Int] = []
        sources.reserveCapacity(selected.count + unselected)
        var placed: [Int] = []
        placed.reserveCapacity(selected.count)
        var nextUnselected = 0
        for item in selected {
            let target = Swift.min(Swift.max(place(item.passed, unselected), nextUnselected), unselected)
            while nextUnselected < target {
                sources.append(unselectedOffsets[nextUnselected])
                nextUnselected += 1
            }
            placed.append(sources.count)
            sources.append(item.offset)
        }
        sources.append(contentsOf: unselectedOffsets[nextUnselected...])
        let permutation = MovePermutation(unchecked: sources)
        if !permutation.isIdentity { replaceAll(gathering: sources) }
        return GatheredSelection(permutation: permutation, placed: placed)
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Reorders the whole collection so that the element at new offset `i` is the one that
    /// was at offset `sources[i]`, by gathering the elements into a new buffer in their new
    /// order and putting them back in one pass.
    ///
    /// This reads the elements in order of `sources` and writes them sequentially, where
    /// following the permutation's cycles with `swapAt` jumps across the collection. A
    /// collection with contiguous mutable storage (an `Array`) has its elements moved bit for
    /// bit, without copying or reference counting. Any other is read into a new array and
    /// has its whole range replaced with it once: it never assigns one element through
    /// another's subscript, so collections that keep each position's identity fixed under
    /// `subscript(_:)` (such as `IdentifiedArray`) accept it.
    ///
    /// - Parameter sources: A permutation of `0..<count`: for each new offset, the old one.
    /// - Complexity: O(*n*) time and O(*n*) extra memory.
    @inlinable
    mutating func replaceAll(gathering sources: [Int]) {
        let movedInPlace: Void? = withContiguousMutableStorageIfAvailable { elements in
            precondition(elements.count == sources.count, "A permutation must cover the whole collection")
            guard let base = elements.baseAddress else { return }
            let reordered = UnsafeMutablePointer<Element>.allocate(capacity: sources.count)
            defer { reordered.deallocate() }
            // Every source is in 0..<count exactly once (the permutation is built that way),
            // so each element is moved out once and every slot is filled again.
            for (target, source) in sources.enumerated() {
                (reordered + target).moveInitialize(from: base + source, count: 1)
            }
            base.moveInitialize(from: reordered, count: sources.count)
        }
        if movedInPlace != nil { return }
        let reordered = gathered(sources)
        replaceSubrange(startIndex..<endIndex, with: reordered)
    }

    /// The elements in the order `sources` gives, read without holding a second reference
    /// to the collection's storage (so the replacement that follows can reuse it).
    @inlinable
    func gathered(_ sources: [Int]) -> [Element] {
        if let reordered = withContiguousStorageIfAvailable({ elements in sources.map { elements[$0] } }) {
            return reordered
        }
        let elements = ContiguousArray(self)
        return sources.map { elements[$0] }
    }
}
