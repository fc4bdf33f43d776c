extension MoveAnnouncement {
    /// What to say about a move: the movement, the neighbour (with a label), the edge the
    /// moved item or items stand at, and the position.
    ///
    /// After moving up, the neighbour is the element now directly below the moved one ("Above
    /// Robin."); after moving down, the one directly above ("Below Robin."). "At top." / "At
    /// bottom." follow whenever the item ends first or last, moved or not; a one-item list,
    /// which is both, names the side the action points to. A selection moved "to top" or "to
    /// bottom" names the edge already and is not followed by it. A move that found nothing
    /// says "Not moved.".
    ///
    /// - Parameters:
    ///   - change: What the move did.
    ///   - list: The list after the move.
    ///   - label: The key path to a label spoken for the neighbour; `nil` names none.
    ///   - labelLimit: The most characters of the label kept (see ``MoveLabel``).
    /// - Complexity: O(1) on random-access collections, plus the label's length.
    @usableFromInline package init<C: Collection>(
        _ change: MoveChange, in list: C, label: KeyPath<C.Element, String>? = nil,
        labelLimit: Int = MoveLabel.defaultLimit
    ) {
        guard let placement = change.placement else {
            self.init(movement: .notMoved)
            return
        }
        let position = Position(placement.lowerBound + 1, of: change.count)
        if change.isSelection {
            let destination: SelectionDestination =
                switch change.action {
                case .up: .up
                case .down: .down
                case .toTop: .top
                case .toBottom: .bottom
                }
            let moved = !change.isEmpty
            let edgeIsSaid = moved && (destination == .top || destination == .bottom)
            self.init(
                movement: moved ? .movedItems(count: change.found, to: destination) : .notMoved,
                edge: edgeIsSaid ? nil : Edge(
                    first: placement.lowerBound, last: placement.upperBound, count: change.count,
                    towardsTop: change.action.direction == .up),
                position: position)
            return
        }
        let to = placement.lowerBound
        let edge = Edge(first: to, last: to, count: change.count, towardsTop: change.action.direction == .up)
        guard case let .offset(move) = change.reordering else {
            self.init(movement: .notMoved, edge: edge, position: position)
            return
        }
        let up = move.to < move.from
        var neighbour: Neighbour?
        if let label {
            let element = list[list.index(list.startIndex, offsetBy: up ? to + 1 : to - 1)]
            let sanitised = MoveLabel.sanitize(element[keyPath: label], limit: labelLimit)
            if !sanitised.isEmpty { neighbour = up ? .above(sanitised) : .below(sanitised) }
        }
        self.init(
            movement: .moved(up ? .up : .down, distance: up ? move.from - move.to : move.to - move.from),
            neighbour: neighbour, edge: edge, position: position)
    }
}

extension MoveAnnouncer {
    /// What to say about a move that a collection's `move(_:identifiedBy:_:)` made.
    ///
    /// ```swift
    /// var letters = ["a", "b", "c", "d"]
    /// let change = letters.move("d", identifiedBy: \.self, .up(2))
    /// MoveAnnouncer(strings: .english).text(for: change, in: letters, label: \.self)
    /// // "Moved up by 2. Above b."
    /// ```
    ///
    /// The sentences are those of a list's accessibility actions: the movement ("Moved up by
    /// 2.", "Moved 3 items to top.", "Not moved."); with a label, the neighbour: after moving
    /// up the element now directly below the moved one ("Above b."), after moving down the
    /// one directly above ("Below b."); "At top." or "At bottom." whenever the moved element
    /// or elements end first or last, moved or not (a selection moved to top or bottom says
    /// so already); and the position when the announcer includes it.
    ///
    /// - Parameters:
    ///   - change: What the move did.
    ///   - list: The list after the move.
    ///   - label: The key path to the text that names a neighbour; `nil` names none.
    /// - Returns: The text to speak.
    /// - Complexity: O(*m*), *m* being the length of the text, plus the offset arithmetic
    ///   to reach the neighbour (O(1) on random-access collections).
    public func text<C: Collection>(for change: MoveChange, in list: C, label: KeyPath<C.Element, String>? = nil) -> String {
        text(for: MoveAnnouncement(change, in: list, label: label, labelLimit: labelLimit))
    }
}
