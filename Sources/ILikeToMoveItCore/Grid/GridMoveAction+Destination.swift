extension GridMoveAction {
    /// The destination offset of an item at `offset` in a grid of `count` items.
    ///
    /// The grid is one list laid out row by row (see ``GridMoveLayout``), so the destination
    /// is an offset in that list; moving the item there is a single ``OffsetMove``.
    ///
    /// - **Left and right** move the item by places in reading order, continuing onto the
    ///   neighbouring row, and stop at the first or last place. In a right-to-left layout left
    ///   moves towards the end and right towards the start.
    /// - **Up** moves the item by whole rows, keeping its column; it stops at the first row.
    ///   An item in the first row does not move.
    /// - **Down** moves the item by whole rows, keeping its column, and stops at the last row.
    ///   If the last row is too short to reach the item's column, the item becomes the last
    ///   item (the end of that row). An item in the last row does not move.
    /// - **To start** and **to end** move the item to offset 0 and `count - 1`.
    ///
    /// Zero and negative distances move nothing; distances past an edge stop at it. No
    /// arithmetic overflows, even for `Int.min`, `Int.max` or `Int.max` columns.
    ///
    /// ```swift
    /// let grid = GridMoveLayout(columns: 3)   // 0 1 2 / 3 4 5 / 6 7
    /// GridMoveAction.down.destination(from: 1, count: 8, in: grid)   // 4
    /// GridMoveAction.down.destination(from: 5, count: 8, in: grid)   // 7: the short row ends
    /// GridMoveAction.right.destination(from: 2, count: 8, in: grid)  // 3: the next row
    /// ```
    ///
    /// - Parameters:
    ///   - offset: The item's current offset, in `0..<count`.
    ///   - count: The number of items in the grid.
    ///   - layout: The columns and reading direction.
    /// - Returns: The offset the item moves to, in `0..<count`.
    /// - Precondition: `0 <= offset < count`.
    /// - Complexity: O(1).
    public func destination(from offset: Int, count: Int, in layout: GridMoveLayout) -> Int {
        precondition(offset >= 0 && offset < count, "Offset \(offset) out of range 0..<\(count)")
        let columns = layout.columns
        switch step(in: layout.readingDirection) {
        case .backward(let places):
            guard places > 0 else { return offset }
            return places >= offset ? 0 : offset - places
        case .forward(let places):
            guard places > 0 else { return offset }
            let room = count - 1 - offset
            return places >= room ? count - 1 : offset + places
        case .rowsUp(let rows):
            guard rows > 0 else { return offset }
            let moved = Swift.min(rows, offset / columns)
            return offset - moved * columns
        case .rowsDown(let rows):
            guard rows > 0 else { return offset }
            let lastRow = (count - 1) / columns
            let moved = Swift.min(rows, lastRow - offset / columns)
            guard moved > 0 else { return offset }
            // `moved * columns <= lastRow * columns <= count - 1`, so the product cannot
            // overflow; the sum could, past a short last row, so compare with the room left.
            let distance = moved * columns
            let room = count - 1 - offset
            return distance >= room ? count - 1 : offset + distance
        case .start:
            return 0
        case .end:
            return count - 1
        }
    }

    /// What an action does in reading order once left and right are resolved.
    enum Step: Hashable {
        case backward(Int)
        case forward(Int)
        case rowsUp(Int)
        case rowsDown(Int)
        case start
        case end
    }

    /// The action in reading order: left is backward when rows read left to right, forward
    /// when they read right to left.
    func step(in direction: ReadingDirection) -> Step {
        switch (self, direction) {
        case (.left(let places), .leftToRight), (.right(let places), .rightToLeft): .backward(places)
        case (.right(let places), .leftToRight), (.left(let places), .rightToLeft): .forward(places)
        case (.up(let rows), _): .rowsUp(rows)
        case (.down(let rows), _): .rowsDown(rows)
        case (.toStart, _): .start
        case (.toEnd, _): .end
        }
    }
}
