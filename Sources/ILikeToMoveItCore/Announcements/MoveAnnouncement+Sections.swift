extension MoveAnnouncement {
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
    @usableFromInline
    package static func changedSection(
        at offset: Int, count: Int, section: String?, up: Bool, distance: Int, towardsTop: Bool,
        above: String?, below: String?
    ) -> Self {
        let movement: Movement =
            if let section, !section.isEmpty { .movedToSection(section) }
            else { .moved(up ? .up : .down, distance: Swift.max(1, distance)) }
        let neighbour: Neighbour? =
            if let above, !above.isEmpty { .above(above) } else if let below, !below.isEmpty { .below(below) } else { nil }
        return MoveAnnouncement(
            movement: movement, neighbour: neighbour,
            edge: Edge(first: offset, last: offset, count: count, towardsTop: towardsTop),
            position: Position(offset + 1, of: count))
    }
}
