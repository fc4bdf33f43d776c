extension GridMoveAction {
    /// The destination offset of an item at `offset` in a grid of `count` items.
    ///
    /// The grid is one list shown in lines (see ``GridMoveLayout``), so the destination is an
    /// offset in that list; moving the item there is a single ``OffsetMove``. Where items fill
    /// rows (the usual case):
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
    /// Where items fill columns, up and down and left and right trade places: up and down
    /// move by places down the columns, continuing onto the neighbouring column, and left and
    /// right move by whole columns, keeping the row, with the short last column ending at the
    /// last item.
    ///
    /// Zero and negative distances move nothing; distances past an edge stop at it. No
    /// arithmetic overflows, even for `Int.min`, `Int.max` or `Int.max` columns.
    ///
    /// ```swift
    /// let grid = GridMoveLayout(columns: 3)   // 0 1 2 / 3 4 5 / 6 7
    /// GridMoveAction.down.targetOffset(from: 1, count: 8, in: grid)   // 4
    /// GridMoveAction.down.targetOffset(from: 5, count: 8, in: grid)   // 7: the short row ends
    /// GridMoveAction.right.targetOffset(from: 2, count: 8, in: grid)  // 3: the next row
    /// ```
    ///
    /// - Parameters:
    ///   - offset: The item's current offset, in `0..<count`.
    ///   - count: The number of items in the grid.
    ///   - layout: The lines and reading direction.
    /// - Returns: The offset the item moves to, in `0..<count`.
    /// - Precondition: `0 <= offset < count`.
    /// - Complexity: O(1).
    package func targetOffset(from offset: Int, count: Int, in layout: GridMoveLayout) -> Int {
        precondition(offset >= 0 && offset < count, "Offset \(offset) out of range 0..<\(count)")
        let length = layout.lineLength
        switch step(in: layout) {
        case .backward(let places):
            return ClampedOffset.back(from: offset, by: places)
        case .forward(let places):
            return ClampedOffset.forward(from: offset, by: places, count: count)
        case .linesBack(let lines):
            guard lines > 0 else { return offset }
            let moved = Swift.min(lines, offset / length)
            return offset - moved * length
        case .linesForward(let lines):
            guard lines > 0 else { return offset }
            let lastLine = (count - 1) / length
            let moved = Swift.min(lines, lastLine - offset / length)
            // `moved * length <= lastLine * length <= count - 1`, so the product cannot
            // overflow; the sum could, past a short last line, so compare with the room left.
            let distance = moved * length
            let room = count - 1 - offset
            return distance >= room ? count - 1 : offset + distance
        case .start:
            return 0
        case .end:
            return count - 1
        }
    }

    /// What an action does to the offset once screen directions are resolved: a step along
    /// the lines (wrapping onto the next line), a step across them (keeping the place in the
    /// line), or a jump to an end.
    enum Step: Equatable {
        case backward(Int)
        case forward(Int)
        case linesBack(Int)
        case linesForward(Int)
        case start
        case end

        /// Whether the step leads towards the start of the list.
        var isTowardsStart: Bool {
            switch self {
            case .backward, .linesBack, .start: true
            case .forward, .linesForward, .end: false
            }
        }
    }

    /// The action in list order. Where items fill rows, left and right step along the rows and
    /// up and down across them; where items fill columns, the other way round. Left leads
    /// towards the start when rows read left to right, towards the end otherwise.
    func step(in layout: GridMoveLayout) -> Step {
        let leftIsBack = layout.readingDirection == .leftToRight
        switch (self, layout.flow) {
        case (.left(let n), .rows): return leftIsBack ? .backward(n) : .forward(n)
        case (.right(let n), .rows): return leftIsBack ? .forward(n) : .backward(n)
        case (.up(let n), .rows): return .linesBack(n)
        case (.down(let n), .rows): return .linesForward(n)
        case (.left(let n), .columns): return leftIsBack ? .linesBack(n) : .linesForward(n)
        case (.right(let n), .columns): return leftIsBack ? .linesForward(n) : .linesBack(n)
        case (.up(let n), .columns): return .backward(n)
        case (.down(let n), .columns): return .forward(n)
        case (.toStart, _): return .start
        case (.toEnd, _): return .end
        }
    }
}

extension AccessibleMoves {
    /// Where a grid action takes the item at `from`, and whether it points towards the start.
    static func targetOffset(
        of action: GridMoveAction, from: Int, count: Int, in layout: GridMoveLayout
    ) -> (to: Int, towardsStart: Bool) {
        (action.targetOffset(from: from, count: count, in: layout), action.step(in: layout).isTowardsStart)
    }
}
