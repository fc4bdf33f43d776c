/// A move in a grid that a screen-reader or keyboard user can ask for: left, right, up or
/// down a row, or to the start or end.
///
/// Like ``AccessibilityMoveAction``, a grid action carries no index: the item is found by
/// identity where it is when the action runs. Left and right follow the screen, so in a
/// right-to-left layout ``left`` moves the item towards the end (see ``ReadingDirection``).
///
/// ```swift
/// let actions: [GridMoveAction] = [.left, .right, .up, .down, .toStart, .toEnd]
/// ```
///
/// The grid is one ordered list shown row by row, so moving left from the first column
/// continues at the end of the row above, and moving right from the last column continues at
/// the start of the row below. (In a grid that fills columns, it is up and down that continue
/// onto the neighbouring column.) Distances are clamped when the action runs; the article
/// <doc:ReorderingGridsAndStacks> gives the exact rules.
public enum GridMoveAction: Hashable, Sendable {
    /// Moves the item to the left by the given number of places (of columns, in a grid that
    /// fills columns).
    case left(Int = 1)
    /// Moves the item to the right by the given number of places (of columns, in a grid that
    /// fills columns).
    case right(Int = 1)
    /// Moves the item up by the given number of rows, keeping its column (in a grid that fills
    /// columns, by places up the columns).
    case up(rows: Int = 1)
    /// Moves the item down by the given number of rows, keeping its column where the row
    /// below reaches it (in a grid that fills columns, by places down the columns).
    case down(rows: Int = 1)
    /// Moves the item to the first place of the grid.
    case toStart
    /// Moves the item to the last place of the grid.
    case toEnd

    /// Moves the item one place to the left; the same as `.left(1)`.
    public static let left: Self = .left(1)
    /// Moves the item one place to the right; the same as `.right(1)`.
    public static let right: Self = .right(1)
    /// Moves the item up one row; the same as `.up(rows: 1)`.
    public static let up: Self = .up(rows: 1)
    /// Moves the item down one row; the same as `.down(rows: 1)`.
    public static let down: Self = .down(rows: 1)

    /// The default actions: left, right, up a row, down a row, to start and to end, in that
    /// order.
    static let standard: [Self] = [.left, .right, .up, .down, .toStart, .toEnd]
}

extension GridMoveAction {
    /// A stable identifier, unique per action: `"left"`, `"left(3)"`, `"right"`,
    /// `"right(3)"`, `"up"`, `"up(2)"`, `"down"`, `"down(2)"`, `"toStart"`, `"toEnd"`.
    ///
    /// `.left` and `.left(1)` are the same action and share the identifier `"left"`; the
    /// number of `up` and `down` counts rows. For test output and fuzz inputs.
    var id: String {
        switch self {
        case .left(let places): places == 1 ? "left" : "left(\(places))"
        case .right(let places): places == 1 ? "right" : "right(\(places))"
        case .up(let rows): rows == 1 ? "up" : "up(\(rows))"
        case .down(let rows): rows == 1 ? "down" : "down(\(rows))"
        case .toStart: "toStart"
        case .toEnd: "toEnd"
        }
    }
}

extension GridMoveAction {
    /// The action's name for the accessibility actions menu, in the language of the app's
    /// user interface when the package ships a table for it (English otherwise).
    ///
    /// ```swift
    /// GridMoveAction.down(rows: 2).name   // "Move down by 2 rows" for an English-speaking user
    /// ```
    ///
    /// The grid modifiers name their actions in the language of the grid's announcer.
    public var name: String { name(strings: .preferred) }

    /// The action's name for the accessibility actions menu, from a strings table.
    ///
    /// ```swift
    /// GridMoveAction.left.name(strings: .english)           // "Move left"
    /// GridMoveAction.down(rows: 2).name(strings: .english)  // "Move down by 2 rows"
    /// GridMoveAction.toEnd.name(strings: .japanese)         // "末尾に移動"
    /// ```
    ///
    /// - Parameter strings: The table; by default that of the app's user interface language.
    /// - Returns: The localised name.
    /// - Complexity: O(length of the name).
    func name(strings: MoveStrings = .preferred) -> String {
        strings.string(wording.name, count: wording.count)
    }

    /// The keys of the action's name ("Move left by 2") and of the sentence that says it was
    /// done ("Moved left by 2."), with the distance they say; a distance of one has keys of
    /// its own ("Move left", "Moved left.").
    var wording: (name: MoveStrings.Key, done: MoveStrings.Key, count: Int) {
        switch self {
        case .left(let places): places == 1 ? (.actionLeft, .movedLeft, 1) : (.actionLeftBy, .movedLeftBy, places)
        case .right(let places): places == 1 ? (.actionRight, .movedRight, 1) : (.actionRightBy, .movedRightBy, places)
        case .up(let rows): rows == 1 ? (.actionUpRow, .movedUpRow, 1) : (.actionUpRows, .movedUpRows, rows)
        case .down(let rows): rows == 1 ? (.actionDownRow, .movedDownRow, 1) : (.actionDownRows, .movedDownRows, rows)
        case .toStart: (.actionToStart, .movedToStart, 1)
        case .toEnd: (.actionToEnd, .movedToEnd, 1)
        }
    }

    /// The action's name in the shipped table that serves a language best, English when
    /// none does (``MoveStrings/forLanguage(_:)``).
    ///
    /// - Parameter language: A language or locale identifier, such as `"ja"` or `"en-GB"`.
    /// - Returns: The localised name.
    func name(language: String) -> String {
        name(strings: .forLanguage(language))
    }
}
