extension DemoState {
    /// Focus `side`, at `position` when given; while carrying, aim the carried birds there.
    mutating func focus(_ side: ListSide, position: Int?) -> [DemoEffect] {
        if case .carrying = mode {
            return target(side, position: position ?? self[side].count)
        }
        let count = self[side].count
        if let position, !self[side].indices.contains(position), !(count == 0 && position == 0) {
            return [.reject(positionOutOfRange(position, in: side, count: count))]
        }
        // In the sections view a position counts down the view, section by section.
        if let position { setShownFocus(side, position: position) } else { setFocus(side, position: focusedPosition(in: side)) }
        return [describeFocus()]
    }

    mutating func step(by rows: Int) -> [DemoEffect] {
        switch mode {
        case .carrying(let carry):
            return target(carry.target, position: clampedAdd(carry.position, rows, upper: self[carry.target].count))
        case .menu(let highlighted):
            let count = menuEntries.count
            let row = ((highlighted + rows % count) % count + count) % count
            setMode(.menu(highlighted: row))
            return [.describe(name(of: menuEntries[row]))]
        case .browsing:
            let last = max(self[focusedSide].count - 1, 0)
            setShownFocus(focusedSide, position: clampedAdd(shownPosition(in: focusedSide), rows, upper: last))
            return [describeFocus()]
        case .adding, .help, .detail:
            return []
        }
    }

    mutating func stepToEdge(top: Bool) -> [DemoEffect] {
        switch mode {
        case .carrying(let carry):
            return target(carry.target, position: top ? 0 : self[carry.target].count)
        case .browsing:
            setShownFocus(focusedSide, position: top ? 0 : max(self[focusedSide].count - 1, 0))
            return [describeFocus()]
        case .menu:
            let row = top ? 0 : menuEntries.count - 1
            setMode(.menu(highlighted: row))
            return [.describe(name(of: menuEntries[row]))]
        case .adding, .help, .detail:
            return []
        }
    }

    mutating func switchList() -> [DemoEffect] {
        switch mode {
        case .carrying(let carry):
            let side = carry.target.other
            return target(side, position: min(carry.position, self[side].count))
        case .browsing:
            return focus(focusedSide.other, position: nil)
        case .menu, .adding, .help, .detail:
            return []
        }
    }

    /// Where focus is, as a sentence.
    func describeFocus() -> DemoEffect {
        .describe(focusDescription)
    }

    /// Where focus is, as a sentence: "Robin, 1 of 8, the left list." (a row and column in the
    /// grid view, the section in the sections view), or that the list is empty.
    var focusDescription: String {
        guard let bird = focusedBird else { return strings.emptyList(focusedSide) }
        if view == .grid {
            let cell = grid.cell(of: focusedPosition(in: focusedSide))
            return strings.focusedCell(bird.name, row: cell.row + 1, column: cell.column + 1, side: focusedSide)
        }
        if view == .sections {
            let section = sections.sections(of: self[focusedSide])[sections.section(of: bird.id)]
            let position = (section.birds.firstIndex { $0.id == bird.id } ?? 0) + 1
            return strings.focusedInSection(
                bird.name, position: position, count: section.birds.count, section: section.name, side: focusedSide)
        }
        return strings.focused(
            bird.name, position: focusedPosition(in: focusedSide) + 1,
            count: self[focusedSide].count, side: focusedSide)
    }

    func positionOutOfRange(_ position: Int, in side: ListSide, count: Int) -> String {
        strings.positionOutOfRange(position, in: side, count: count)
    }
}

/// `value + delta` clamped to `0...upper`, without overflow for any `delta`.
func clampedAdd(_ value: Int, _ delta: Int, upper: Int) -> Int {
    let (sum, overflow) = value.addingReportingOverflow(delta)
    if overflow { return delta < 0 ? 0 : upper }
    return min(max(sum, 0), upper)
}
