extension AccessibleMoves {
    /// Performs a request on `copy`, a copy of a list the app keeps and reorders itself,
    /// returning the step (focus, announcement, inverse) and the moves in `onMove`'s shape
    /// that the app applies to make its list match the copy; `copy` is left in the order those
    /// moves give the app's list, so a list that keeps the copy works out its next request on
    /// the order the app has, before the app's list reaches it again.
    ///
    /// - Parameters:
    ///   - request: What to do.
    ///   - copy: The order of the app's list now; changed as the request changes it.
    /// - Returns: The step, and the moves to apply in order (empty when nothing moved).
    mutating func performOnCopy(
        _ request: MoveRequestKind, on copy: inout [Element]
    ) -> (step: ListStep, moves: [IndexSetMove]) {
        let step = step(request, on: &copy)
        return (step, step.change.indexSetMoves)
    }
}
