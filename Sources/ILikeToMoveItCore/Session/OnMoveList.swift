import Foundation

/// A moveable list the app reorders itself (a SwiftData `@Query`, a Core Data
/// `@FetchRequest`, a model's array): the session reads its items and hands each change to the
/// app in `onMove`'s shape.
///
/// A request is performed on a copy of the items in the order the app has them now; the app
/// gets the moves that make its list match the copy, one call each, in order (see
/// ``AccessibleMoves/performOnCopy(_:on:)``). The list keeps that copy: the app's items reach
/// the list only with the next update, so a second request before it (a quick second move, an
/// undo) is worked out on the order the moves already handed to the app made, not on the
/// items of the last update, and its offsets name the items it moves in the app's list.
///
/// ```swift
/// let list = OnMoveList<[Chore], UUID>(items: chores) { source, destination in
///     chores.move(fromOffsets: source, toOffset: destination)
/// }
/// ```
package struct OnMoveList<Items: Collection, ID: Hashable>: MoveableList {
    package typealias Element = Items.Element

    private let items: Items
    /// The order of the app's list after the moves handed to it since `items` were read; `nil`
    /// before the first.
    private var handed: [Element]?
    private let move: (_ source: IndexSet, _ destination: Int) -> Void

    /// A list that is `items` now and that `move` reorders.
    ///
    /// - Parameters:
    ///   - items: The list as this update has it; only read.
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

    /// The identities in the order the app has them now (after the moves handed to it), for
    /// the list's own drags in edit mode.
    package func identities(with moves: AccessibleMoves<Element, ID>) -> [ID] {
        handed.map { moves.identities(of: $0) } ?? moves.identities(of: items)
    }

    package mutating func perform(_ request: ListRequest<ID>, with moves: inout AccessibleMoves<Element, ID>) -> MoveStep<ID> {
        var order = handed ?? Array(items)
        let (step, indexSetMoves) = moves.performOnCopy(request.request, on: &order)
        guard !indexSetMoves.isEmpty else { return step }
        handed = order
        for indexSetMove in indexSetMoves { move(indexSetMove.source, indexSetMove.destination) }
        return step
    }
}
