extension MutableCollection where Self: RangeReplaceableCollection, Element: Identifiable {
    /// Moves several identifiable items, found by their `id`, keeping their relative order.
    ///
    /// ```swift
    /// birds.accessibilityMove([robin.id, crow.id], action: .toTop)   // "Moved 2 items to top."
    /// ```
    ///
    /// The rules are those of `accessibilityMove(_:identifiedBy:action:announcer:)` with a set
    /// of identities.
    ///
    /// - Parameters:
    ///   - ids: The identities of the items to move.
    ///   - action: Where to move them.
    ///   - announcer: Renders the announcement.
    /// - Returns: The result, with the permutation that undoes the move.
    /// - Complexity: O(*n*) time and memory.
    @inlinable @discardableResult
    public mutating func accessibilityMove(
        _ ids: Set<Element.ID>,
        action: AccessibilityMoveAction,
        announcer: MoveAnnouncer = .default
    ) -> SelectionMoveResult {
        moveSelection(ids, identity: { $0.id }, action: action, announcer: announcer)
    }

    /// Moves several identifiable items together to one place, keeping their order.
    ///
    /// `offset` counts positions in the list before the move, like SwiftUI's
    /// `move(fromOffsets:toOffset:)`; it is clamped into `0...count`.
    ///
    /// - Parameters:
    ///   - ids: The identities of the items to move.
    ///   - offset: The destination, as an offset into the list before the move.
    ///   - announcer: Renders the announcement.
    /// - Returns: The result, with the permutation that undoes the move.
    /// - Complexity: O(*n*) time and memory.
    @inlinable @discardableResult
    public mutating func accessibilityMove(
        _ ids: Set<Element.ID>,
        toOffset offset: Int,
        announcer: MoveAnnouncer = .default
    ) -> SelectionMoveResult {
        moveSelection(ids, identity: { $0.id }, toOffset: offset, announcer: announcer)
    }
}
