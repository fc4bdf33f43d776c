extension MoveStrings {
    /// The name of the undo action of a step, as the Edit menu and the shake-to-undo alert
    /// show it after "Undo" or "Redo": "Move Robin" for one item with a label, "Move 3 items"
    /// for several (or "Move 1 item" for one the list names no label for).
    ///
    /// ```swift
    /// MoveStrings.english.undoActionName(for: StepSubject.item(label: "Robin"))   // "Move Robin"
    /// MoveStrings.english.undoActionName(for: StepSubject.items(3))               // "Move 3 items"
    /// ```
    ///
    /// - Parameter subject: What the step moved; `nil` (a step that changed nothing) names
    ///   one item.
    /// - Returns: The name.
    /// - Complexity: O(*m*), *m* being the length of the name.
    func undoActionName(for subject: StepSubject?) -> String {
        switch subject {
        case let .item(label?)? where !label.isEmpty: string(.undoMove, label: label)
        case let .items(count)?: string(.undoMoveItems, count: count)
        case .item?, nil: string(.undoMoveItems, count: 1)
        }
    }

    /// The name of the undo action of a drop or a paste that placed `count` items: "Drop 2
    /// items".
    ///
    /// - Complexity: O(*m*), *m* being the length of the name.
    package func undoDropActionName(count: Int) -> String {
        string(.undoDrop, count: count)
    }
}
