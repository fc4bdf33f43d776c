extension AccessibleMoves {
    /// The step of a pointer drop, ``PointerReorder/Action/commit(id:move:)``, for the move the
    /// live preview already applied: the list is read, never written.
    ///
    /// The step is the one ``MoveRequest/place(_:at:)`` would make had the list been put back
    /// where the drag found it: the same change, the dropped item to focus, the same text (in
    /// a grid told in grid terms, as `GridMoveLayout.dropAnnouncement(for:in:label:labelLimit:)`
    /// words it), and an inverse that puts the item back where the drag found it. So a drop
    /// is undone, focused and announced as an accessibility move is, and the SwiftUI layer
    /// writes its list once per event.
    ///
    /// ```swift
    /// // the preview moved Robin from 0 to 3: Jay Swan Crow Robin Goose
    /// let step = moves.commitDrop(robin.id, move: OffsetMove(from: 0, to: 3), in: .list, shownIn: birds)
    /// step.text        // "Moved down by 3. Below Crow."
    /// step.inverse     // puts Robin back at 0
    /// ```
    ///
    /// The wording is computed on a copy of the list put back as the drag found it, so it is
    /// that of the placement by construction; the app's list is not touched.
    ///
    /// - Parameters:
    ///   - id: The identity of the dropped item.
    ///   - move: The net change of the drag, as the commit reports it.
    ///   - layout: The list's layout; in a grid the text is told in grid terms.
    ///   - items: The list as the drag left it.
    /// - Returns: The step; empty, without focus, when `move` does not lead to the item (the
    ///   list changed since the commit was computed).
    /// - Complexity: O(*n*) to copy the list, plus O(*d*) element swaps on the copy.
    package mutating func commitDrop<Items: Collection>(
        _ id: ID, move: OffsetMove, in layout: MoveLayout, shownIn items: Items
    ) -> MoveStep<ID> where Items.Element == Element {
        var found = Array(items)
        let moved = found.indices.contains(move.to) && found.indices.contains(move.from) && identify(found[move.to]) == id
        guard moved else {
            return MoveStep(change: .none, focus: nil, announcement: nil, inverse: nil, announcer: announcer)
        }
        found.applyMove(move.inverted)
        let request: MoveRequest<ID> =
            switch layout {
            case .list: .place(id, at: move.to)
            case let .grid(grid): MoveRequest(.placeInGrid(id, at: move.to, layout: grid))
            }
        return perform(request, on: &found)
    }
}
