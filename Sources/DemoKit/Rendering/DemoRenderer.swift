/// Draws a `DemoState` into a `Frame`: a pure function of the state and the terminal size.
///
/// At 80×24 and up: a title bar, the two lists side by side, the status line, the log pane
/// and a line of key hints, with the actions menu, the add prompt, a detail or the help drawn
/// over them. Below 80×24 only a "terminal too small" message, clipped to whatever size the
/// terminal has (even 1×1 or 0×0), so a resize can never crash the demo.
enum DemoRenderer {
    /// The frame for `state` on a terminal of `size`.
    ///
    /// - Complexity: O(columns × rows + birds).
    static func render(_ state: DemoState, size: TerminalSize) -> Frame {
        var frame = Frame(size: size)
        guard size.fitsDemo else {
            drawTooSmall(state, into: &frame)
            return frame
        }
        let layout = Layout(size: size)
        drawTitle(state, into: &frame)
        if state.view == .grid {
            drawGrid(of: state, into: &frame)
        } else if state.view == .sections {
            drawSections(of: state, into: &frame)
        } else {
            for side in ListSide.allCases {
                drawList(side, of: state, in: layout.listRect(side), into: &frame)
            }
        }
        let status = "▶ " + state.status
        frame.write(status, row: layout.statusRow, column: 0, style: .bold)
        drawLog(state, layout: layout, into: &frame)
        frame.write(" " + hint(for: state), row: size.rows - 1, column: 0, style: .dim)
        drawOverlay(state, into: &frame)
        return frame
    }

    /// Where things go on a screen of a given size.
    struct Layout {
        let size: TerminalSize
        var logLines: Int { 3 + (size.rows - TerminalSize.minimum.rows) / 4 }
        var listHeight: Int { size.rows - 1 - 1 - (logLines + 2) - 1 }
        var statusRow: Int { 1 + listHeight }
        var logRow: Int { statusRow + 1 }

        func listRect(_ side: ListSide) -> (column: Int, width: Int) {
            let half = size.columns / 2
            return side == .left ? (0, half) : (half, size.columns - half)
        }
    }

    private static func drawTitle(_ state: DemoState, into frame: inout Frame) {
        let width = frame.size.columns
        frame.write(String(repeating: " ", count: width), row: 0, column: 0, style: .inverse)
        frame.write(" " + state.strings.title, row: 0, column: 0, style: .inverse)
        let right = "? help  q quit  [\(state.language.tag)] "
        frame.write(right, row: 0, column: width - right.displayWidth, style: .inverse)
        // What z and Z would do, named as the lists' sessions named it, where it fits whole.
        var hints = [state.undoActionName.map(state.strings.undoHint), state.redoActionName.map(state.strings.redoHint)]
            .compactMap { $0 }
        let room = width - (" " + state.strings.title).displayWidth - right.displayWidth - 4
        while !hints.isEmpty, hints.joined(separator: "  ").displayWidth > room { hints.removeLast() }
        let history = hints.joined(separator: "  ")
        frame.write(history, row: 0, column: width - right.displayWidth - 2 - history.displayWidth, style: .inverse)
    }

    /// One visible row of a list: a bird (by position) or the drop marker.
    private enum ListRow: Equatable {
        case bird(Int)
        case dropMarker
    }

