/// What a grid move does or did: where the item goes, what it lands next to, what to say, and
/// how to take it back.
///
/// A grid move is one ``OffsetMove`` in the list behind the grid, so ``move`` is all a list
/// needs to apply it and ``undo`` all it needs to take it back.
package struct GridMoveResult<Element> {
    /// The action that was asked for.
    package let action: GridMoveAction
    /// The grid the action ran in.
    package let layout: GridMoveLayout
    /// The item's offset before the move; `nil` when no item has the identity.
    package let fromOffset: Int?
    /// The item's offset after the move; `nil` when no item has the identity.
    package let toOffset: Int?
    /// The number of items in the grid.
    package let count: Int
    /// The item next to the moved one in reading order after the move: directly after it
    /// when it moved towards the start, directly before it when it moved towards the end;
    /// `nil` when nothing moved.
    package let neighbour: Element?
    /// The neighbour's sanitised label (see ``MoveLabel``); `nil` without a label key path,
    /// without a neighbour, or when the label is empty once sanitised.
    package let neighbourLabel: String?
    /// Renders ``text``.
    let announcer: MoveAnnouncer

    /// Whether the item changes place.
    package var didMove: Bool { move != nil }

    /// The move to apply to the list, or `nil` when the item stays (or was not found).
    package var move: OffsetMove? {
        guard let fromOffset, let toOffset, fromOffset != toOffset else { return nil }
        return OffsetMove(from: fromOffset, to: toOffset)
    }

    /// The move that restores the previous order, applied to the list as the move left it;
    /// `nil` when nothing moved.
    package var undo: OffsetMove? { move?.inverted }

    /// The announcement before it is put into words, derived from the offsets, the action and
    /// the neighbour's label.
    package var announcement: GridMoveAnnouncement {
        guard let fromOffset, let toOffset else { return GridMoveAnnouncement(movement: .notMoved) }
        let towardsStart = action.step(in: layout).isTowardsStart
        let (fromRow, fromColumn) = layout.cell(of: fromOffset)
        let (toRow, toColumn) = layout.cell(of: toOffset)
        let places = fromOffset < toOffset ? toOffset - fromOffset : fromOffset - toOffset
        let columns = fromColumn < toColumn ? toColumn - fromColumn : fromColumn - toColumn
        let rows = fromRow < toRow ? toRow - fromRow : fromRow - toRow
        // Along the lines the distance is in places (continuing onto the next line); across
        // them, in lines.
        let alongRows = layout.flow == .rows
        let movement: GridMoveAnnouncement.Movement
        if places == 0 {
            movement = .notMoved
        } else {
            switch action {
            case .left: movement = .left(alongRows ? places : columns)
            case .right: movement = .right(alongRows ? places : columns)
            case .up: movement = .up(rows: alongRows ? rows : places)
            case .down: movement = .down(rows: alongRows ? rows : places)
            case .toStart: movement = .toStart
            case .toEnd: movement = .toEnd
            }
        }
        let edge: GridMoveAnnouncement.Edge? =
            switch (toOffset == 0, toOffset == count - 1) {
            case (true, true): towardsStart ? .start : .end
            case (true, false): .start
            case (false, true): .end
            case (false, false): nil
            }
        return GridMoveAnnouncement(
            movement: movement,
            neighbour: neighbourLabel.map { toOffset < fromOffset ? .before($0) : .after($0) },
            edge: edge,
            cell: .init(row: toRow + 1, column: toColumn + 1)
        )
    }

    /// The text to speak, rendered by the announcer the move was given, on each access.
    package var text: String { announcer.text(for: announcement) }
}

extension GridMoveResult: Sendable where Element: Sendable {}
extension GridMoveResult: Equatable where Element: Equatable {
    /// Whether two results describe the same move and say the same text (the announcers
    /// themselves are not compared).
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.action == rhs.action && lhs.layout == rhs.layout
            && lhs.fromOffset == rhs.fromOffset && lhs.toOffset == rhs.toOffset && lhs.count == rhs.count
            && lhs.neighbour == rhs.neighbour && lhs.neighbourLabel == rhs.neighbourLabel
            && lhs.text == rhs.text
    }
}
