extension Collection {
    /// Works out a grid move of one item, found by identity, without changing the collection.
    ///
    /// The collection is the grid's items in order, shown in lines as `layout` says. The
    /// result's ``GridMoveResult/move`` is the single offset
    /// move to apply (for example with ``Swift/MutableCollection/applyMove(_:)``), and its
    /// ``GridMoveResult/text`` what to say afterwards:
    ///
    /// ```swift
    /// // Robin, Jay, Swan / Crow, Wren
    /// let result = birds.plannedGridMove(jay.id, identifiedBy: \.id, action: .down,
    ///                                    in: GridMoveLayout(columns: 3), label: \.name)
    /// // result.move == OffsetMove(from: 1, to: 4)
    /// // result.text == "Moved down a row. After Wren. At end."
    /// ```
    ///
    /// The first element with identity `id` moves; when none has it, nothing moves and the
    /// text is "Not moved.". See ``GridMoveAction/destination(from:count:in:)`` for where each
    /// action leads, and ``MoveAnnouncer/text(for:)-(GridMoveAnnouncement)`` for the wording.
    ///
    /// - Parameters:
    ///   - id: The identity of the item to move.
    ///   - idPath: The key path to each element's identity.
    ///   - action: The move to make.
    ///   - layout: The grid's columns and reading direction.
    ///   - label: The key path to a label spoken for the neighbour; `nil` names no neighbour.
    ///   - announcer: Renders the announcement; ``MoveAnnouncer/default`` when omitted.
    /// - Returns: The planned move, its neighbour, announcement and undo.
    /// - Complexity: O(*p*) to find the item at offset *p*, plus index arithmetic to reach the
    ///   neighbour (O(1) on random-access collections).
    package func plannedGridMove<ID: Hashable>(
        _ id: ID,
        identifiedBy idPath: KeyPath<Element, ID>,
        action: GridMoveAction,
        in layout: GridMoveLayout,
        label: KeyPath<Element, String>? = nil,
        announcer: MoveAnnouncer = .default
    ) -> GridMoveResult<Element> {
        plannedGridMove(id, identity: { $0[keyPath: idPath] }, action: action, in: layout, label: label, announcer: announcer)
    }

    /// The same, with identities read by a closure (as ``AccessibleMoves`` reads them).
    package func plannedGridMove<ID: Hashable>(
        _ id: ID,
        identity: (Element) -> ID,
        action: GridMoveAction,
        in layout: GridMoveLayout,
        label: KeyPath<Element, String>?,
        announcer: MoveAnnouncer
    ) -> GridMoveResult<Element> {
        var from = 0
        var position = startIndex
        while position != endIndex, identity(self[position]) != id {
            formIndex(after: &position)
            from += 1
        }
        let count = position == endIndex ? from : self.count
        guard position != endIndex else {
            return GridMoveResult(
                action: action, layout: layout, fromOffset: nil, toOffset: nil, count: count,
                neighbour: nil, neighbourLabel: nil, announcer: announcer)
        }
        let to = action.destination(from: from, count: count, in: layout)
        var neighbour: Element?
        var neighbourLabel: String?
        if to != from {
            // Before the move, the element at the destination is the one the moved item ends
            // up next to: it shifts one place towards where the item came from.
            let element = self[index(startIndex, offsetBy: to)]
            neighbour = element
            if let label {
                let sanitised = MoveLabel.sanitize(element[keyPath: label], limit: announcer.labelLimit)
                if !sanitised.isEmpty { neighbourLabel = sanitised }
            }
        }
        return GridMoveResult(
            action: action, layout: layout, fromOffset: from, toOffset: to, count: count,
            neighbour: neighbour, neighbourLabel: neighbourLabel, announcer: announcer)
    }
}

extension MutableCollection {
    /// Moves one item of a grid, found by identity, and says what happened.
    ///
    /// The same as ``Swift/Collection/plannedGridMove(_:identifiedBy:action:in:label:announcer:)``
    /// followed by ``Swift/MutableCollection/applyMove(_:)`` of the planned move:
    ///
    /// ```swift
    /// // Robin, Jay, Swan / Crow, Wren
    /// birds.accessibilityMove(robin.id, identifiedBy: \.id, action: .right,
    ///                         in: GridMoveLayout(columns: 3), label: \.name)
    /// // birds: Jay, Robin, Swan / Crow, Wren; "Moved right. After Jay."
    /// ```
    ///
    /// - Parameters:
    ///   - id: The identity of the item to move.
    ///   - idPath: The key path to each element's identity.
    ///   - action: The move to make.
    ///   - layout: The grid's columns and reading direction.
    ///   - label: The key path to a label spoken for the neighbour; `nil` names no neighbour.
    ///   - announcer: Renders the announcement; ``MoveAnnouncer/default`` when omitted.
    /// - Returns: The result; its ``GridMoveResult/undo`` takes the move back.
    /// - Complexity: O(*p*) to find the item at offset *p*, plus O(*d*) element swaps where *d*
    ///   is the distance moved (index arithmetic O(1) on random-access collections).
    @discardableResult
    package mutating func accessibilityMove<ID: Hashable>(
        _ id: ID,
        identifiedBy idPath: KeyPath<Element, ID>,
        action: GridMoveAction,
        in layout: GridMoveLayout,
        label: KeyPath<Element, String>? = nil,
        announcer: MoveAnnouncer = .default
    ) -> GridMoveResult<Element> {
        let result = plannedGridMove(id, identifiedBy: idPath, action: action, in: layout, label: label, announcer: announcer)
        if let move = result.move { applyMove(move) }
        return result
    }
}
