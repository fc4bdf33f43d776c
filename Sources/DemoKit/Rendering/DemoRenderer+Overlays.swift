extension DemoRenderer {
    /// Draws what is open (menu, prompt, detail, help) over the lists, centred.
    static func drawOverlay(_ state: DemoState, into frame: inout Frame) {
        let strings = state.strings
        switch state.mode {
        case .browsing, .carrying:
            return
        case .menu(let highlighted):
            let rows = state.menuEntries.enumerated().map { index, entry in
                (text: " \(index + 1). " + state.name(of: entry), isHighlighted: index == highlighted)
            }
            let title = strings.actionsTitle(state.focusedBird?.name ?? "")
            drawPanel(title: title, rows: rows, minimumWidth: 40, footer: strings.menuHint, into: &frame)
        case .adding(let text):
            let line = " " + strings.addPrompt + ": " + text + "▏"
            drawPanel(title: strings.addPrompt, rows: [(line, false)], minimumWidth: 50,
                      footer: strings.promptHint, into: &frame)
        case .detail(let title, let lines):
            drawPanel(title: title, rows: lines.map { (" " + $0, false) }, minimumWidth: 50,
                      footer: strings.closeHint, into: &frame)
        case .help:
            let keyWidth = strings.helpRows.map(\.keys.displayWidth).max() ?? 0
            let rows = strings.helpRows.map { row in
                (text: " " + row.keys.padded(toWidth: keyWidth) + "  " + row.meaning, isHighlighted: false)
            }
            drawPanel(title: strings.helpTitle, rows: rows, minimumWidth: 50, footer: strings.closeHint, into: &frame)
        }
    }

    /// A bordered panel centred on the screen, as wide as its widest row allows.
    private static func drawPanel(
        title: String, rows: [(text: String, isHighlighted: Bool)], minimumWidth: Int,
        footer: String, into frame: inout Frame
    ) {
        let size = frame.size
        let contentWidth = max(rows.map { $0.text.displayWidth + 1 }.max() ?? 0, title.displayWidth + 4,
                               footer.displayWidth + 4, minimumWidth)
        let width = min(contentWidth + 2, size.columns - 2)
        let height = min(rows.count + 2, size.rows - 2)
        let row = max(1, (size.rows - height) / 2)
        let column = max(1, (size.columns - width) / 2)
        frame.clear(row: row, column: column, width: width, height: height)
        frame.box(row: row, column: column, width: width, height: height, title: title, footer: footer, style: .accent)
        for (index, entry) in rows.prefix(height - 2).enumerated() {
            frame.write(entry.text.padded(toWidth: width - 2), row: row + 1 + index, column: column + 1,
                        width: width - 2, style: entry.isHighlighted ? .inverse : .plain)
        }
    }
}
