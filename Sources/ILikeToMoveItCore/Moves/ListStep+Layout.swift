extension ListStep {
    /// The text to speak, in the terms of the view the step is shown in.
    ///
    /// Moves within a list or a grid are already worded in their own terms (see
    /// ``MoveRequest/expressed(in:)``). Items that arrived in a list, such as one brought back
    /// from another list (the undo of a transfer), are said in the terms of the view that
    /// shows that list: "Moved back. Above Jay. At top." in a list, "Moved back. Before Jay.
    /// At start." in a grid, with the row and column when the announcer includes positions.
    ///
    /// - Parameter layout: The grid the list is shown as; `nil` for a list.
    /// - Returns: The sentences to speak.
    /// - Complexity: O(*m*), *m* being the length of the text.
    func text(in layout: GridMoveLayout?) -> String {
        announcement.text(with: announcer, in: layout)
    }
}

extension StepAnnouncement {
    /// The text of this announcement, rendered by `announcer` in the terms of the view that
    /// shows the list (see ``ListStep/text(in:)``).
    func text(with announcer: MoveAnnouncer, in layout: GridMoveLayout?) -> String {
        guard case var .lists(change) = self else { return text(with: announcer) }
        change.layout = layout
        return announcer.text(for: change)
    }
}
