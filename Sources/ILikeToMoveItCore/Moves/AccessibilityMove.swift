/// A row's request to its list in the original package: move this item by this action.
///
/// Kept so that apps written for ILikeToMoveIt 0.x compile and behave unchanged; new code
/// does not need it. (It is not marked deprecated: the moveable lists still provide it, and
/// the package builds without warnings.) Rows marked with
/// `accessibilityMoveable(_:actions:)` do not need it; to move items in code (or in a unit
/// test), perform a ``MoveRequest`` with ``AccessibleMoves``.
public struct AccessibilityMove<Item: Hashable>: Hashable {
    /// The item to move; a list of `Identifiable` items finds it by its `id`, any other list
    /// by equality (the first equal value moves).
    public let item: Item
    /// The move to make.
    public let action: AccessibilityMoveAction

    /// Creates a move request.
    ///
    /// - Parameters:
    ///   - item: The item to move.
    ///   - action: The move to make.
    public init(item: Item, action: AccessibilityMoveAction) {
        self.item = item
        self.action = action
    }
}

extension AccessibilityMove: Sendable where Item: Sendable {}
