import FuzzSupport
import ILikeToMoveIt
@testable import ILikeToMoveItCore

/// `AccessibleMoves` with a `MoveHistory`, beside a history of snapshots: every request that
/// changed the list records the lists before and after, and undo and redo must bring those
/// back exactly (when identities are unique; with duplicates only the items must be kept).
struct HistoryModel {
    private var items: [Item]
    private var moves: AccessibleMoves<Item, Int>
    private var history = MoveHistory<MoveRequest<Int>>()
    private var undone: [(before: [Item], after: [Item])] = []
    private var redone: [(before: [Item], after: [Item])] = []
    private let exact: Bool

    init(items: [Item], announcer: MoveAnnouncer, exact: Bool) {
        self.items = items
        moves = AccessibleMoves(id: \.id, label: \.label, announcer: announcer)
        self.exact = exact
    }

    mutating func handle(_ request: MoveRequest<Int>) {
        let before = items
        let step = history.perform(request) { moves.perform($0, on: &items) }
        require(isPermutation(before, items), "\(request): \(before) → \(items)")
        require(step.isEmpty == (step.inverse == nil), "\(request): a change without an inverse, or the reverse")
        require(!step.isEmpty || items == before, "\(request) changed the list without saying so")
        if let focus = step.focus { require(items.contains { $0.id == focus }, "\(request): focus on a missing item") }
        _ = step.text
        if !step.isEmpty {
            redone.removeAll()
            undone.append((before, items))
        }
        require(history.undoStack.count == undone.count && history.redoStack.isEmpty == redone.isEmpty,
                "stacks: \(history.undoStack.count) undo entries, model \(undone.count)")
    }

    mutating func undo() {
        let before = items
        let step = history.undo { moves.perform($0, on: &items) }
        guard let expected = undone.popLast() else {
            require(step == nil && items == before, "undo with nothing to undo")
            return
        }
        guard let step else { fatalError("Invariant broken: undo did nothing with \(undone.count + 1) entries") }
        if !step.isEmpty { redone.append(expected) }
        require(isPermutation(before, items), "undo: \(before) → \(items)")
        if exact { require(items == expected.before, "undo gave \(items), not \(expected.before)") }
    }

    mutating func redo() {
        let before = items
        let step = history.redo { moves.perform($0, on: &items) }
        guard let expected = redone.popLast() else {
            require(step == nil && items == before, "redo with nothing to redo")
            return
        }
        guard let step else { fatalError("Invariant broken: redo did nothing with \(redone.count + 1) entries") }
        if !step.isEmpty { undone.append(expected) }
        require(isPermutation(before, items), "redo: \(before) → \(items)")
        if exact { require(items == expected.after, "redo gave \(items), not \(expected.after)") }
    }
}
