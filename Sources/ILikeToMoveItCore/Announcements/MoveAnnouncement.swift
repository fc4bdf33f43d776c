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
package struct MoveAnnouncement: Equatable, Sendable {
    /// What happened to the item or items.
    package enum Movement: Equatable, Sendable {
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

    /// The item named after the move, so the user knows where the moved item landed. Grid
    /// announcements name it too, in reading order: "Before Robin." for `above`, "After
    /// Robin." for `below`.
    package enum Neighbour: Equatable, Sendable {
        /// The moved item is now directly above the item with this label (after moving up).
        case above(String)
        /// The moved item is now directly below the item with this label (after moving down).
        case below(String)
    }

    /// The edge of the list an item stands at after the move; in a grid, `top` is the start
    /// ("At start.") and `bottom` the end ("At end.").
    package enum Edge: Hashable, Sendable {
        /// The item is first in the list.
        case top
        /// The item is last in the list.
        case bottom
    }

    /// The movement sentence ("Moved up by 3.").
    package var movement: Movement
    /// The neighbour sentence ("Above Robin."), if a label was available; the label is already
    /// sanitised.
    package var neighbour: Neighbour?
    /// The edge sentence ("At top."), if the item stands first or last in the list.
    package var edge: Edge?
    /// The item's one-based position and the list's length ("Position 3 of 10."), spoken only
    /// when the announcer's ``MoveAnnouncer/includesPosition`` is on.
    package var position: Position?

    /// A one-based position in a list.
    package struct Position: Equatable, Sendable {
        /// The one-based position: 1 is the top.
        package var index: Int
        /// The number of items in the list.
        package var count: Int

        /// Position `index` (one-based) of `count`.
        package init(_ index: Int, of count: Int) {
            self.index = index
            self.count = count
        }
    }

    /// Creates an announcement of these sentences; a label must already be sanitised (see
    /// ``MoveLabel``).
    package init(
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
package enum SelectionTarget: Hashable, Sendable {
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

extension MoveAnnouncement.Neighbour {
    /// The neighbour with `label`: `.above(label)` when the moved item is above it, else
    /// `.below(label)`; `nil` when the label is `nil` or empty.
    init?(_ label: String?, above: Bool) {
        guard let label, !label.isEmpty else { return nil }
        self = above ? .above(label) : .below(label)
    }
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
    init?(first: Int, last: Int, count: Int, towardsTop: Bool) {
        switch (first == 0, last == count - 1) {
        case (true, true): self = towardsTop ? .top : .bottom
        case (true, false): self = .top
        case (false, true): self = .bottom
        case (false, false): return nil
        }
    }
}

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
    package static func item(from: Int, to: Int, count: Int, towardsTop: Bool, neighbour: String?) -> Self {
        let edge = Edge(first: to, last: to, count: count, towardsTop: towardsTop)
        let position = Position(to + 1, of: count)
        guard to != from else { return MoveAnnouncement(movement: .notMoved, edge: edge, position: position) }
        let up = to < from
        return MoveAnnouncement(
            movement: .moved(up ? .up : .down, distance: abs(to - from)),
            neighbour: Neighbour(neighbour, above: up), edge: edge, position: position)
    }

    /// What to say after an item of a sectioned list went to another section: "Moved to
    /// Done.", then the item now after it in that section ("Above Wren.") or, at its end, the
    /// one before it ("Below Crow."), then the section's edge and the position in it.
    ///
    /// A move within one section is told as a list move of that section
    /// (``item(from:to:count:towardsTop:neighbour:)`` with the section's count).
    ///
    /// - Parameters:
    ///   - offset: The item's offset in its new section.
    ///   - count: The number of items in the new section, the moved one included.
    ///   - section: The new section's name, already sanitised; when `nil` or empty the
    ///     movement is told as up or down by `distance` instead.
    ///   - up: Whether the item went towards the start of the sectioned list.
    ///   - distance: How many places the item went (each section boundary is one).
    ///   - towardsTop: Whether the move pointed at the section's top (decides the edge of a
    ///     section the item is alone in).
    ///   - above: The label of the item now after it in the section, already sanitised.
    ///   - below: The label of the item now before it in the section, already sanitised.
    /// - Complexity: O(1).
    package static func changedSection(
        at offset: Int, count: Int, section: String?, up: Bool, distance: Int, towardsTop: Bool,
        above: String?, below: String?
    ) -> Self {
        let movement: Movement =
            if let section, !section.isEmpty { .movedToSection(section) }
            else { .moved(up ? .up : .down, distance: Swift.max(1, distance)) }
        return MoveAnnouncement(
            movement: movement, neighbour: Neighbour(above, above: true) ?? Neighbour(below, above: false),
            edge: Edge(first: offset, last: offset, count: count, towardsTop: towardsTop),
            position: Position(offset + 1, of: count))
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
    package static func reordered(changed: Int, to direction: SelectionTarget = .offset, focus: Int?, count: Int) -> Self {
        MoveAnnouncement(
            movement: changed == 0 ? .notMoved : .movedItems(count: changed, to: direction),
            position: focus.map { Position($0 + 1, of: count) })
    }

    /// What to say when the item to move is not in the list: "Not moved.".
    package static var notFound: Self { MoveAnnouncement(movement: .notMoved) }
}
