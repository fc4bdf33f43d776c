extension MoveStep {
    /// The text to speak, in the terms of the view the step is shown in.
    ///
    /// Moves within a list or a grid are already worded in their own terms (see
    /// ``MoveRequest/expressed(in:)``). An item brought back from another list (the undo of a
    /// transfer) is placed in list terms by the list that received it, "Moved back. Above
    /// Jay. At top."; shown as a grid, the same place is said in grid terms, "Moved back.
    /// Before Jay. At start.", with the row and column when the announcer includes positions.
    ///
    /// - Parameter layout: The grid the list is shown as; `nil` for a list, which gives
    ///   ``text``.
    /// - Returns: The sentences to speak.
    /// - Complexity: O(*m*), *m* being the length of the text.
    package func text(in layout: GridMoveLayout?) -> String {
        guard let layout, case .list(let announcement) = announcement, announcement.movement == .movedBack else {
            return text
        }
        var said = ListsAnnouncement(returning: true, layout: layout)
        said.arrived = 1
        said.neighbour = announcement.neighbour
        said.edge = announcement.edge
        said.offset = announcement.position.map { $0.index - 1 }
        said.count = announcement.position?.count ?? 0
        return announcer.text(for: said)
    }
}
