import Foundation
@testable import ILikeToMoveItCore

extension AccessibilityMoveAction {
    /// The action's name in the shipped table that serves a locale best, English when none
    /// does.
    ///
    /// - Parameter locale: The locale.
    /// - Returns: The localised name.
    func name(locale: Locale) -> String {
        name(strings: .forLocale(locale))
    }
}

extension MoveStrings {
    /// The shipped table for a locale's language, region and script, or English when none
    /// serves it.
    ///
    /// - Parameter locale: The locale whose language to use.
    /// - Returns: The table.
    static func forLocale(_ locale: Locale) -> MoveStrings {
        forLanguage(locale.identifier)
    }
}
