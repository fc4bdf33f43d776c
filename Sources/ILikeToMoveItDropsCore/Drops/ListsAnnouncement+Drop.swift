extension ListsAnnouncement {
    /// What a drop says, read from the list it landed in: "Dropped 2 items.", the item after
    /// the dropped block ("Above Robin.") or, at the end, the one before it, the edge, the
    /// position, and how many items could not be dropped; "Nothing dropped." when none was
    /// placed.
    ///
    /// - Parameters:
    ///   - outcome: What the drop did; its inserted items form one block in `list`.
    ///   - list: The list dropped on, after the drop.
    ///   - id: Reads an element's identity.
    ///   - label: Reads an element's label; `nil` names no neighbour.
    ///   - labelLimit: The most characters of a label kept (see ``MoveLabel``).
    /// - Complexity: O(*n*) to find the block.
    package static func drop<Element, ID: Hashable & Sendable>(
        _ outcome: DropOutcome<ID>, in list: [Element], id: (Element) -> ID, label: ((Element) -> String)?,
        labelLimit: Int = MoveLabel.defaultLimit
    ) -> ListsAnnouncement {
        var said = ListsAnnouncement(returning: false)
        said.arrived = outcome.inserted.count
        said.failed = outcome.failures.count
        guard let first = outcome.inserted.first, let start = list.firstIndex(where: { id($0) == first }) else {
            return said
        }
        said.place(block: start, in: list, id: id, arrived: Set(outcome.inserted), label: label, labelLimit: labelLimit)
        return said
    }
}

