extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves several items, found by identity, keeping their relative order.
    ///
    /// Think of the items that are not selected as fixed; each selected item moves past
    /// unselected items:
    ///
    /// - `.up(n)` / `.down(n)`: each selected item passes `n` unselected items (fewer at the
    ///   edge, where selected items gather in order). `n ≤ 0` moves nothing.
    /// - `.toTop` / `.toBottom`: the selection gathers, in order, at that edge.
    ///
    /// ```swift
    /// var letters = ["a", "B", "c", "D", "e"]
    /// letters.accessibilityMove(["B", "D"], identifiedBy: \.self, action: .down)
    /// // ["a", "c", "B", "e", "D"], "Moved 2 items down. At bottom."
    /// ```
    ///
    /// Identities not in the list are ignored; every element whose identity is selected moves
    /// (duplicates included). The announcement counts the selected elements found: "Moved 3
    /// items up.", followed by "At top." when the first selected element ends first in the
    /// list, or "At bottom." when the last one ends last, moved or not ("Moved 2 items to
    /// top." names the edge already, and is not followed by it).
    ///
    /// - Parameters:
    ///   - ids: The identities of the items to move.
    ///   - idPath: The key path to each element's identity.
    ///   - action: Where to move them.
    ///   - announcer: Renders the announcement.
    /// - Returns: The result, with the permutation that undoes the move.
    /// - Complexity: O(*n*) time and memory, *n* being the list's length.
    @inlinable @discardableResult
    package mutating func accessibilityMove<ID: Hashable>(
        _ ids: Set<ID>,
        identifiedBy idPath: KeyPath<Element, ID>,
        action: AccessibilityMoveAction,
        announcer: MoveAnnouncer = .default
    ) -> SelectionMoveResult {
        moveSelection(ids, identity: { $0[keyPath: idPath] }, action: action, announcer: announcer)
    }

    /// Moves several items, found by identity, together to one place, keeping their order.
    ///
    /// `offset` counts positions in the list as it is *before* the move, like SwiftUI's
    /// `move(fromOffsets:toOffset:)`: the selection is gathered in front of the element at
    /// `offset` (or at the end for `offset == count`). Offsets outside `0...count` are clamped.
    ///
    /// ```swift
    /// var letters = ["a", "B", "c", "D", "e"]
    /// letters.accessibilityMove(["B", "D"], identifiedBy: \.self, toOffset: 5)
    /// // ["a", "c", "e", "B", "D"], "Moved 2 items. At bottom."
    /// ```
    ///
    /// - Parameters:
    ///   - ids: The identities of the items to move.
    ///   - idPath: The key path to each element's identity.
    ///   - offset: The destination, as an offset into the list before the move.
    ///   - announcer: Renders the announcement.
    /// - Returns: The result, with the permutation that undoes the move.
    /// - Complexity: O(*n*) time and memory.
    @inlinable @discardableResult
    package mutating func accessibilityMove<ID: Hashable>(
        _ ids: Set<ID>,
        identifiedBy idPath: KeyPath<Element, ID>,
        toOffset offset: Int,
        announcer: MoveAnnouncer = .default
    ) -> SelectionMoveResult {
        moveSelection(ids, identity: { $0[keyPath: idPath] }, toOffset: offset, announcer: announcer)
    }

    /// The selection move by action, with the identity read by a closure.
    @inlinable
    mutating func moveSelection<ID: Hashable>(
        _ ids: Set<ID>, identity: (Element) -> ID, action: AccessibilityMoveAction, announcer: MoveAnnouncer
    ) -> SelectionMoveResult {
        let destination: SelectionDestination =
            switch action {
            case .up: .up
            case .down: .down
            case .toTop: .top
            case .toBottom: .bottom
            }
        return moveSelection(ids, identity: identity, destination: destination, announcer: announcer) {
            passed, unselected in
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

    /// The selection move to an offset, with the identity read by a closure.
    @inlinable
    mutating func moveSelection<ID: Hashable>(
        _ ids: Set<ID>, identity: (Element) -> ID, toOffset offset: Int, announcer: MoveAnnouncer
    ) -> SelectionMoveResult {
        // The number of unselected elements in front of the destination.
        var unselectedBefore = 0
        var scanned = 0
        for element in self {
            if scanned >= offset { break }
            if !ids.contains(identity(element)) { unselectedBefore += 1 }
            scanned += 1
        }
        return moveSelection(ids, identity: identity, destination: .offset, announcer: announcer) { _, _ in
            unselectedBefore
        }
    }

    /// Moves every selected element so that `place(passed, unselected)` unselected elements
    /// precede it, where `passed` is how many precede it now; `place` must be monotonic.
    @inlinable
    mutating func moveSelection<ID: Hashable>(
        _ ids: Set<ID>,
        identity: (Element) -> ID,
        destination: SelectionDestination,
        announcer: MoveAnnouncer,
        place: (_ passed: Int, _ unselected: Int) -> Int
    ) -> SelectionMoveResult {
        var selected: [(offset: Int, passed: Int)] = []
        var unselectedOffsets: [Int] = []
        for (offset, element) in enumerated() {
            if ids.contains(identity(element)) {
                selected.append((offset, unselectedOffsets.count))
            } else {
                unselectedOffsets.append(offset)
            }
        }
        let count = selected.count + unselectedOffsets.count
        let unselected = unselectedOffsets.count
        // Merge: before each selected element, emit unselected ones up to its new place.
        var sources: [Int] = []
        sources.reserveCapacity(count)
        var toOffsets: [Int] = []
        toOffsets.reserveCapacity(selected.count)
        var nextUnselected = 0
        for item in selected {
            let target = Swift.min(Swift.max(place(item.passed, unselected), nextUnselected), unselected)
            while nextUnselected < target {
                sources.append(unselectedOffsets[nextUnselected])
                nextUnselected += 1
            }
            toOffsets.append(sources.count)
            sources.append(item.offset)
        }
        sources.append(contentsOf: unselectedOffsets[nextUnselected...])
        let permutation = MovePermutation(unchecked: sources)
        let didMove = !permutation.isIdentity
        if didMove { replaceAll(gathering: sources) }

        let outcome: SelectionMoveResult.Outcome =
            selected.isEmpty ? .itemsNotFound : didMove ? .moved : .notMoved
        // "Moved 2 items to top." says the edge already.
        let edgeIsSaid = didMove && (destination == .top || destination == .bottom)
        let edge = edgeIsSaid ? nil : toOffsets.first.flatMap { first in
            MoveAnnouncement.Edge(
                first: first, last: toOffsets[toOffsets.count - 1], count: count,
                towardsTop: destination != .down && destination != .bottom)
        }
        let announcement = MoveAnnouncement(
            movement: didMove ? .movedItems(count: selected.count, to: destination) : .notMoved,
            edge: outcome == .itemsNotFound ? nil : edge,
            position: toOffsets.first.map { .init($0 + 1, of: count) }
        )
        return SelectionMoveResult(
            outcome: outcome, destination: destination, fromOffsets: selected.map(\.offset),
            toOffsets: toOffsets, count: count, permutation: permutation,
            announcement: announcement, text: announcer.text(for: announcement)
        )
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
