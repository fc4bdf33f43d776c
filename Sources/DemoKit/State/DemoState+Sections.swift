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

    /// Moves the focused bird to the bottom of section `index` (a script's `move section K`):
    /// the row's move to that section, for the list's session in the sections' shape.
    mutating func moveToSection(_ index: Int) -> [DemoEffect] {
        guard view == .sections else { return [.reject(strings.sectionsOnly)] }
        guard sections.names.indices.contains(index) else {
            return [.reject(strings.sectionOutOfRange(index, count: sections.names.count))]
        }
        return rowMove(.transfer(index))
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
