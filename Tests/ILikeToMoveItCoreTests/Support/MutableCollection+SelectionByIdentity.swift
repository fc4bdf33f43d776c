@testable import ILikeToMoveItCore

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements whose identities `identity` reads and `ids` holds together, keeping
    /// their order (the library's `moveSelection(_:identities:action:)`, reading the
    /// identities itself).
    mutating func moveSelection<ID: Hashable>(
        _ ids: Set<ID>, identity: (Element) -> ID, action: AccessibilityMoveAction
    ) -> GatheredSelection {
        moveSelection(ids, identities: map(identity), action: action)
    }

    /// Moves the selected elements together to `offset`, as SwiftUI's
    /// `move(fromOffsets:toOffset:)` does: `offset` counts the list before the move, and the
    /// selection lands in front of the element that was there (at the end past it).
    mutating func moveSelection<ID: Hashable>(
        _ ids: Set<ID>, identity: (Element) -> ID, toOffset offset: Int
    ) -> GatheredSelection {
        let identities = map(identity)
        // The number of unselected elements in front of the destination.
        let unselectedBefore = identities.prefix(Swift.max(offset, 0)).lazy.filter { !ids.contains($0) }.count
        return moveSelection(ids, identities: identities) { _, _ in unselectedBefore }
    }
}
