@testable import ILikeToMoveItCore

/// Reading a ``MoveStep`` of a grid move the way the grid tests check it: its announcement
/// in grid terms, and its undo (the offset move it made reads as a list's, with
/// `ListStepCheck.move(_:)`).
enum GridStepCheck {
    /// The step's announcement when it is in grid terms; `nil` when it is in list terms or
    /// given.
    static func announcement<ID>(_ step: MoveStep<ID>) -> GridMoveAnnouncement? {
        if case let .grid(announcement) = step.announcement { announcement } else { nil }
    }

    /// The grid action `action` on the item `id` of a copy of `items`, through a fresh
    /// ``AccessibleMoves``: what a grid cell's action does, without touching `items`.
    static func perform<Element: Identifiable>(
        _ action: GridMoveAction, on id: Element.ID, in layout: GridMoveLayout, _ items: [Element],
        label: KeyPath<Element, String>? = nil, announcer: MoveAnnouncer = .default
    ) -> (list: [Element], step: MoveStep<Element.ID>) {
        var list = items
        var moves = AccessibleMoves<Element, Element.ID>(label: label, announcer: announcer)
        let step = moves.perform(.grid(id, action, in: layout), on: &list)
        return (list, step)
    }

    /// The request that places the item `id` at `offset` of a grid, told in grid terms (a
    /// pointer drop, or the undo of a grid move).
    static func place<ID>(_ id: ID, at offset: Int, in layout: GridMoveLayout) -> MoveRequest<ID> {
        MoveRequest(.placeInGrid(id, MovePlacement(offset: offset), layout: layout))
    }
}
