import ILikeToMoveItCore

extension DemoState {
    /// Shows the focused list as a grid, or the two lists again.
    mutating func showGrid(_ shown: Bool) -> [DemoEffect] {
        if case .carrying = mode { return [.reject(strings.alreadyPicking)] }
        // The grid and the sections are two views of the focused list: one at a time, and
        // "the two lists" (false) hides both.
        setView(shown ? .grid : .lists)
        if case .menu = mode { setMode(.browsing) }
        return [.announce(shown ? describeGrid() : strings.listView)]
    }

    /// "Grid of the left list: 3 columns, left to right."
    func describeGrid() -> String {
        strings.gridView(of: focusedSide, columns: grid.columns, rightToLeft: grid.isRightToLeft)
    }

    /// Sets the number of columns: a script's number must be in 1...6, a key press is clamped.
    mutating func setColumns(_ count: Int, clamping: Bool) -> [DemoEffect] {
        guard clamping || DemoGrid.columnRange.contains(count) else {
            return [.reject(strings.columnsOutOfRange(count, range: DemoGrid.columnRange))]
        }
        var grid = grid
        grid.setColumns(count)
        setGrid(grid)
        return [.announce(strings.columns(grid.columns))]
    }

    mutating func setRightToLeft(_ rightToLeft: Bool) -> [DemoEffect] {
        var grid = grid
        grid.setRightToLeft(rightToLeft)
        setGrid(grid)
        return [.announce(strings.readingDirection(rightToLeft: rightToLeft))]
    }

    /// Moves focus to the neighbouring cell (where a grid move in that direction would go).
    mutating func focusCell(_ arrow: ArrowKey) -> [DemoEffect] {
        guard view == .grid else { return [.reject(strings.gridOnly)] }
        let count = self[focusedSide].count
        setFocus(focusedSide, position: grid.focusTarget(from: focusedPosition(in: focusedSide), count: count, arrow: arrow))
        return [describeFocus()]
    }

    /// Moves the focused bird within its grid: a row's grid move, for the list's session in
    /// the grid's layout.
    mutating func gridMove(_ action: GridMoveAction) -> [DemoEffect] {
        if case .carrying = mode { return [.reject(strings.alreadyPicking)] }
        guard view == .grid else { return [.reject(strings.gridOnly)] }
        return rowMove(.grid(action))
    }

    /// The focused list as the grid's text lines, under a heading (the script's `show` in the
    /// grid view).
    var gridLines: [String] {
        let birds = self[focusedSide]
        let heading = strings.listName(focusedSide) + " — "
            + strings.gridSettings(columns: grid.columns, rightToLeft: grid.isRightToLeft)
        guard !birds.isEmpty else { return [heading, "  " + strings.empty] }
        let lines = GridText.lines(
            names: birds.map(\.name), columns: grid.columns, width: GridText.scriptWidth,
            focused: focusedPosition(in: focusedSide),
            selected: Set(birds.indices.filter { selection.contains(birds[$0].id) }),
            rightToLeft: grid.isRightToLeft)
        return [heading] + lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }
}