    private static func drawList(
        _ side: ListSide, of state: DemoState, in rect: (column: Int, width: Int), into frame: inout Frame
    ) {
        let layout = Layout(size: frame.size)
        let birds = state[side]
        let carry: DemoState.Carry? = if case .carrying(let carry) = state.mode { carry } else { nil }
        var rows = birds.indices.map(ListRow.bird)
        var anchor = state.focusedPosition(in: side)
        if let carry, carry.target == side {
            rows.insert(.dropMarker, at: carry.position)
            anchor = carry.position
        }
        let visible = layout.listHeight - 2
        let offset = min(max(0, anchor - visible + 1), max(0, rows.count - visible))
        let hidden = (above: offset, below: max(0, rows.count - offset - visible))
        let isActive = carry.map { $0.target == side } ?? (state.focusedSide == side)
        let title = state.strings.listName(side) + " (\(birds.count))"
        let footer = [hidden.above > 0 ? "↑\(hidden.above)" : "", hidden.below > 0 ? "↓\(hidden.below)" : ""]
            .filter { !$0.isEmpty }.joined(separator: " ")
        frame.box(row: 1, column: rect.column, width: rect.width, height: layout.listHeight,
                  title: title, footer: footer, style: isActive ? .accent : .plain)

        let inner = rect.width - 2
        if birds.isEmpty && carry?.target != side {
            frame.write("  " + state.strings.empty, row: 2, column: rect.column + 1, width: inner, style: .dim)
        }
        for (line, row) in rows.dropFirst(offset).prefix(visible).enumerated() {
            let y = 2 + line
            switch row {
            case .dropMarker:
                let text = " ▸▸ " + state.strings.dropHere + " "
                frame.write(text.padded(toWidth: inner), row: y, column: rect.column + 1, width: inner,
                            style: .accentInverse)
            case .bird(let position):
                let bird = birds[position]
                let isFocused = state.focusedSide == side && state.focusedPosition(in: side) == position
                let isCarried = carry?.birds.contains(bird.id) ?? false
                let mark = state.selection.contains(bird.id) ? "✓" : " "
                let number = String(position + 1)
                let numberWidth = String(birds.count).count
                let padding = String(repeating: " ", count: max(0, numberWidth - number.count))
                var text = " \(mark) \(padding)\(number). \(bird.name)"
                if isCarried { text += "  ⇡ " + state.strings.picked }
                let style: Frame.Style = switch (isFocused, isActive && carry == nil, isCarried) {
                case (_, _, true): .dim
                case (true, true, _): .inverse
                case (true, false, _): .bold
                default: .plain
                }
                frame.write(text.padded(toWidth: inner), row: y, column: rect.column + 1, width: inner, style: style)
            }
        }
    }

    /// The focused list as a grid across the whole width, its focused row scrolled into view.
    private static func drawGrid(of state: DemoState, into frame: inout Frame) {
        let layout = Layout(size: frame.size)
        let side = state.focusedSide
        let birds = state[side]
        let grid = state.grid
        let width = frame.size.columns
        let inner = width - 2
        let focused = birds.isEmpty ? nil : state.focusedPosition(in: side)
        let rows = GridText.rows(
            names: birds.map(\.name), columns: grid.columns, width: inner, focused: focused,
            selected: Set(birds.indices.filter { state.selection.contains(birds[$0].id) }),
            rightToLeft: grid.isRightToLeft)
        let visible = max(layout.listHeight - 2, 0)
        let anchor = focused.map { grid.cell(of: $0).row } ?? 0
        let offset = min(max(0, anchor - visible + 1), max(0, rows.count - visible))
        let hidden = (above: offset, below: max(0, rows.count - offset - visible))
        let footer = [hidden.above > 0 ? "↑\(hidden.above)" : "", hidden.below > 0 ? "↓\(hidden.below)" : "",
                      state.strings.otherList(side.other, count: state[side.other].count)]
            .filter { !$0.isEmpty }.joined(separator: " ")
        let title = state.strings.gridTitle(side, count: birds.count, columns: grid.columns,
                                            rightToLeft: grid.isRightToLeft)
        frame.box(row: 1, column: 0, width: width, height: layout.listHeight, title: title, footer: footer,
                  style: .accent)
        if birds.isEmpty {
            frame.write("  " + state.strings.empty, row: 2, column: 1, width: inner, style: .dim)
        }
        let cellWidth = GridText.cellWidth(columns: grid.columns, width: inner)
        for (line, row) in rows.dropFirst(offset).prefix(visible).enumerated() {
            for cell in row {
                let style: Frame.Style = cell.offset == focused ? (state.mode == .browsing ? .inverse : .bold) : .plain
                frame.write(cell.text, row: 2 + line, column: 1 + cell.slot * cellWidth, width: cellWidth, style: style)
            }
        }
    }

