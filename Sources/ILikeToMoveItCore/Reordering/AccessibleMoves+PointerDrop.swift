extension AccessibleMoves {
    /// Performs the drop of a pointer drag, ``PointerReorder/Action/commit(id:restore:place:)``
    /// (after its `restore` was applied): ``MoveRequest/place(_:at:)``, with the same change,
    /// focus and inverse; in a grid, the text tells the move in grid terms
    /// (`GridMoveLayout.dropAnnouncement(for:in:label:labelLimit:)`), as a grid action would.
    ///
    /// - Parameters:
    ///   - id: The identity of the dropped item.
    ///   - offset: Where it goes, clamped into the list.
    ///   - layout: The grid the items are laid out in; `nil` for a list or a stack.
    ///   - items: The list, changed in place.
    /// - Returns: The step; its inverse puts the item back where the drag found it.
    /// - Complexity: O(*p*) to find the item at offset *p*, plus O(*d*) element swaps.
    @discardableResult
    package mutating func performDrop<Items>(
        _ id: ID, at offset: Int, in layout: GridMoveLayout?, on items: inout Items
    ) -> MoveStep<ID>
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        perform(layout.map { MoveRequest(.placeInGrid(id, at: offset, layout: $0)) } ?? .place(id, at: offset), on: &items)
    }
}
