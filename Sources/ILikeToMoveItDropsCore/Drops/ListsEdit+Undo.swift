extension ListsEdit {
    /// The edit as a change a list session carries out (``ListEvent/change(_:)``): applied to the
    /// lists behind `accessors` as they are when the user undoes (see
    /// ``apply(to:label:labelLimit:returning:layout:)``), it says what changed in the words of
    /// ``ListsDifference`` ("Moved back. Above Swan.", "Removed Heron.") and returns as its inverse
    /// the edit that takes that back, under the same name: the redo, whose inverse is the undo
    /// again, and so on.
    ///
    /// ```swift
    /// let before = accessors.map(\.value)
    /// let completion = DropPlanner.drop(results, into: birds, at: target, movingFrom: [others], label: \.name, announcer: announcer)
    /// let undo = ListsEdit(before: before, after: accessors.map(\.value))?.change(
    ///     on: accessors, named: "Drop 1 item", label: \.name, announcer: announcer)
    /// ```
    ///
    /// - Parameters:
    ///   - accessors: The lists, in the order the edit was made from.
    ///   - name: The name of the undo action, of this change and of each inverse.
    ///   - label: The items' labels, to name a neighbour or a removed item; `nil` names none.
    ///   - announcer: Words what the change did.
    ///   - returning: Whether carrying the edit out takes the change back (an undo, the
    ///     default) rather than doing it again.
    /// - Returns: The change.
    package func change(
        on accessors: [ListAccessor<Item>], named name: String, label: KeyPath<Item, String>?, announcer: MoveAnnouncer,
        returning: Bool = true
    ) -> ListChange {
        ListChange {
            let (change, inverse) = apply(
                to: accessors, label: label.map { path in { $0[keyPath: path] } }, labelLimit: announcer.labelLimit,
                returning: returning)
            return ListChange.Outcome(
                text: announcer.text(for: change.announcement), actionName: name,
                inverse: inverse?.change(on: accessors, named: name, label: label, announcer: announcer, returning: !returning))
        }
    }
}
