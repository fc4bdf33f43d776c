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
    /// Show the focused list as a grid, or the two lists again.
    case toggleGridView
    /// Show the grid (true) or the two lists (false).
    case showGrid(Bool)
    /// Show the focused list in its sections, or the two lists again.
    case toggleSectionsView
    /// Show the sections (true) or the two lists (false).
    case showSections(Bool)
    /// Move the focused bird to the bottom of the section at this index (the sections view).
    case moveToSection(Int)
    /// Add columns to the grid, or take some away (clamped to 1...6).
    case changeColumns(by: Int)
    /// Set the number of the grid's columns (a script line: out of 1...6 is rejected).
    case setColumns(Int)
    /// Swap the reading direction of the grid's rows.
    case toggleReadingDirection
    /// Make the grid's rows read right to left (true) or left to right (false).
    case setRightToLeft(Bool)
    /// Move focus to the neighbouring cell of the grid.
    case focusCell(ArrowKey)
    /// Move the focused bird within its grid.
    case gridMove(GridMoveAction)
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
    /// Text pasted into the terminal (bracketed paste, or the script's `paste`): birds, one
    /// per non-empty line, never commands. See `DemoState.paste(_:)`.
    case paste(String)
    case open
    case undo
    case redo
    /// A key press, as the keyboard would send it in the current mode (the script's `press`).
    case press(Key)
    case toggleHelp
    /// Speak this language from now on (the script's `language TAG`, `--language`).
    case setLanguage(DemoLanguage)
    /// Speak the next shipped language (`L`, the script's `language next`).
    case nextLanguage
    /// Print both lists (script mode).
    case show
    /// Print the actions menu of the focused bird (script mode).
    case listActions
    case quit
    /// Ctrl-C.
    case interrupt
}
