import Foundation

extension AccessibilityMoveAction {
    /// The action's name for the accessibility actions menu, in the user's preferred
    /// language among those the package ships (English otherwise).
    ///
    /// ```swift
    /// AccessibilityMoveAction.up(3).name   // "Move up by 3" for an English-speaking user
    /// ```
    ///
    /// The list modifiers name their actions in the environment's locale instead.
    public var name: String { name(strings: .preferred) }

    /// The action's name for the accessibility actions menu, from a strings table.
    ///
    /// ```swift
    /// AccessibilityMoveAction.up(3).name(strings: .english)    // "Move up by 3"
    /// AccessibilityMoveAction.toTop.name(strings: .japanese)   // "一番上に移動"
    /// ```
    ///
    /// - Parameter strings: The table; the user's preferred shipped language by default.
    /// - Returns: The localised name.
    /// - Complexity: O(length of the name).
    package func name(strings: MoveStrings = .preferred) -> String {
        switch self {
        case .up(let distance): strings.string(distance == 1 ? .actionUp : .actionUpBy, count: distance)
        case .down(let distance): strings.string(distance == 1 ? .actionDown : .actionDownBy, count: distance)
        case .toTop: strings.string(.actionToTop)
        case .toBottom: strings.string(.actionToBottom)
        }
    }

    /// The action's name in a language the package ships, English otherwise.
    ///
    /// - Parameter language: A language or locale identifier, such as `"ja"` or `"en-GB"`.
    /// - Returns: The localised name.
    package func name(language: String) -> String {
        name(strings: .forLanguage(language))
    }

    /// The action's name in a locale's language, English when the package does not ship it.
    ///
    /// - Parameter locale: The locale.
    /// - Returns: The localised name.
    package func name(locale: Locale) -> String {
        name(strings: .forLocale(locale))
    }
}
