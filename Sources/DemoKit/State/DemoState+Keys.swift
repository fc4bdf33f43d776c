import ILikeToMoveItCore

extension DemoState {
    /// The action a key press stands for in the current mode, or nil when the key does
    /// nothing here.
    ///
    /// Plain letters are used for moves (`u`, `d`, `t`, `b`) because terminals report
    /// Shift- and Alt-arrows inconsistently.
    func action(for key: Key) -> DemoAction? {
        if key == .interrupt { return .interrupt }
        switch mode {
        case .adding: return addingAction(for: key)
        case .menu: return menuAction(for: key)
        case .carrying: return carryingAction(for: key)
        case .help, .detail:
            return switch key {
            case .escape, .enter, .character("q"), .character("?"), .character("o"): .cancel
            default: nil
            }
        case .browsing: return browsingAction(for: key)
        }
    }

    private func browsingAction(for key: Key) -> DemoAction? {
        switch key {
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
        case .character("?"): .toggleHelp
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
