extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves one item, found by identity where it is now, and says what happened.
    ///
    /// This is everything an accessibility move action does, without the UI: find the item,
    /// move it, name its new neighbour, notice an edge, and render the announcement.
    ///
    /// ```swift
    /// var birds = [robin, jay, swan, crow]
    /// let result = birds.accessibilityMove(crow.id, identifiedBy: \.id, action: .up(5), label: \.name)
    /// // birds == [crow, robin, jay, swan]
    /// // result.text == "Moved up by 3. Above Robin. At top."
    /// ```
    ///
    /// **Finding the item.** If `hint` is a valid index whose element has identity `id`, that
    /// element moves; otherwise the collection is scanned from the start and the first element
    /// with identity `id` moves. So with duplicated identities, the occurrence at the hint
    /// moves, or else the first one. When no element matches, nothing changes and the result's
    /// outcome is ``MoveResult/Outcome/itemNotFound``.
    ///
    /// **Distances** are clamped: zero or negative distances (even `Int.min`) move nothing,
    /// distances past an edge (even `Int.max`) stop at it.
    ///
    /// **The announcement** names the neighbour only when `label` is given and the item moved:
    /// after moving up the item now directly below ("Above Robin."), after moving down the
    /// item now directly above ("Below Robin."). There is always such an item after a move.
    /// "At top." / "At bottom." follow whenever the item ends first or last in the list,
    /// also when it did not move (`.down(0)` on the first item: "Not moved. At top."); in a
    /// one-item list, which is both, the edge the action points to is named. A missing item
    /// gives "Not moved.".
    ///
    /// - Parameters:
    ///   - id: The identity of the item to move.
    ///   - idPath: The key path to each element's identity.
    ///   - action: The move to make.
    ///   - label: The key path to a label spoken for the neighbour; `nil` names no neighbour.
    ///   - hint: Where the item probably is; checked in O(1) on random-access collections and
    ///     ignored when it lies outside `startIndex..<endIndex` or holds another item. A hint
    ///     inside the bounds must be a valid index of this collection (every `Int` in bounds
    ///     is, for arrays and most random-access collections).
    ///   - announcer: Renders the announcement; ``MoveAnnouncer/default`` when omitted.
    /// - Returns: The result: outcome, offsets, neighbour, edges, announcement and undo.
    /// - Complexity: O(*d*) element swaps where *d* is the distance moved. Finding the item is
    ///   O(1) with a correct hint and O(*p*) otherwise, *p* being its position. Index
    ///   arithmetic is O(1) on random-access collections, O(*n*) on others.
    @inlinable @discardableResult
    package mutating func accessibilityMove<ID: Hashable>(
        _ id: ID,
        identifiedBy idPath: KeyPath<Element, ID>,
        action: AccessibilityMoveAction,
        label: KeyPath<Element, String>? = nil,
        hint: Index? = nil,
        announcer: MoveAnnouncer = .default
    ) -> MoveResult<Element> {
        accessibilityMove(id, identity: { $0[keyPath: idPath] }, action: action, label: label, hint: hint, announcer: announcer)
    }

    /// The single move with the identity read by a closure (faster than a key path when it
    /// is a plain property access the compiler can see).
    @inlinable
    mutating func accessibilityMove<ID: Hashable>(
        _ id: ID,
        identity: (Element) -> ID,
        action: AccessibilityMoveAction,
        label: KeyPath<Element, String>?,
        hint: Index?,
        announcer: MoveAnnouncer
    ) -> MoveResult<Element> {
        guard let (position, offset) = locate(id, identity: identity, hint: hint) else {
            return .notFound(action: action, count: count, announcer: announcer)
        }
        let count = self.count
        let destination = action.destination(from: offset, count: count)
        return moveLocated(position, offset: offset, to: destination, count: count,
                           action: action, label: label, announcer: announcer)
    }

    /// Moves one item, found by identity, to an offset, and says what happened.
    ///
    /// The same as ``accessibilityMove(_:identifiedBy:action:label:hint:announcer:)`` with the
    /// destination given as an offset in `0..<count` (clamped into it) instead of an action.
    /// The result's action is the equivalent `.up(d)` or `.down(d)`. Undo and redo use it.
    ///
    /// - Parameters:
    ///   - id: The identity of the item to move.
    ///   - idPath: The key path to each element's identity.
    ///   - offset: The offset the item should end at; clamped into `0..<count`.
    ///   - label: The key path to a label spoken for the neighbour.
    ///   - hint: Where the item probably is.
    ///   - announcer: Renders the announcement.
    /// - Returns: The result of the move.
    /// - Complexity: As for the action-based move.
    @inlinable @discardableResult
    package mutating func accessibilityMove<ID: Hashable>(
        _ id: ID,
        identifiedBy idPath: KeyPath<Element, ID>,
        toOffset offset: Int,
        label: KeyPath<Element, String>? = nil,
        hint: Index? = nil,
        announcer: MoveAnnouncer = .default
    ) -> MoveResult<Element> {
        guard let (position, from) = locate(id, identity: { $0[keyPath: idPath] }, hint: hint) else {
            return .notFound(action: .up(0), count: count, announcer: announcer)
        }
        let count = self.count
        let to = Swift.min(Swift.max(offset, 0), count - 1)
        let action: AccessibilityMoveAction = to <= from ? .up(from - to) : .down(to - from)
        return moveLocated(position, offset: from, to: to, count: count,
                           action: action, label: label, announcer: announcer)
    }

    /// Finds an element by identity, trying `hint` first; returns its index and offset.
    @inlinable
    func locate<ID: Hashable>(
        _ id: ID, identity: (Element) -> ID, hint: Index?
    ) -> (Index, Int)? {
        if let hint, hint >= startIndex, hint < endIndex, identity(self[hint]) == id {
            return (hint, distance(from: startIndex, to: hint))
        }
        guard let position = firstIndex(where: { identity($0) == id }) else { return nil }
        return (position, distance(from: startIndex, to: position))
    }

    /// Moves the element found at `position` (offset `from`) to offset `to` and builds the
    /// result: the neighbour and its sanitised label (the announcement follows from them).
    @inlinable
    mutating func moveLocated(
        _ position: Index, offset from: Int, to: Int, count: Int,
        action: AccessibilityMoveAction, label: KeyPath<Element, String>?, announcer: MoveAnnouncer
    ) -> MoveResult<Element> {
        let moved = rotateElement(at: position, fromOffset: from, toOffset: to)
        var neighbour: Element?
        var neighbourLabel: String?
        if to != from {
            let neighbourIndex = to < from ? index(after: moved) : index(startIndex, offsetBy: to - 1)
            neighbour = self[neighbourIndex]
            if let label {
                let sanitised = MoveLabel.sanitize(self[neighbourIndex][keyPath: label], limit: announcer.labelLimit)
                if !sanitised.isEmpty { neighbourLabel = sanitised }
            }
        }
        // The announcement follows from these values; the result derives it when asked.
        return MoveResult(
            outcome: to == from ? .notMoved : .moved, action: action, fromOffset: from, toOffset: to,
            count: count, neighbour: neighbour, neighbourLabel: neighbourLabel, announcer: announcer
        )
    }
}

