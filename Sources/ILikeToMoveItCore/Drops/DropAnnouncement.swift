/// What a completed drop says, before it is put into words: how many items were placed, next
/// to which item, at which edge, and how many could not be loaded.
///
/// One value for every drop destination (``Providable`` and `Transferable`), worded by
/// ``MoveAnnouncer`` in the list's terms, sentences in this order:
///
/// ```
/// Dropped 2 items. Above Robin.
/// Dropped 1 item. Below Owl. At bottom.
/// Nothing dropped.
/// Dropped 1 item. 2 items could not be dropped.
/// ```
package struct DropAnnouncement: Hashable, Sendable {
    /// How many items the drop placed in the destination.
    package var placed: Int
    /// The item named after the drop: the one now directly below the placed items
    /// (`.above`), or, when they end the list, the one directly above them (`.below`).
    package var neighbour: MoveAnnouncement.Neighbour?
    /// The edge the placed items stand at, if any.
    package var edge: MoveAnnouncement.Edge?
    /// The one-based position of the first placed item and the list's length.
    package var position: MoveAnnouncement.Position?
    /// How many of the drop's loads failed.
    package var failed: Int

    /// Creates an announcement.
    package init(
        placed: Int,
        neighbour: MoveAnnouncement.Neighbour? = nil,
        edge: MoveAnnouncement.Edge? = nil,
        position: MoveAnnouncement.Position? = nil,
        failed: Int = 0
    ) {
        self.placed = placed
        self.neighbour = neighbour
        self.edge = edge
        self.position = position
        self.failed = failed
    }
}

extension DropAnnouncement {
    /// What to say after a drop was placed and the lists written: read from the destination as
    /// it is now, so a write that moved the placed block (see ``DropPlanner``) is said right.
    ///
    /// The placed items are found by the first identity in ``DropOutcome/inserted``; the
    /// neighbour is the item directly after the block ("Above Robin.") or, when the block ends
    /// the list, the one directly before it ("Below Robin."); "At top." when the block starts
    /// the list, otherwise "At bottom." when it ends it. A drop that placed nothing names no
    /// place.
    ///
    /// - Parameters:
    ///   - outcome: What the drop did.
    ///   - list: The destination after the drop.
    ///   - id: Reads an element's identity.
    ///   - label: Reads an element's label; `nil` names no neighbour.
    ///   - labelLimit: The longest label spoken, in characters (see ``MoveLabel``).
    /// - Returns: The announcement.
    /// - Complexity: O(*n*) for *n* elements of `list`.
    package static func drop<Element, ID: Hashable & Sendable>(
        _ outcome: DropOutcome<ID>,
        in list: [Element],
        id: (Element) -> ID,
        label: ((Element) -> String)?,
        labelLimit: Int = MoveLabel.defaultLimit
    ) -> DropAnnouncement {
        var announcement = DropAnnouncement(placed: outcome.inserted.count, failed: outcome.failures.count)
        guard let first = outcome.inserted.first, let start = list.firstIndex(where: { id($0) == first }) else {
            return announcement
        }
        let placed = Set(outcome.inserted)
        var end = start
        while end < list.count, placed.contains(id(list[end])) { end += 1 }
        if let label {
            if end < list.count {
                let text = MoveLabel.sanitize(label(list[end]), limit: labelLimit)
                if !text.isEmpty { announcement.neighbour = .above(text) }
            } else if start > 0 {
                let text = MoveLabel.sanitize(label(list[start - 1]), limit: labelLimit)
                if !text.isEmpty { announcement.neighbour = .below(text) }
            }
        }
        announcement.edge = start == 0 ? .top : end == list.count ? .bottom : nil
        announcement.position = MoveAnnouncement.Position(start + 1, of: list.count)
        return announcement
    }
}
