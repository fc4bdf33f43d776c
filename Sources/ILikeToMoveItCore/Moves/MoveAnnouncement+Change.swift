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
    public init<C: Collection>(
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
