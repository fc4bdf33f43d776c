/// A screenful of character cells that knows about wide characters.
///
/// Text is written into cells; a wide character takes its cell and the next one (a
/// continuation). Writing over half of a wide character blanks the other half, so overlays
/// drawn on Japanese names never leave a torn glyph. Every row of `plainLines` is exactly
/// `size.columns` columns wide.
struct Frame: Sendable {
    /// How a run of cells is drawn.
    enum Style: Hashable, Sendable {
        case plain, bold, inverse, dim, accent, accentInverse

        var escape: String {
            switch self {
            case .plain: "\u{1B}[0m"
            case .bold: "\u{1B}[0;1m"
            case .inverse: "\u{1B}[0;7m"
            case .dim: "\u{1B}[0;2m"
            case .accent: "\u{1B}[0;1;36m"
            case .accentInverse: "\u{1B}[0;1;7;36m"
            }
        }
    }

    private enum Content: Hashable, Sendable {
        case character(Character)
        /// The right half of the wide character in the cell before.
        case continuation
    }

    private struct Cell: Hashable, Sendable {
        var content: Content = .character(" ")
        var style: Style = .plain
    }

    let size: TerminalSize
    private var cells: [[Cell]]

    init(size: TerminalSize) {
        self.size = size
        cells = Array(
            repeating: Array(repeating: Cell(), count: max(size.columns, 0)),
            count: max(size.rows, 0)
        )
    }

    /// Writes `text` at a row and column, clipped to `width` columns (to the frame's edge by
    /// default). Control characters are drawn as spaces. Writes outside the frame are ignored.
    ///
    /// - Returns: The number of columns written.
    @discardableResult
    mutating func write(
        _ text: String, row: Int, column: Int, width: Int? = nil, style: Style = .plain
    ) -> Int {
        guard cells.indices.contains(row), column >= 0 else { return 0 }
        let limit = min(column + (width ?? size.columns), size.columns)
        var x = column
        for character in text.sanitizedForTerminal {
            let characterWidth = DisplayWidth.of(character)
            if characterWidth == 0 { continue }
            if x + characterWidth > limit {
                // A wide character that does not fit: pad its first column instead.
                if x < limit { put(.character(" "), row: row, column: x, style: style) }
                x = limit
                break
            }
            put(.character(character), row: row, column: x, style: style)
            if characterWidth == 2 { put(.continuation, row: row, column: x + 1, style: style) }
            x += characterWidth
        }
        return x - column
    }

    /// Fills a rectangle with spaces of one style.
    mutating func clear(row: Int, column: Int, width: Int, height: Int, style: Style = .plain) {
        for y in row..<(row + max(height, 0)) {
            write(String(repeating: " ", count: max(width, 0)), row: y, column: column, style: style)
        }
    }

    /// Draws a box border with an optional title in its top edge.
    mutating func box(
        row: Int, column: Int, width: Int, height: Int, title: String = "",
        footer: String = "", style: Style = .plain
    ) {
        guard width >= 2, height >= 2 else { return }
        let inner = width - 2
        write("┌" + String(repeating: "─", count: inner) + "┐", row: row, column: column, style: style)
        for y in (row + 1)..<(row + height - 1) {
            write("│", row: y, column: column, style: style)
            write("│", row: y, column: column + width - 1, style: style)
        }
        write("└" + String(repeating: "─", count: inner) + "┘", row: row + height - 1, column: column, style: style)
        if !title.isEmpty, inner >= 4 {
            write(" " + title.truncated(toWidth: inner - 4) + " ", row: row, column: column + 2, style: style)
        }
        if !footer.isEmpty, inner >= 4 {
            let text = " " + footer.truncated(toWidth: inner - 4) + " "
            write(text, row: row + height - 1, column: column + width - 2 - text.displayWidth, style: style)
        }
    }

    private mutating func put(_ content: Content, row: Int, column: Int, style: Style) {
        guard cells.indices.contains(row), cells[row].indices.contains(column) else { return }
        // Overwriting the right half of a wide character: blank its left half.
        if cells[row][column].content == .continuation, column > 0, content != .continuation {
            cells[row][column - 1].content = .character(" ")
        }
        // Overwriting the left half of a wide character: blank its right half.
        if column + 1 < size.columns, cells[row][column + 1].content == .continuation,
           case .character(let old) = cells[row][column].content, DisplayWidth.of(old) == 2 {
            cells[row][column + 1].content = .character(" ")
        }
        cells[row][column] = Cell(content: content, style: style)
    }

    /// The rows as plain text, without styles.
    var plainLines: [String] {
        cells.map { row in
            String(row.compactMap { cell -> Character? in
                if case .character(let character) = cell.content { return character }
                return nil
            })
        }
    }

    /// The rows with the escape sequences of their styles.
    var styledLines: [String] {
        cells.map { row in
            var line = ""
            var current = Style.plain
            for cell in row {
                if cell.style != current {
                    line += cell.style.escape
                    current = cell.style
                }
                if case .character(let character) = cell.content { line.append(character) }
            }
            return current == .plain ? line : line + Style.plain.escape
        }
    }
}
