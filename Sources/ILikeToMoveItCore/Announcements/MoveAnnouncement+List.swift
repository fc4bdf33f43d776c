extension MoveAnnouncement {
    /// What to say after one item of a list moved, or could not: the one place list
    /// announcements of single items are built.
    ///
    /// After moving up, the neighbour is the item now directly below the moved one ("Above
    /// Robin."); after moving down, the one directly above ("Below Robin."). "At top." / "At
    /// bottom." follow whenever the item ends first or last, moved or not; a one-item list,
    /// which is both, names the side the move pointed to.
    ///
    /// - Parameters:
    ///   - from: The item's offset before the move.
    ///   - to: Its offset after the move.
    ///   - count: The number of items in the list.
    ///   - towardsTop: Whether the move pointed towards the top (decides the edge of a
    ///     one-item list).
    ///   - neighbour: The neighbour's label, already sanitised; `nil` or empty names none.
    /// - Complexity: O(1).
    @usableFromInline
    package static func item(from: Int, to: Int, count: Int, towardsTop: Bool, neighbour: String?) -> Self {
        let edge = Edge(first: to, last: to, count: count, towardsTop: towardsTop)
        let position = Position(to + 1, of: count)
        guard to != from else { return MoveAnnouncement(movement: .notMoved, edge: edge, position: position) }
        let up = to < from
        return MoveAnnouncement(
            movement: .moved(up ? .up : .down, distance: up ? from - to : to - from),
            neighbour: neighbour.flatMap { $0.isEmpty ? nil : up ? .above($0) : .below($0) },
            edge: edge, position: position)
    }

    /// What to say after a selection moved: "Moved 2 items up.", counting the selected items
    /// that changed place (so repeated presses at an edge count fewer), then the edge the
    /// first or last of them stands at ("At top."), unless the movement says it already
    /// ("Moved 2 items to top."), and the position of the focused item.
    ///
    /// - Parameters:
    ///   - moved: How many selected items changed place; 0 says "Not moved.".
    ///   - destination: Where they were asked to go.
    ///   - placed: The offsets of the first and the last of them after the move; `nil` when
    ///     none was found.
    ///   - focus: The offset of the focused item after the move.
    ///   - count: The number of items in the list.
    /// - Complexity: O(1).
    @usableFromInline
    package static func selection(
        moved: Int, destination: SelectionTarget, placed: ClosedRange<Int>?, focus: Int?, count: Int
    ) -> Self {
        guard let placed else { return MoveAnnouncement(movement: .notMoved) }
        let edgeIsSaid = moved > 0 && (destination == .top || destination == .bottom)
        let edge = edgeIsSaid ? nil : Edge(
            first: placed.lowerBound, last: placed.upperBound, count: count,
            towardsTop: destination != .down && destination != .bottom)
        return MoveAnnouncement(
            movement: moved > 0 ? .movedItems(count: moved, to: destination) : .notMoved,
            edge: edge, position: Position((focus ?? placed.lowerBound) + 1, of: count))
    }

    /// What to say after items were put back into an earlier order (the undo or redo of a
    /// selection move): "Moved 3 items down." in the direction they went ("Moved 3 items."
    /// when they went both ways), with the focused item's position.
    ///
    /// - Parameters:
    ///   - changed: How many of the items counted changed place; 0 says "Not moved.".
    ///   - direction: Which way the items went: `.up`, `.down`, or `.offset` for both.
    ///   - focus: The focused item's offset after the change, if it is in the list.
    ///   - count: The number of items in the list.
    /// - Complexity: O(1).
    @usableFromInline
    package static func reordered(changed: Int, to direction: SelectionTarget = .offset, focus: Int?, count: Int) -> Self {
        MoveAnnouncement(
            movement: changed == 0 ? .notMoved : .movedItems(count: changed, to: direction),
            position: focus.map { Position($0 + 1, of: count) })
    }

    /// What to say when the item to move is not in the list: "Not moved.".
    @usableFromInline
    package static var notFound: Self { MoveAnnouncement(movement: .notMoved) }
}
