extension MoveRequestKind {
    /// The same request, told in the terms of the view it is performed in now.
    ///
    /// Undo and redo replay a request that was recorded in one view (a list or a grid); when
    /// the user has switched views since, the replay should be said in the current view's
    /// words. A list place (the inverse of a list move, "Moved down. Below Sparrow.") becomes
    /// a grid place ("Moved right. After Sparrow. Row 2, column 3.") and back; a grid place
    /// takes the current layout, since columns or reading direction may have changed. Other
    /// kinds say the same in both views and are returned unchanged.
    ///
    /// ```swift
    /// let undo = MoveRequest<Int>.place(7, at: 4).kind
    /// undo.expressed(in: GridMoveLayout(columns: 3)) // .placeInGrid(7, offset 4, layout: 3 columns)
    /// undo.expressed(in: nil)                         // .place(7, offset 4)
    /// ```
    ///
    /// - Parameter layout: The grid the request is performed in; `nil` for a list.
    /// - Returns: The request, with the same item and placement, in that view's terms.
    /// - Complexity: O(1).
    func expressed(in layout: GridMoveLayout?) -> MoveRequestKind {
        switch (self, layout) {
        case let (.place(id, placement), layout?):
            .placeInGrid(id, placement, layout: layout)
        case let (.placeInGrid(id, placement, _), layout?):
            .placeInGrid(id, placement, layout: layout)
        case let (.placeInGrid(id, placement, _), nil):
            .place(id, placement)
        default:
            self
        }
    }
}
