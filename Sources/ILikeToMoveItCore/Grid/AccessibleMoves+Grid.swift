extension AccessibleMoves {
    /// Moves one item of a grid, found by identity where it is now, and returns the step:
    /// the item to focus and the text, in grid terms.
    ///
    /// ```swift
    /// // Robin, Jay, Swan / Crow, Wren in three columns
    /// var moves = AccessibleMoves<Bird, UUID>(label: \.name, announcer: MoveAnnouncer(strings: .english))
    /// let step = moves.perform(.right, on: robin.id, in: GridMoveLayout(columns: 3), items: &birds)
    /// // birds: Jay, Robin, Swan / Crow, Wren; step.text == "Moved right. After Jay."
    /// ```
    ///
    /// This is what a grid cell's accessibility action does (see
    /// <doc:ReorderingGridsAndStacks>). Its undo puts the item back at its old offset and is
    /// told in grid terms too ("Moved to row 1, column 1. Before Jay.").
    ///
    /// - Parameters:
    ///   - action: The grid move.
    ///   - id: The identity of the item to move.
    ///   - layout: The grid's columns or rows and reading direction.
    ///   - items: The grid's items in order, changed in place.
    /// - Returns: The step; empty, without focus, when no element has the identity.
    /// - Complexity: O(*p*) to find the item at offset *p*, plus O(*d*) element swaps.
    @discardableResult
    public mutating func perform<Items>(
        _ action: GridMoveAction, on id: ID, in layout: GridMoveLayout, items: inout Items
    ) -> MoveStep<ID>
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        let result = items.plannedGridMove(id, identity: identify, action: action, in: layout, label: label, announcer: announcer)
        let text = result.text
        guard let from = result.fromOffset else {
            hint = nil
            return MoveStep(change: .none, focus: nil, announcement: nil, inverse: nil, announcer: announcer, text: text)
        }
        let move = result.move
        if let move { items.applyMove(move) }
        hint = (id, result.toOffset ?? from)
        return MoveStep(
            change: move.map(MoveStep<ID>.Change.offset) ?? .none, focus: id, announcement: nil,
            inverse: move.map { _ in MoveRequest(.placeInGrid(id, at: from, layout: layout)) }, announcer: announcer, text: text)
    }

    /// Puts the item at `offset` of the grid, as ``MoveRequest/place(_:at:)`` does, and tells
    /// where it went in grid terms (`GridMoveLayout.dropAnnouncement(for:in:label:labelLimit:)`);
    /// the inverse puts it back, also in grid terms.
    @usableFromInline
    mutating func placeInGrid<Items>(
        _ id: ID, at offset: Int, in layout: GridMoveLayout, on items: inout Items
    ) -> MoveStep<ID>
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        let step = perform(.place(id, at: offset), on: &items)
        guard case let .offset(move) = step.change else { return step }
        let announcement = layout.dropAnnouncement(for: move, in: items, label: label, labelLimit: announcer.labelLimit)
        return MoveStep(
            change: step.change, focus: step.focus, announcement: nil,
            inverse: MoveRequest(.placeInGrid(id, at: move.from, layout: layout)),
            announcer: announcer, text: announcer.text(for: announcement))
    }
}
