import Foundation

/// A moveable list the app reorders itself (a SwiftData `@Query`, a Core Data
/// `@FetchRequest`, a model's array): the session reads its items and hands each change to the
/// app in `onMove`'s shape.
///
/// A request is performed on a copy of the items as they are now; the app gets the moves that
/// make its list match the copy, one call each, in order (see
/// ``AccessibleMoves/performOnCopy(_:of:)``).
///
/// ```swift
/// let list = OnMoveList<[Chore], UUID>(items: chores) { source, destination in
///     chores.move(fromOffsets: source, toOffset: destination)
/// }
/// ```
package struct OnMoveList<Items: Collection, ID: Hashable>: MoveableList {
    package typealias Element = Items.Element

    private let items: Items
    private let move: (_ source: IndexSet, _ destination: Int) -> Void

    /// A list that is `items` now and that `move` reorders.
    ///
    /// - Parameters:
    ///   - items: The list as it is now; only read.
    ///   - move: Applies a move with the semantics of `move(fromOffsets:toOffset:)`.
    package init(items: Items, move: @escaping (_ source: IndexSet, _ destination: Int) -> Void) {
        self.items = items
        self.move = move
    }

    package var count: Int { items.count }

    package func request(
        for move: RowMove, on id: ID, layout: MoveLayout, selection: Set<ID>, with moves: AccessibleMoves<Element, ID>
    ) -> ListRequest<ID>? {
        layout.request(for: move, on: id, selection: selection).map { ListRequest($0) }
    }

    package func perform(_ request: ListRequest<ID>, with moves: inout AccessibleMoves<Element, ID>) -> MoveStep<ID> {
        let (step, indexSetMoves) = moves.performOnCopy(request.request, of: items)
        for indexSetMove in indexSetMoves { move(indexSetMove.source, indexSetMove.destination) }
        return step
    }
}
