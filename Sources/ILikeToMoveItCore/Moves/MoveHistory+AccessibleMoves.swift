extension MoveHistory {
    /// Performs a request with `moves` on `items` and records what takes it back.
    ///
    /// - Parameters:
    ///   - request: What the user asked for.
    ///   - moves: The list's moves.
    ///   - items: The list, changed in place.
    /// - Returns: What the request did.
    @discardableResult
    package mutating func perform<Element, ID, Items>(
        _ request: MoveRequest<ID>, with moves: inout AccessibleMoves<Element, ID>, on items: inout Items
    ) -> MoveStep<ID>
    where Entry == MoveRequest<ID>, Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        let step = moves.perform(request, on: &items)
        record(step.inverse)
        return step
    }

    /// Performs a request on a list that can transfer items to `other`, and records what
    /// takes it back (see ``AccessibleMoves/perform(_:on:other:)``).
    ///
    /// - Parameters:
    ///   - request: What the user asked for.
    ///   - moves: The list's moves.
    ///   - items: The list, changed in place.
    ///   - other: The list transfers go to and come back from.
    /// - Returns: What the request did.
    @discardableResult
    package mutating func perform<Element, ID, Items>(
        _ request: MoveRequest<ID>, with moves: inout AccessibleMoves<Element, ID>,
        on items: inout Items, other: inout Items
    ) -> MoveStep<ID>
    where Entry == MoveRequest<ID>, Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        let step = moves.perform(request, on: &items, other: &other)
        record(step.inverse)
        return step
    }

    /// Undoes the latest step on `items`.
    ///
    /// - Parameters:
    ///   - moves: The list's moves, the same as for the step being undone.
    ///   - items: The list, changed in place.
    /// - Returns: What the undo did, or `nil` when there was nothing to undo.
    @discardableResult
    package mutating func undo<Element, ID, Items>(
        with moves: inout AccessibleMoves<Element, ID>, on items: inout Items
    ) -> MoveStep<ID>?
    where Entry == MoveRequest<ID>, Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        undo { request in
            let step = moves.perform(request, on: &items)
            return (step, step.inverse)
        }
    }

    /// Redoes the latest undone step on `items`.
    ///
    /// - Parameters:
    ///   - moves: The list's moves, the same as for the step being redone.
    ///   - items: The list, changed in place.
    /// - Returns: What the redo did, or `nil` when there was nothing to redo.
    @discardableResult
    package mutating func redo<Element, ID, Items>(
        with moves: inout AccessibleMoves<Element, ID>, on items: inout Items
    ) -> MoveStep<ID>?
    where Entry == MoveRequest<ID>, Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        redo { request in
            let step = moves.perform(request, on: &items)
            return (step, step.inverse)
        }
    }

    /// Undoes the latest step on `items` and `other`.
    ///
    /// - Parameters:
    ///   - moves: The list's moves, the same as for the step being undone.
    ///   - items: The list, changed in place.
    ///   - other: The list transfers go to and come back from.
    /// - Returns: What the undo did, or `nil` when there was nothing to undo.
    @discardableResult
    package mutating func undo<Element, ID, Items>(
        with moves: inout AccessibleMoves<Element, ID>, on items: inout Items, other: inout Items
    ) -> MoveStep<ID>?
    where Entry == MoveRequest<ID>, Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        undo { request in
            let step = moves.perform(request, on: &items, other: &other)
            return (step, step.inverse)
        }
    }

    /// Redoes the latest undone step on `items` and `other`.
    ///
    /// - Parameters:
    ///   - moves: The list's moves, the same as for the step being redone.
    ///   - items: The list, changed in place.
    ///   - other: The list transfers go to and come back from.
    /// - Returns: What the redo did, or `nil` when there was nothing to redo.
    @discardableResult
    package mutating func redo<Element, ID, Items>(
        with moves: inout AccessibleMoves<Element, ID>, on items: inout Items, other: inout Items
    ) -> MoveStep<ID>?
    where Entry == MoveRequest<ID>, Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        redo { request in
            let step = moves.perform(request, on: &items, other: &other)
            return (step, step.inverse)
        }
    }
}
