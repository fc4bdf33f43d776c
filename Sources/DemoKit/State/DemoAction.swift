import ILikeToMoveItCore

/// Everything the demo can be asked to do, whether by a key press or by a script line.
///
/// Keys are mapped to actions by `DemoState.action(for:)` (the mapping depends on the mode:
/// `j` moves focus while browsing but types a "j" in the add prompt); script lines are parsed
/// into actions by `ScriptParser`. Both then go through the same `DemoState.reduce(_:)`.
enum DemoAction: Hashable, Sendable {
    /// Focus a list, and a position in it (zero-based) when given.
    case focus(ListSide, position: Int?)
    /// Move focus (or, while carrying, the drop position) by a number of rows.
    case step(Int)
    /// Focus (or, while carrying, aim at) the first or last row.
    case stepToEdge(top: Bool)
    /// Go to the other list (or, while carrying, aim at it).
    case switchList
    /// Move the focused bird within its list.
    case move(AccessibilityMoveAction)
    /// Move the focused bird to the end of the other list.
    case moveToOtherList
    case openMenu
    /// Run the menu entry at this row.
    case chooseMenuEntry(Int)
    /// Run the highlighted menu entry.
    case chooseHighlightedMenuEntry
    case toggleSelection
    case pickUp
    /// Aim the carried birds at a list, before the bird at a position (zero-based), or at
    /// the end when the position is nil or equals the list's count.
    case target(ListSide, position: Int?)
    case drop
    /// Close what is open: the menu, help, detail, the add prompt, or cancel a carry.
    case cancel
    case beginAdding
    case type(Character)
    case deleteBackward
    case commitAdding
    /// Add a bird named by this text (the script's `add`).
    case add(String)
    case open
    case undo
    case toggleHelp
    /// Print both lists (script mode).
    case show
    /// Print the actions menu of the focused bird (script mode).
    case listActions
    case quit
    /// Ctrl-C.
    case interrupt
}
