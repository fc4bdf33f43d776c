extension MoveRequest {
    /// The request for an action the user took on one row, given what is selected.
    ///
    /// Acting on a row that belongs to a selection of several items moves the whole
    /// selection, keeping its order; acting on any other row moves that row's item alone.
    ///
    /// ```swift
    /// MoveRequest.row(crow.id, .toTop, selection: [crow.id, jay.id]) // .selection([crow, jay], .toTop)
    /// MoveRequest.row(swan.id, .toTop, selection: [crow.id, jay.id]) // .item(swan, .toTop)
    /// ```
    ///
    /// - Parameters:
    ///   - id: The identity of the row's item.
    ///   - action: The move asked for.
    ///   - selection: The identities selected in the list; empty when nothing is.
    /// - Returns: A selection request or an item request.
    /// - Complexity: O(1).
    public static func row(_ id: ID, _ action: AccessibilityMoveAction, selection: Set<ID>) -> MoveRequest {
        selection.count > 1 && selection.contains(id) ? .selection(selection, action) : .item(id, action)
    }
}
