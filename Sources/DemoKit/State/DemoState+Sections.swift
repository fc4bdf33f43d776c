import ILikeToMoveItCore

extension DemoState {
    /// Shows the focused list in sections, or the two lists again.
    mutating func showSections(_ shown: Bool) -> [DemoEffect] {
        if case .carrying = mode { return [.reject(strings.alreadyPicking)] }
        setView(shown ? .sections : .lists)
        if case .menu = mode { setMode(.browsing) }
        return [.announce(shown ? describeSections() : strings.listView)]
    }

    /// "Sections of the left list: To see 4, Seen 3, Favourites 3."
    func describeSections() -> String {
        strings.sectionsView(of: focusedSide, sections: sections.sections(of: self[focusedSide]).map { ($0.name, $0.birds.count) })
    }

    /// The birds of `side` in the order the view shown lists them: section by section in the
    /// sections view, the list's order otherwise.
    func shownOrder(of side: ListSide) -> [Bird] {
        (view == .sections) ? sections.rows(of: self[side]) : self[side]
    }

    /// The position in `shownOrder(of:)` of the focused bird of `side`.
    func shownPosition(in side: ListSide) -> Int {
        guard view == .sections else { return focusedPosition(in: side) }
        let birds = self[side]
        guard !birds.isEmpty else { return 0 }
        let id = birds[focusedPosition(in: side)].id
        return sections.rows(of: birds).firstIndex { $0.id == id } ?? 0
    }

    /// Focuses the bird at `position` of `shownOrder(of:)` in `side`.
    mutating func setShownFocus(_ side: ListSide, position: Int) {
        guard view == .sections else { return setFocus(side, position: position) }
        let rows = sections.rows(of: self[side])
        guard rows.indices.contains(position) else { return setFocus(side, position: 0) }
        focus(on: rows[position].id, in: side)
    }

    /// Moves the focused bird as a sectioned list: the core decides, the demo records the
    /// inverse in the same history as list and grid moves and follows focus.
    mutating func sectionMove(_ request: MoveRequest<Bird.ID>) -> [DemoEffect] {
        if case .carrying = mode { return [.reject(strings.alreadyPicking)] }
        guard view == .sections else { return [.reject(strings.sectionsOnly)] }
        guard let bird = focusedBird else { return [.reject(strings.emptyList(focusedSide))] }
        let side = focusedSide
        let before = self[side].firstIndex { $0.id == bird.id }
        let step = replaySection(request, on: side)
        var history = history
        history.record(step.inverse.map { .sectionMove(side, $0, at: before) })
        setHistory(history)
        if let id = step.focus { focus(on: id, in: side) }
        return [.announce(step.text)]
    }

    /// Moves the focused bird to the top of section `index` (a script's `move section K`).
    mutating func moveToSection(_ index: Int) -> [DemoEffect] {
        guard view == .sections else { return [.reject(strings.sectionsOnly)] }
        guard sections.names.indices.contains(index) else {
            return [.reject(strings.sectionOutOfRange(index, count: sections.names.count))]
        }
        guard let bird = focusedBird else { return [.reject(strings.emptyList(focusedSide))] }
        return sectionMove(.item(bird.id, toSection: index))
    }

    /// Performs a sectioned request on `side` (a move, or an undo or redo entry), putting the
    /// moved bird at `position` of the list when that gives the sections the core left.
    mutating func replaySection(
        _ request: MoveRequest<Bird.ID>, on side: ListSide, preferring position: Int? = nil
    ) -> MoveStep<Bird.ID> {
        var sections = sections
        var birds = self[side]
        let step = sections.perform(request, on: &birds, side: side, preferring: position)
        setSections(sections)
        self[side] = birds
        return step
    }

    /// The focused list in its sections as text lines, under a heading (the script's `show`
    /// in the sections view): each section's name and count, then its birds, numbered in the
    /// section, `▸` marking the focused bird.
    var sectionLines: [String] {
        let birds = self[focusedSide]
        let focused = focusedBird?.id
        var lines = [strings.listName(focusedSide) + " — " + strings.sectionsTitle]
        for section in sections.sections(of: birds) {
            lines.append(strings.sectionHeading(section.name, count: section.birds.count))
            if section.birds.isEmpty { lines.append("    " + strings.empty) }
            for (offset, bird) in section.birds.enumerated() {
                let mark = (bird.id == focused ? "▸" : " ") + (selection.contains(bird.id) ? "✓" : " ")
                lines.append("  \(mark)\(offset + 1). \(bird.name.sanitizedForTerminal)")
            }
        }
        return lines
    }
}
