/// What a move announcement says, before it is put into words.
///
/// A ``MoveAnnouncer`` renders it with a ``MoveStrings`` table into sentences joined by the
/// table's separator, in this order: the movement, the neighbour, the edge, and (when the
/// announcer asks for it) the position. In English:
///
/// ```
/// Moved up by 3. Above Robin. At top.
/// Moved down. Below Robin. Position 4 of 10.
/// Not moved. At top.
/// Moved 3 items to top.
/// ```
@usableFromInline package struct MoveAnnouncement: Hashable, Sendable {
    /// What happened to the item or items.
    @usableFromInline package enum Movement: Hashable, Sendable {
        /// One item moved by `distance` spaces (always at least one).
        case moved(AccessibilityMoveAction.Direction, distance: Int)
        /// Several selected items moved together; `count` is how many were selected.
        case movedItems(count: Int, to: SelectionTarget)
        /// Nothing moved: the item was at the edge, the distance was not positive, or the
        /// item was not in the list.
        case notMoved
        /// The item went to another section of a sectioned list, named by this label (already
        /// sanitised, never empty).
        case movedToSection(String)
    }

    /// The item named after the move, so the user knows where the moved item landed.
    @usableFromInline package enum Neighbour: Hashable, Sendable {
        /// The moved item is now directly above the item with this label (after moving up).
        case above(String)
        /// The moved item is now directly below the item with this label (after moving down).
        case below(String)
    }

    /// The edge of the list an item stands at after the move.
    @usableFromInline package enum Edge: Hashable, Sendable {
        /// The item is first in the list.
        case top
        /// The item is last in the list.
        case bottom
    }

    /// The movement sentence ("Moved up by 3.").
    @usableFromInline package var movement: Movement
    /// The neighbour sentence ("Above Robin."), if a label was available; the label is already
    /// sanitised.
    @usableFromInline package var neighbour: Neighbour?
    /// The edge sentence ("At top."), if the item stands first or last in the list.
    @usableFromInline package var edge: Edge?
    /// The item's one-based position and the list's length ("Position 3 of 10."), spoken only
    /// when the announcer's ``MoveAnnouncer/includesPosition`` is on.
    @usableFromInline package var position: Position?

    /// A one-based position in a list.
    @usableFromInline package struct Position: Hashable, Sendable {
        /// The one-based position: 1 is the top.
        @usableFromInline package var index: Int
        /// The number of items in the list.
        @usableFromInline package var count: Int

        /// Creates a position.
        ///
        /// - Parameters:
        ///   - index: The one-based position.
        ///   - count: The number of items in the list.
        @usableFromInline package init(_ index: Int, of count: Int) {
            self.index = index
            self.count = count
        }
    }

    /// Creates an announcement.
    ///
    /// - Parameters:
    ///   - movement: What happened.
    ///   - neighbour: The neighbour to name, with a sanitised label (see ``MoveLabel``).
    ///   - edge: The edge reached, if any.
    ///   - position: The one-based position and the list's length, if known.
    @usableFromInline package init(
        movement: Movement,
        neighbour: Neighbour? = nil,
        edge: Edge? = nil,
        position: Position? = nil
    ) {
        self.movement = movement
        self.neighbour = neighbour
        self.edge = edge
        self.position = position
    }
}

/// Where a selection of several items went.
@usableFromInline package enum SelectionTarget: Hashable, Sendable {
    /// Each selected item moved up by some spaces.
    case up
    /// Each selected item moved down by some spaces.
    case down
    /// The selection moved to the start of the list.
    case top
    /// The selection moved to the end of the list.
    case bottom
    /// The selection moved to a place the user picked (for example a drop).
    case offset
}

extension MoveAnnouncement.Edge {
    /// The edge moved items stand at: the top when the first of them is first in the list,
    /// the bottom when the last of them is last, whether they moved or not. When both hold
    /// (a one-item list, or a selection that fills the list), the edge the move points to.
    ///
    /// - Parameters:
    ///   - first: The offset of the first moved item after the move.
    ///   - last: The offset of the last moved item after the move (`first` for one item).
    ///   - count: The number of elements in the list.
    ///   - towardsTop: Whether the move points up; decides between two edges.
    @usableFromInline
    init?(first: Int, last: Int, count: Int, towardsTop: Bool) {
        switch (first == 0, last == count - 1) {
        case (true, true): self = towardsTop ? .top : .bottom
        case (true, false): self = .top
        case (false, true): self = .bottom
        case (false, false): return nil
        }
    }
}