    /// One visible row of the sections view: a section's heading, a bird, or "(empty)".
    private enum SectionRow: Equatable {
        case heading(String, count: Int)
        case bird(Bird, number: Int, numberWidth: Int)
        case empty
    }

    /// The focused list in its sections across the whole width, its focused bird scrolled
    /// into view: each section's heading, then its birds numbered within it.
    private static func drawSections(of state: DemoState, into frame: inout Frame) {
        let layout = Layout(size: frame.size)
        let side = state.focusedSide
        let birds = state[side]
        let width = frame.size.columns
        let inner = width - 2
        let focused = state.focusedBird?.id
        var rows: [SectionRow] = []
        var anchor = 0
        for section in state.sections.sections(of: birds) {
            rows.append(.heading(section.name, count: section.birds.count))
            if section.birds.isEmpty { rows.append(.empty) }
            let numberWidth = String(section.birds.count).count
            for (offset, bird) in section.birds.enumerated() {
                if bird.id == focused { anchor = rows.count }
                rows.append(.bird(bird, number: offset + 1, numberWidth: numberWidth))
            }
        }
        let visible = max(layout.listHeight - 2, 0)
        let offset = min(max(0, anchor - visible + 1), max(0, rows.count - visible))
        let hidden = (above: offset, below: max(0, rows.count - offset - visible))
        let footer = [hidden.above > 0 ? "↑\(hidden.above)" : "", hidden.below > 0 ? "↓\(hidden.below)" : "",
                      state.strings.otherList(side.other, count: state[side.other].count)]
            .filter { !$0.isEmpty }.joined(separator: " ")
        let title = state.strings.listName(side) + " (\(birds.count)) — " + state.strings.sectionsTitle
        frame.box(row: 1, column: 0, width: width, height: layout.listHeight, title: title, footer: footer,
                  style: .accent)
        for (line, row) in rows.dropFirst(offset).prefix(visible).enumerated() {
            let y = 2 + line
            switch row {
            case let .heading(name, count):
                frame.write(" " + state.strings.sectionHeading(name, count: count), row: y, column: 1, width: inner,
                            style: .bold)
            case .empty:
                frame.write("     " + state.strings.empty, row: y, column: 1, width: inner, style: .dim)
            case let .bird(bird, number, numberWidth):
                let mark = state.selection.contains(bird.id) ? "✓" : " "
                let padding = String(repeating: " ", count: max(0, numberWidth - String(number).count))
                let text = "   \(mark) \(padding)\(number). \(bird.name)"
                let style: Frame.Style = bird.id == focused ? (state.mode == .browsing ? .inverse : .bold) : .plain
                frame.write(text.padded(toWidth: inner), row: y, column: 1, width: inner, style: style)
            }
        }
    }

    private static func drawLog(_ state: DemoState, layout: Layout, into frame: inout Frame) {
        let width = frame.size.columns
        frame.box(row: layout.logRow, column: 0, width: width, height: layout.logLines + 2,
                  title: state.strings.logTitle, style: .dim)
        for (line, entry) in state.log.suffix(layout.logLines).enumerated() {
            frame.write(" " + entry, row: layout.logRow + 1 + line, column: 1, width: width - 2)
        }
    }

    private static func hint(for state: DemoState) -> String {
        switch state.mode {
        case .browsing:
            (state.view == .grid) ? state.strings.gridHint
                : (state.view == .sections) ? state.strings.sectionsHint : state.strings.browseHint
        case .carrying: state.strings.pickHint
        case .menu: state.strings.menuHint
        case .adding: state.strings.promptHint
        case .help, .detail: state.strings.closeHint
        }
    }

    private static func drawTooSmall(_ state: DemoState, into frame: inout Frame) {
        let lines = state.strings.tooSmall(frame.size)
        let top = max(0, (frame.size.rows - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let text = line.truncated(toWidth: frame.size.columns)
            let column = max(0, (frame.size.columns - text.displayWidth) / 2)
            frame.write(text, row: top + index, column: column, style: index == 0 ? .bold : .plain)
        }
    }
}
