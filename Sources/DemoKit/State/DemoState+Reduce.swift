import ILikeToMoveItCore

extension DemoState {
    /// Carries out one action and returns what the outside world should do about it.
    ///
    /// Announcements and rejections also land in `status` and `log`, so the screen shows
    /// them without the caller's help. Actions that make no sense in the current mode (a drop
    /// with nothing carried, a move while carrying) are rejected with a sentence saying why;
    /// nothing ever traps.
    ///
    /// - Parameter action: What the user asked for.
    /// - Returns: The effects, in order.
    mutating func reduce(_ action: DemoAction) -> [DemoEffect] {
        let effects = apply(action)
        record(effects)
        return effects
    }

    private mutating func apply(_ action: DemoAction) -> [DemoEffect] {
        switch action {
        case .quit: return [.quit(0)]
        case .interrupt: return [.quit(130)]
        case .show: return [.output((view == .grid) ? gridLines : (view == .sections) ? sectionLines : listLines)]
        case .listActions: return listActions()
        case .toggleHelp:
            setMode(mode == .help ? .browsing : .help)
            return []
        case .cancel: return cancel()
        case .setLanguage(let language): return switchLanguage(to: language)
        case .nextLanguage: return switchLanguage(to: language.next)
        case .focus(let side, let position): return focus(side, position: position)
        case .step(let rows): return step(by: rows)
        case .stepToEdge(let top): return stepToEdge(top: top)
        case .switchList: return switchList()
        case .move(let move):
            // The session's layout decides: in the grid view, up and down go by rows, top and
            // bottom are start and end; in the sections view, moves cross sections.
            return rowMove(.list(move))
        case .moveToOtherList: return moveToOtherList()
        case .toggleGridView: return showGrid(view != .grid)
        case .toggleSectionsView: return showSections(view != .sections)
        case .showSections(let shown): return showSections(shown)
        case .moveToSection(let index): return moveToSection(index)
        case .showGrid(let shown): return showGrid(shown)
        case .changeColumns(let delta): return setColumns(clampedAdd(grid.columns, delta, upper: .max), clamping: true)
        case .setColumns(let count): return setColumns(count, clamping: false)
        case .toggleReadingDirection: return setRightToLeft(!grid.isRightToLeft)
        case .setRightToLeft(let rightToLeft): return setRightToLeft(rightToLeft)
        case .focusCell(let arrow): return focusCell(arrow)
        case .gridMove(let move): return gridMove(move)
        case .press(let key):
            guard let pressed = self.action(for: key) else { return [] }
            return apply(pressed)
        case .openMenu: return openMenu()
        case .chooseMenuEntry(let row): return chooseMenuEntry(row)
        case .chooseHighlightedMenuEntry:
            guard case .menu(let row) = mode else { return [] }
            return chooseMenuEntry(row)
        case .toggleSelection: return toggleSelection()
        case .pickUp:
            // The drop marker is drawn between the rows of the two lists.
            if view == .grid, mode == .browsing { return [.reject(strings.pickInListView)] }
            if view == .sections, mode == .browsing { return [.reject(strings.pickInListViewFromSections)] }
            return pickUp()
        case .target(let side, let position): return target(side, position: position)
        case .drop: return drop()
        case .beginAdding:
            guard case .browsing = mode else { return [] }
            setMode(.adding(""))
            return [.describe(strings.addPrompt)]
        case .type(let character): return type(character)
        case .deleteBackward: return deleteBackward()
        case .commitAdding:
            guard case .adding(let text) = mode else { return [] }
            setMode(.browsing)
            return add(text)
        case .add(let text): return add(text)
        case .paste(let text): return paste(text)
        case .open: return open()
        case .undo: return undo()
        case .redo: return redo()
        }
    }

    private mutating func cancel() -> [DemoEffect] {
        switch mode {
        case .browsing:
            guard !selection.isEmpty else { return [] }
            setSelection([])
            return [.announce(strings.selectionCleared)]
        case .carrying:
            setMode(.browsing)
            return [.announce(strings.dropCancelled)]
        case .adding:
            setMode(.browsing)
            return [.announce(strings.addCancelled)]
        case .menu:
            // The status line read "Actions for Robin: Move up"; say that the menu closed and
            // where focus is, so nothing on screen still reads as open.
            setMode(.browsing)
            return [.describe(strings.sentences(strings.actionsClosed, focusDescription))]
        case .help, .detail:
            setMode(.browsing)
            return []
        }
    }

    private mutating func openMenu() -> [DemoEffect] {
        guard let bird = focusedBird else { return [.reject(strings.emptyList(focusedSide))] }
        setMode(.menu(highlighted: 0))
        return [.describe(strings.actionsTitle(bird.name) + ": " + name(of: menuEntries[0]))]
    }

    private mutating func chooseMenuEntry(_ row: Int) -> [DemoEffect] {
        guard menuEntries.indices.contains(row) else { return [] }
        if case .menu = mode { setMode(.browsing) }
        return switch menuEntries[row] {
        case .row(let entry): rowMove(entry.move)
        case .moveToOtherList: moveToOtherList()
        }
    }

    private func listActions() -> [DemoEffect] {
        guard focusedBird != nil else { return [.reject(strings.emptyList(focusedSide))] }
        return [.output(menuEntries.enumerated().map { "\($0.offset + 1). " + name(of: $0.element) })]
    }

    /// Moves the focused bird to the end of the other list, as the SwiftUI list's transfer
    /// action does: the list's one transfer, also in the sections view (whose rows' transfers
    /// are its sections).
    private mutating func moveToOtherList() -> [DemoEffect] {
        rowMove(.transfer(0), as: .flat)
    }
}
