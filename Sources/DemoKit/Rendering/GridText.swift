/// The text of the grid view: the birds of one list in rows of cells.
///
/// Every cell is as wide as the others: a focus mark (`▸`), a selection mark (`✓`), the name
/// cut to fit (ending in "…"), and a space. Rows fill in reading order; when rows read right
/// to left, the first cell of a row is on the right and a short last row hugs the right edge.
/// Widths are display widths, so Japanese names keep the cells aligned.
enum GridText {
    /// How wide the script's `show` draws a grid.
    static let scriptWidth = 78

    /// One cell: which bird, where on the line, and its text.
    struct Cell: Hashable, Sendable {
        /// The bird's position in its list.
        let offset: Int
        /// The column on screen, counted from the left.
        let slot: Int
        /// The cell's text, exactly `cellWidth` columns wide.
        let text: String
    }

    /// The width of each cell when `columns` cells share `width` columns (0 when they cannot).
    static func cellWidth(columns: Int, width: Int) -> Int {
        max(width, 0) / max(columns, 1)
    }

    /// The cells of each row, in screen order from the left.
    ///
    /// - Parameters:
    ///   - names: The birds' names, in list order.
    ///   - columns: The number of columns; values below 1 count as 1.
    ///   - width: The columns of screen the grid may use.
    ///   - focused: The position of the focused bird, if one is marked.
    ///   - selected: The positions of selected birds.
    ///   - rightToLeft: Whether rows read from right to left.
    /// - Returns: One array of cells per row; no rows for no names.
    /// - Complexity: O(total length of the names).
    static func rows(
        names: [String], columns: Int, width: Int, focused: Int?, selected: Set<Int> = [], rightToLeft: Bool = false
    ) -> [[Cell]] {
        let columns = max(columns, 1)
        let cellWidth = cellWidth(columns: columns, width: width)
        return stride(from: 0, to: names.count, by: columns).map { start in
            (start..<min(start + columns, names.count)).map { offset in
                let column = offset - start
                let mark = (offset == focused ? "▸" : " ") + (selected.contains(offset) ? "✓" : " ")
                let text = (mark + names[offset].sanitizedForTerminal).padded(toWidth: cellWidth - 1)
                    + (cellWidth > 0 ? " " : "")
                return Cell(offset: offset, slot: rightToLeft ? columns - 1 - column : column, text: text)
            }
        }
    }

    /// The grid as lines of exactly `width` columns (the same arguments as `rows`).
    static func lines(
        names: [String], columns: Int, width: Int, focused: Int?, selected: Set<Int> = [], rightToLeft: Bool = false
    ) -> [String] {
        let cellWidth = cellWidth(columns: max(columns, 1), width: width)
        let blank = String(repeating: " ", count: cellWidth)
        return rows(names: names, columns: columns, width: width, focused: focused, selected: selected,
                    rightToLeft: rightToLeft).map { row in
            var slots = Array(repeating: blank, count: max(columns, 1))
            for cell in row { slots[cell.slot] = cell.text }
            return slots.joined().padded(toWidth: width)
        }
    }
}
