extension ListsEdit {
    /// Registers the edit as the undo of a change to the lists behind `accessors`, the way every
    /// change the package makes is registered: under a name ("Drop 2 items"), for `target`,
    /// with `registrar`. When the user undoes it, the edit is applied to the lists as they are
    /// then (see ``apply(to:label:labelLimit:returning:layout:)``), what changed is said
    /// through `announce` in the words of ``ListsChange`` ("Moved back. Above Swan.", "Removed
    /// Heron."), and the edit that takes that back is registered under the same name: the
    /// redo, which when chosen registers the undo again, and so on.
    ///
    /// ```swift
    /// let before = accessors.map(\.value)
    /// let completion = DropPlanner.drop(results, into: birds, at: target, movingFrom: [others], label: \.name, announcer: announcer)
    /// ListsEdit(before: before, after: accessors.map(\.value))?.registerUndo(
    ///     on: accessors, named: announcer.strings.undoDropActionName(count: completion.outcome.inserted.count),
    ///     target: list, registrar: undoManager, label: \.name, announcer: announcer, announce: post)
    /// ```
    ///
    /// - Parameters:
    ///   - accessors: The lists, in the order the edit was made from.
    ///   - name: The action's name.
    ///   - target: The object the action belongs to; removing its actions removes this one.
    ///   - registrar: The undo manager.
    ///   - label: The items' labels, to name a neighbour or a removed item; `nil` names none.
    ///   - announcer: Words what the undo and the redo did.
    ///   - returning: Whether carrying the edit out takes the change back (an undo, the
    ///     default) rather than doing it again.
    ///   - announce: Says a text; not called when the text is empty.
    @MainActor
    package func registerUndo(
        on accessors: [ListAccessor<Item>], named name: String, target: AnyObject, registrar: any UndoRegistrar,
        label: KeyPath<Item, String>?, announcer: MoveAnnouncer, returning: Bool = true,
        announce: @escaping @MainActor (String) -> Void
    ) {
        registrar.registerUndo(withTarget: target, named: name) { [weak registrar, weak target] in
            let (change, inverse) = apply(
                to: accessors, label: label.map { path in { $0[keyPath: path] } }, labelLimit: announcer.labelLimit,
                returning: returning)
            let text = announcer.text(for: change.announcement)
            if !text.isEmpty { announce(text) }
            guard let inverse, let registrar, let target else { return }
            inverse.registerUndo(
                on: accessors, named: name, target: target, registrar: registrar, label: label, announcer: announcer,
                returning: !returning, announce: announce)
        }
    }
}
