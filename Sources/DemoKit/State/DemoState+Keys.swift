import ILikeToMoveItCore

extension DemoState {
    /// The action a key press stands for in the current mode, or nil when the key does
    /// nothing here.
    ///
    /// Plain letters move (`u`, `d`, `t`, `b`, and `<` `>` in the grid) because not every
    /// terminal passes Alt-arrows on. Where it does (`ESC [1;3A`), Alt+arrow moves and
    /// Alt+Shift+arrow moves to the edge, as the focused list's session decides (see
    /// `keyboardAction(for:modifiers:)`); an arrow with other modifiers acts as the plain
    /// arrow.
    func action(for key: Key) -> DemoAction? {
        if key == .interrupt { return .interrupt }
        // Pasted text is never a command, whatever is open.
        if case .paste(let text) = key { return .paste(text) }
        switch mode {
        case .adding:
            if case .modifiedArrow = key { return nil }
            return addingAction(for: key)
        case .menu: return menuAction(for: key.unmodified)
        case .carrying: return carryingAction(for: key.unmodified)
        case .help, .detail:
            return switch key {
            case .escape, .enter, .character("q"), .character("?"), .character("o"): .cancel
            default: nil
            }
        case .browsing:
            if case .modifiedArrow(let arrow, let modifiers) = key {
                return keyboardAction(for: arrow, modifiers: modifiers) ?? browsingAction(for: arrow.key)
            }
            return browsingAction(for: key)
        }
    }

    /// What an arrow key with terminal modifiers asks of the focused bird, as the session of
    /// its list decides with its keyboard mapping (the one the SwiftUI rows and cells use) for
    /// the view shown: a list, a grid (one whose birds fit in one row or column takes only the
    /// arrows along it), or sections.
    ///
    /// The app's shortcut is ⌥⌘ with an arrow (⌥⌘⇧ to the edge), and ⌘ never reaches a
    /// terminal, so the terminal's Alt stands for ⌥⌘: Alt+arrow moves one place (one row),
    /// Alt+Shift+arrow to the edge. Shift, Ctrl and Meta are passed on as ⇧, ⌃ and ⌘, so
    /// Ctrl+Alt+arrow is no move, as in an app.
    ///
    /// - Returns: `.move` or `.gridMove`, or nil when the keys are no move shortcut.
    func keyboardAction(for arrow: ArrowKey, modifiers: KeyModifiers) -> DemoAction? {
        var chord: MoveKeyModifiers = []
        if modifiers.contains(.alt) { chord.insert([.option, .command]) }
        if modifiers.contains(.shift) { chord.insert(.shift) }
        if modifiers.contains(.control) { chord.insert(.control) }
        if modifiers.contains(.meta) { chord.insert(.command) }
        let key: MoveArrowKey = switch arrow {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        }
        let shape = viewShape
        let move = self[session: focusedSide].keyboardMove(
            for: key, modifiers: chord, in: list(focusedSide, shape), settings: settings(for: shape))
        return switch move {
        case .list(let action)?: .move(action)
        case .grid(let action)?: .gridMove(action)
        case .transfer?, nil: nil
        }
    }

    /// The keys that mean something else in the grid view: arrows (and h j k l) go from
    /// cell to cell, moves go by rows and places.
    private func gridAction(for key: Key) -> DemoAction? {
        switch key {
        case .up, .character("k"): .focusCell(.up)
        case .down, .character("j"): .focusCell(.down)
        case .left, .character("h"): .focusCell(.left)
        case .right, .character("l"): .focusCell(.right)
        case .character("u"): .gridMove(.up)
        case .character("d"): .gridMove(.down)
        case .character("U"): .gridMove(.up(rows: 5))
        case .character("D"): .gridMove(.down(rows: 5))
        case .character("<"): .gridMove(.left)
        case .character(">"): .gridMove(.right)
        case .character("t"): .gridMove(.toStart)
        case .character("b"): .gridMove(.toEnd)
        case .character("["): .changeColumns(by: -1)
        case .character("]"): .changeColumns(by: 1)
        case .character("r"): .toggleReadingDirection
        default: nil
        }
    }

    private func browsingAction(for key: Key) -> DemoAction? {
        if view == .grid, let action = gridAction(for: key) { return action }
        return switch key {
        case .up, .character("k"): .step(-1)
        case .down, .character("j"): .step(1)
        case .pageUp: .step(-10)
        case .pageDown: .step(10)
        case .home, .character("g"): .stepToEdge(top: true)
        case .end, .character("G"): .stepToEdge(top: false)
        case .tab, .backTab: .switchList
        case .left, .character("h"): .focus(.left, position: nil)
        case .right, .character("l"): .focus(.right, position: nil)
        case .enter, .character("a"): .openMenu
        case .character("u"): .move(.up)
        case .character("d"): .move(.down)
        case .character("U"): .move(.up(5))
        case .character("D"): .move(.down(5))
        case .character("t"): .move(.toTop)
        case .character("b"): .move(.toBottom)
        case .character("m"): .moveToOtherList
        case .character(" "): .toggleSelection
        case .character("p"): .pickUp
        case .character("n"): .beginAdding
        case .character("o"): .open
        case .character("z"): .undo
        case .character("Z"): .redo
        case .character("v"): .toggleGridView
        case .character("S"): .toggleSectionsView
        case .character("?"): .toggleHelp
        case .character("L"): .nextLanguage
        case .character("q"): .quit
        case .escape: .cancel
        default: nil
        }
    }

    private func menuAction(for key: Key) -> DemoAction? {
        switch key {
        case .up, .character("k"): .step(-1)
        case .down, .character("j"): .step(1)
        case .home: .stepToEdge(top: true)
        case .end: .stepToEdge(top: false)
        case .enter, .character(" "): .chooseHighlightedMenuEntry
        case .escape, .character("q"), .character("a"): .cancel
        case .character(let digit) where ("1"..."9").contains(digit):
            .chooseMenuEntry(Int(String(digit))! - 1)
        default: nil
        }
    }

    private func carryingAction(for key: Key) -> DemoAction? {
        switch key {
        case .up, .character("k"): .step(-1)
        case .down, .character("j"): .step(1)
        case .home, .character("g"): .stepToEdge(top: true)
        case .end, .character("G"): .stepToEdge(top: false)
        case .tab, .backTab: .switchList
        case .left, .character("h"): .focus(.left, position: nil)
        case .right, .character("l"): .focus(.right, position: nil)
        case .enter, .character("p"): .drop
        case .escape: .cancel
        case .character("?"): .toggleHelp
        default: nil
        }
    }

    private func addingAction(for key: Key) -> DemoAction? {
        switch key {
        case .character(let character): .type(character)
        case .backspace, .delete: .deleteBackward
        case .enter: .commitAdding
        case .escape: .cancel
        default: nil
        }
    }
}
