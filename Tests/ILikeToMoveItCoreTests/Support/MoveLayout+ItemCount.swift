@testable import ILikeToMoveItCore

/// A layout asked directly with the list's item count, as a row asks the shape
/// ``MoveLayout/shape(itemCount:)`` gives it.
extension MoveLayout {
    /// The moves a row offers when the list holds `itemCount` items; see
    /// ``MoveShape/menu(rowActions:transferCount:)``.
    func menu(rowActions: [AccessibilityMoveAction], itemCount: Int, transferCount: Int) -> [RowMove] {
        shape(itemCount: itemCount).menu(rowActions: rowActions, transferCount: transferCount)
    }

    /// The move an arrow key with modifiers asks for when the list holds `itemCount` items;
    /// see ``MoveShape/keyboardMove(for:modifiers:)``.
    func keyboardMove(for key: MoveArrowKey, modifiers: MoveKeyModifiers, itemCount: Int) -> RowMove? {
        shape(itemCount: itemCount).keyboardMove(for: key, modifiers: modifiers)
    }
}
