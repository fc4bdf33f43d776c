extension AccessibleMoves {
    /// The step of a pointer drop, ``PointerReorder/Action/commit(id:move:)``, for the move the
    /// live preview already applied: the list is read, never written.
    ///
    /// The step is the one ``MoveRequest/place(_:at:)`` would make had the list been put back
    /// where the drag found it: the same change, the dropped item to focus, the same text (in
    /// a grid told in grid terms, by the grid builder, as a drop), and an inverse that puts
    /// the item back where the drag found it. So a drop is undone, focused and announced as
    /// an accessibility move is, and the SwiftUI layer writes its list once per event.
    ///
    /// ```swift
    /// // the preview moved Robin from 0 to 3: Jay Swan Crow Robin Goose
    /// let step = moves.commitDrop(robin.id, move: OffsetMove(from: 0, to: 3), in: .list, shownIn: birds)
    /// step.text        // "Moved down by 3. Below Crow."
    /// step.inverse     // puts Robin back at 0
    /// ```
    ///
    /// - Parameters:
    ///   - id: The identity of the dropped item.
    ///   - move: The net change of the drag, as the commit reports it.
    ///   - layout: The list's layout; in a grid the text is told in grid terms.
    ///   - items: The list as the drag left it.
    /// - Returns: The step; empty, without focus, when `move` does not lead to the item (the
    ///   list changed since the commit was computed).
    /// - Complexity: O(1) on random-access collections (O(*n*) index arithmetic otherwise),
    ///   plus the label's length.
    func commitDrop<Items: Collection>(
        _ id: ID, move: OffsetMove, in layout: MoveLayout, shownIn items: Items
    ) -> ListStep where Items.Element == Element {
        let count = items.count
        guard (0..<count).contains(move.to), (0..<count).contains(move.from),
              identify(items[items.index(items.startIndex, offsetBy: move.to)]) == id
        else {
            return unchanged
        }
        let grid: GridMoveLayout? =
            switch layout {
            case .list: nil
            case let .grid(grid): grid
            }
        return step(
            moving: id, from: move.from, to: move.to, towardsStart: move.to <= move.from, in: grid, action: nil,
            after: items)
    }
}
