extension MoveHistory {
    /// Performs a request on a sectioned list and records what takes it back (see
    /// ``AccessibleMoves/perform(_:in:items:name:)``).
    ///
    /// ```swift
    /// var history = MoveHistory<MoveRequest<Bird.ID>>()
    /// history.perform(.item(jay.id, .down), with: &moves, in: &shelves, items: \.birds, name: \.title)
    /// history.undo(with: &moves, in: &shelves, items: \.birds, name: \.title)  // jay is back
    /// ```
    ///
    /// - Parameters:
    ///   - request: What the user asked for.
    ///   - moves: The list's moves.
    ///   - sections: The sections, changed in place.
    ///   - items: The key path to a section's items.
    ///   - name: The key path to a section's name.
    /// - Returns: What the request did.
    @discardableResult
    package mutating func perform<Element, ID, Sections, Items>(
        _ request: MoveRequest<ID>, with moves: inout AccessibleMoves<Element, ID>, in sections: inout Sections,
        items: WritableKeyPath<Sections.Element, Items>, name: KeyPath<Sections.Element, String>? = nil
    ) -> MoveStep<ID>
    where Entry == MoveRequest<ID>, Sections: MutableCollection, Items: MutableCollection & RangeReplaceableCollection,
        Items.Element == Element {
        let step = moves.perform(request, in: &sections, items: items, name: name)
        record(step.inverse)
        return step
    }

    /// Undoes the latest step on a sectioned list.
    ///
    /// - Parameters:
    ///   - moves: The list's moves.
    ///   - sections: The sections, changed in place.
    ///   - items: The key path to a section's items.
    ///   - name: The key path to a section's name.
    /// - Returns: What the undo did, or `nil` when there was nothing to undo.
    @discardableResult
    package mutating func undo<Element, ID, Sections, Items>(
        with moves: inout AccessibleMoves<Element, ID>, in sections: inout Sections,
        items: WritableKeyPath<Sections.Element, Items>, name: KeyPath<Sections.Element, String>? = nil
    ) -> MoveStep<ID>?
    where Entry == MoveRequest<ID>, Sections: MutableCollection, Items: MutableCollection & RangeReplaceableCollection,
        Items.Element == Element {
        undo { request in
            let step = moves.perform(request, in: &sections, items: items, name: name)
            return (step, step.inverse)
        }
    }

    /// Redoes the latest undone step on a sectioned list.
    ///
    /// - Parameters:
    ///   - moves: The list's moves.
    ///   - sections: The sections, changed in place.
    ///   - items: The key path to a section's items.
    ///   - name: The key path to a section's name.
    /// - Returns: What the redo did, or `nil` when there was nothing to redo.
    @discardableResult
    package mutating func redo<Element, ID, Sections, Items>(
        with moves: inout AccessibleMoves<Element, ID>, in sections: inout Sections,
        items: WritableKeyPath<Sections.Element, Items>, name: KeyPath<Sections.Element, String>? = nil
    ) -> MoveStep<ID>?
    where Entry == MoveRequest<ID>, Sections: MutableCollection, Items: MutableCollection & RangeReplaceableCollection,
        Items.Element == Element {
        redo { request in
            let step = moves.perform(request, in: &sections, items: items, name: name)
            return (step, step.inverse)
        }
    }
}
