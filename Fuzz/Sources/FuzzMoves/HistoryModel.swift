import FuzzSupport
import ILikeToMoveIt
@testable import ILikeToMoveItCore

/// `AccessibleMoves` with undo and redo as an app's undo manager does them, by the inverses
/// its steps give: every request that changed the list records its inverse with the lists
/// before and after, and performing the inverse (undo), then the inverse's inverse (redo),
/// must bring those back exactly (when identities are unique; with duplicates only the items
/// must be kept).
struct HistoryModel {
    /// A change that can be taken back or made again: the request that does it, and the
    /// lists before and after it.
    private typealias Entry = (request: MoveRequest<Int>, before: [Item], after: [Item])

    private var items: [Item]
    private var moves: AccessibleMoves<Item, Int>
    /// Changes to undo, each with its inverse; the latest last.
    private var undone: [Entry] = []
    /// Undone changes to redo, each with the request that makes it again; the latest last.
    private var redone: [Entry] = []
    private let exact: Bool

    init(items: [Item], announcer: MoveAnnouncer, exact: Bool) {
        self.items = items
        moves = AccessibleMoves(id: \.id, label: \.label, announcer: announcer)
        self.exact = exact
    }

    mutating func handle(_ request: MoveRequest<Int>) {
        let before = items
        let step = moves.perform(request, on: &items)
        require(isPermutation(before, items), "\(request): \(before) → \(items)")
        require(step.isEmpty == (step.inverse == nil), "\(request): a change without an inverse, or the reverse")
        require(!step.isEmpty || items == before, "\(request) changed the list without saying so")
        if let focus = step.focus { require(items.contains { $0.id == focus }, "\(request): focus on a missing item") }
        _ = step.text
        if let inverse = step.inverse {
            redone.removeAll()
            undone.append((inverse, before, items))
        }
    }

    mutating func undo() {
        guard let expected = undone.popLast() else { return }
        let before = items
        let step = moves.perform(expected.request, on: &items)
        if let inverse = step.inverse { redone.append((inverse, expected.before, expected.after)) }
        require(isPermutation(before, items), "undo: \(before) → \(items)")
        if exact { require(items == expected.before, "undo gave \(items), not \(expected.before)") }
    }

    mutating func redo() {
        guard let expected = redone.popLast() else { return }
        let before = items
        let step = moves.perform(expected.request, on: &items)
        if let inverse = step.inverse { undone.append((inverse, expected.before, expected.after)) }
        require(isPermutation(before, items), "redo: \(before) → \(items)")
        if exact { require(items == expected.after, "redo gave \(items), not \(expected.after)") }
    }
}
