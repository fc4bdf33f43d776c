import Foundation

extension AccessibilityMoveAction {
    /// The action's name for the accessibility actions menu, in the language of the app's
    /// user interface when the package ships a table for it (English otherwise).
    ///
    /// ```swift
    /// AccessibilityMoveAction.up(3).name   // "Move up by 3" for an English-speaking user
    /// ```
    ///
    /// The list modifiers name their actions in the language of the list's announcer.
    public var name: String { name(strings: .preferred) }

    /// The action's name for the accessibility actions menu, from a strings table.
    ///
    /// ```swift
    /// AccessibilityMoveAction.up(3).name(strings: .english)    // "Move up by 3"
    /// AccessibilityMoveAction.toTop.name(strings: .japanese)   // "一番上に移動"
    /// ```
    ///
    /// - Parameter strings: The table; by default that of the app's user interface language.
    /// - Returns: The localised name.
    /// - Complexity: O(length of the name).
    func name(strings: MoveStrings = .preferred) -> String {
        switch self {
        case .up(let distance): strings.string(distance == 1 ? .actionUp : .actionUpBy, count: distance)
        case .down(let distance): strings.string(distance == 1 ? .actionDown : .actionDownBy, count: distance)
        case .toTop: strings.string(.actionToTop)
        case .toBottom: strings.string(.actionToBottom)
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
