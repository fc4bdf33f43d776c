extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the first element with identity `id` as `action` says.
    ///
    /// ```swift
    /// var letters = ["a", "b", "c", "d"]
    /// letters.move("d", identifiedBy: \.self, .up(2))   // ["a", "d", "b", "c"]
    /// letters.move("a", identifiedBy: \.self, .up)      // unchanged: already first
    /// ```
    ///
    /// Distances are clamped: zero or negative distances (even `Int.min`) move nothing,
    /// distances past an edge (even `Int.max`) stop at it. When no element has the identity,
    /// nothing changes and the result's ``MoveChange/placement`` is `nil`. To say what
    /// happened, pass the result to ``MoveAnnouncer/text(for:in:label:)``.
    ///
    /// - Parameters:
    ///   - id: The identity of the element to move.
    ///   - idPath: The key path to each element's identity.
    ///   - action: Where to move it.
    /// - Returns: What changed.
    /// - Complexity: O(*p* + *d*): finding the element at offset *p*, then *d* element swaps,
    ///   *d* being the distance moved. (``AccessibleMoves`` remembers where the item it moved
    ///   last is and skips the search for its next move.)
    @inlinable @discardableResult
    public mutating func move<ID: Hashable>(
        _ id: ID, identifiedBy idPath: KeyPath<Element, ID>, _ action: AccessibilityMoveAction
    ) -> MoveChange {
        move(id, identity: { $0[keyPath: idPath] }, action)
    }

    /// The single move with the identity read by a closure.
    @inlinable
    mutating func move<ID: Hashable>(
        _ id: ID, identity: (Element) -> ID, _ action: AccessibilityMoveAction
    ) -> MoveChange {
        guard let (position, from) = locate(id, identity: identity, hint: nil) else {
            return MoveChange(action: action, isSelection: false, found: 0, placement: nil, count: count, reordering: .none)
        }
        let count = self.count
        let to = action.destination(from: from, count: count)
        _ = rotateElement(at: position, fromOffset: from, toOffset: to)
        return MoveChange(
            action: action, isSelection: false, found: 1, placement: to...to, count: count,
            reordering: to == from ? .none : .offset(OffsetMove(from: from, to: to)))
    }

    /// Moves the elements with these identities together, keeping their relative order.
    ///
    /// Think of the elements that are not selected as fixed; each selected element moves past
    /// unselected ones:
    ///
    /// - `.up(n)` / `.down(n)`: each selected element passes `n` unselected elements (fewer at
    ///   the edge, where selected elements gather in order). `n ≤ 0` moves nothing.
    /// - `.toTop` / `.toBottom`: the selection gathers, in order, at that edge.
    ///
    /// ```swift
    /// var letters = ["a", "B", "c", "D", "e"]
    /// letters.move(["B", "D"], identifiedBy: \.self, .down)   // ["a", "c", "B", "e", "D"]
    /// ```
    ///
    /// Identities not in the list are ignored; every element whose identity is selected moves.
    ///
    /// - Parameters:
    ///   - ids: The identities of the elements to move.
    ///   - idPath: The key path to each element's identity.
    ///   - action: Where to move them.
    /// - Returns: What changed.
    /// - Complexity: O(*n*) time and memory, *n* being the length of the collection.
    @inlinable @discardableResult
    public mutating func move<ID: Hashable>(
        _ ids: Set<ID>, identifiedBy idPath: KeyPath<Element, ID>, _ action: AccessibilityMoveAction
    ) -> MoveChange {
        move(ids, identity: { $0[keyPath: idPath] }, action)
    }

    /// The selection move with the identity read by a closure.
    @inlinable
    mutating func move<ID: Hashable>(
        _ ids: Set<ID>, identity: (Element) -> ID, _ action: AccessibilityMoveAction
    ) -> MoveChange {
        let result = moveSelection(ids, identity: identity, action: action, announcer: .default)
        return MoveChange(
            action: action, isSelection: true, found: result.selectedCount,
            placement: result.toOffsets.first.map { $0...result.toOffsets[result.toOffsets.count - 1] },
            count: result.count, reordering: result.didMove ? .permutation(result.permutation) : .none)
    }
}

extension MutableCollection where Self: RangeReplaceableCollection, Element: Identifiable {
    /// Moves the first element with this `id` as `action` says.
    ///
    /// ```swift
    /// birds.move(crow.id, .toTop)
    /// ```
    ///
    /// The same as ``move(_:identifiedBy:_:)-(ID,_,_)`` with `identifiedBy: \.id`, and faster
    /// where the list is scanned: it reads `id` directly, not through a key path.
    ///
    /// - Parameters:
    ///   - id: The identity of the element to move.
    ///   - action: Where to move it.
    /// - Returns: What changed.
    /// - Complexity: O(*p* + *d*), as for ``move(_:identifiedBy:_:)-(ID,_,_)``.
    @inlinable @discardableResult
    public mutating func move(_ id: Element.ID, _ action: AccessibilityMoveAction) -> MoveChange {
        move(id, identity: { $0.id }, action)
    }

    /// Moves the elements with these `id`s together, keeping their relative order.
    ///
    /// - Parameters:
    ///   - ids: The identities of the elements to move.
    ///   - action: Where to move them.
    /// - Returns: What changed.
    /// - Complexity: O(*n*) time and memory.
    @inlinable @discardableResult
    public mutating func move(_ ids: Set<Element.ID>, _ action: AccessibilityMoveAction) -> MoveChange {
        move(ids, identity: { $0.id }, action)
    }
}
