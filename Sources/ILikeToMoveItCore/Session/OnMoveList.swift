import Foundation

/// A moveable list the app reorders itself (a SwiftData `@Query`, a Core Data
/// `@FetchRequest`, a model's array): the session reads its items and hands each change to the
/// app in `onMove`'s shape.
///
/// A request is performed on a copy of the items in the order the app has them now; the app
/// gets the one move that makes its list match the copy (see
/// ``AccessibleMoves/performOnCopy(_:on:)``): one call per move, an undo and a redo included,
/// but for the undo and redo of a drag in edit mode whose rows stood apart, which no one move
/// makes: that is one call per group of rows put back, in order.
/// So that one `move(fromOffsets:toOffset:)` always does it, a selection moves together only
/// when its items stand together in the list; a scattered selection (whose move up by places
/// would keep its gaps, and whose gathering could only be undone by several moves) leaves the
/// row acted on to move alone. The list keeps that copy: the app's items reach
/// the list only with the next update, so a second request before it (a quick second move, an
/// undo) is worked out on the order the moves already handed to the app made, not on the
/// items of the last update, and its offsets name the items it moves in the app's list.
///
/// ```swift
/// let list = OnMoveList<[Chore], UUID>(items: chores) { source, destination in
///     chores.move(fromOffsets: source, toOffset: destination)
/// }
/// ```
package struct OnMoveList<Items: Collection, ID: Hashable>: SessionList {
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
        for move: RowMove, on key: MoveKey, layout: MoveLayout, selection: ListSelection,
        with moves: AccessibleMoves<Element, ID>
    ) -> ListRequest? {
        let together = selection.count > 1 && selection.contains(key) ? standingTogether(selection, with: moves) : selection
        return layout.request(for: move, on: key, selection: together)
    }

    /// `selection` when the items it selects stand together in the list as the app has it now
    /// (the moves handed to it applied), so that moving them, and undoing that, is one move
    /// each; else no selection.
    ///
    /// - Complexity: O(*n*).
    private func standingTogether(_ selection: ListSelection, with moves: AccessibleMoves<Element, ID>) -> ListSelection {
        // Each item is looked up as itself in the view's set, not made a key.
        let identities = selection.identities(as: ID.self)
        let selected = (handed.map { AnyCollection($0) } ?? AnyCollection(items)).map {
            identities.contains(moves.identify($0))
        }
        guard let first = selected.firstIndex(of: true), let last = selected.lastIndex(of: true) else { return selection }
        return selected[first...last].allSatisfy { $0 } ? selection : ListSelection()
    }

    /// The identities in the order the app has them now (after the moves handed to it), for
    /// the list's own drags in edit mode.
    package func identities(with moves: AccessibleMoves<Element, ID>) -> [ID] {
        handed.map { moves.identities(of: $0) } ?? moves.identities(of: items)
    }

    package mutating func perform(_ request: ListRequest, with moves: inout AccessibleMoves<Element, ID>) -> ListStep {
        var order = handed ?? Array(items)
        var copy = moves
        let (step, indexSetMoves) = copy.performOnCopy(request.kind, on: &order)
        moves = copy
        guard !indexSetMoves.isEmpty else { return step }
        handed = order
        // One call per move, but for the undo (and redo) of a drag in edit mode whose rows
        // stood apart: no single move puts them back, so each group is one call, in order.
        for indexSetMove in indexSetMoves { move(indexSetMove.source, indexSetMove.destination) }
        return step
    }
}
