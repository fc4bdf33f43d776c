extension GridMoveAction {
    /// The action's name for the accessibility actions menu, in the user's preferred
    /// language among those the package ships (English otherwise).
    ///
    /// ```swift
    /// GridMoveAction.down(rows: 2).name   // "Move down by 2 rows" for an English-speaking user
    /// ```
    ///
    /// The grid modifiers name their actions in the environment's locale instead.
    public var name: String { name(strings: .preferred) }

    /// The action's name for the accessibility actions menu, from a strings table.
    ///
    /// ```swift
    /// GridMoveAction.left.name(strings: .english)           // "Move left"
    /// GridMoveAction.down(rows: 2).name(strings: .english)  // "Move down by 2 rows"
    /// GridMoveAction.toEnd.name(strings: .japanese)         // "末尾に移動"
    /// ```
    ///
    /// - Parameter strings: The table; the user's preferred shipped language by default.
    /// - Returns: The localised name.
    /// - Complexity: O(length of the name).
    package func name(strings: MoveStrings = .preferred) -> String {
        switch self {
        case .left(1): strings.string(.actionLeft)
        case .right(1): strings.string(.actionRight)
        case .left(let places): strings.string(.actionLeftBy, count: places)
        case .right(let places): strings.string(.actionRightBy, count: places)
        case .up(1): strings.string(.actionUpRow)
        case .down(1): strings.string(.actionDownRow)
        case .up(let rows): strings.string(.actionUpRows, count: rows)
        case .down(let rows): strings.string(.actionDownRows, count: rows)
        case .toStart: strings.string(.actionToStart)
        case .toEnd: strings.string(.actionToEnd)
        }
    }

    /// The action's name in a language the package ships, English otherwise.
    ///
    /// - Parameter language: A language or locale identifier, such as `"ja"` or `"en-GB"`.
    /// - Returns: The localised name.
    package func name(language: String) -> String {
        name(strings: .forLanguage(language))
    }
}