extension MutableCollection where Self: RangeReplaceableCollection, Element: Identifiable {
    /// Moves an identifiable item, found by its `id` where it is now, and says what happened.
    ///
    /// ```swift
    /// let result = birds.accessibilityMove(robin, action: .down, label: \.name)
    /// ```
    ///
    /// See ``accessibilityMove(_:identifiedBy:action:label:hint:announcer:)`` for the rules;
    /// only `item.id` is used, so a stale copy of the item still moves the right element.
    ///
    /// - Parameters:
    ///   - item: The item to move (only its `id` matters).
    ///   - action: The move to make.
    ///   - label: The key path to a label spoken for the neighbour.
    ///   - hint: Where the item probably is.
    ///   - announcer: Renders the announcement.
    /// - Returns: The result of the move.
    /// - Complexity: As for the identity-based move.
    @inlinable @discardableResult
    package mutating func accessibilityMove(
        _ item: Element,
        action: AccessibilityMoveAction,
        label: KeyPath<Element, String>? = nil,
        hint: Index? = nil,
        announcer: MoveAnnouncer = .default
    ) -> MoveResult<Element> {
        accessibilityMove(item.id, identity: { $0.id }, action: action, label: label, hint: hint, announcer: announcer)
    }
}

extension MoveResult {
    /// The result for an identity that is not in the list: nothing moved, "Not moved.".
    @inlinable
    static func notFound(action: AccessibilityMoveAction, count: Int, announcer: MoveAnnouncer) -> Self {
        MoveResult(
            outcome: .itemNotFound, action: action, fromOffset: nil, toOffset: nil, count: count,
            neighbour: nil, neighbourLabel: nil, announcer: announcer
        )
    }
}
