@testable import ILikeToMoveItCore
import Testing
@testable import DemoKit

/// Seeded random sequences over two lists that interleave the app's own edits (insertions and
/// deletions between requests) with moves, selection moves, transfers, undos and redos, all
/// through `AccessibleMoves` and one `MoveHistory`, beside a history of snapshots.
@Suite struct AccessibleMovesRandomTests {
    enum Side: Hashable { case left, right }

    /// Two lists, their moves and one history, as the terminal demo keeps them.
    struct Lists {
        var left: [FlockBird]
        var right: [FlockBird]
        var leftMoves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        var rightMoves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        var history = MoveHistory<Entry>()

        struct Entry: Equatable {
            var side: Side
            var request: MoveRequest<Int>
        }

        subscript(side: Side) -> [FlockBird] { side == .left ? left : right }

        mutating func perform(_ request: MoveRequest<Int>, on side: Side) -> MoveStep<Int> {
            switch side {
            case .left: leftMoves.perform(request, on: &left, other: &right)
            case .right: rightMoves.perform(request, on: &right, other: &left)
            }
        }

        mutating func request(_ request: MoveRequest<Int>, on side: Side) -> MoveStep<Int> {
            let step = perform(request, on: side)
            history.record(step.inverse.map { Entry(side: side, request: $0) })
            return step
        }

        mutating func undo() -> (Side, MoveStep<Int>)? {
            var history = history
            defer { self.history = history }
            return history.undo { entry in
                let step = perform(entry.request, on: entry.side)
                return ((entry.side, step), step.inverse.map { Entry(side: entry.side, request: $0) })
            }
        }

        mutating func redo() -> (Side, MoveStep<Int>)? {
            var history = history
            defer { self.history = history }
            return history.redo { entry in
                let step = perform(entry.request, on: entry.side)
                return ((entry.side, step), step.inverse.map { Entry(side: entry.side, request: $0) })
            }
        }
    }

    /// A snapshot history: for each recorded step, the lists that performing it must give,
    /// and the count of outside edits when it was recorded (exactness is only promised
    /// without edits in between).
    struct Snapshot {
        var restore: ([FlockBird], [FlockBird])
        var edits: Int
    }

    @Test(arguments: 0..<10)
    func randomSequencesKeepEveryItemOnceAndUndoExactly(batch: Int) {
        var random = SplitMix64(seed: UInt64(2026 + batch))
        for _ in 0..<1_000 { runSequence(&random) }
    }

    func runSequence(_ random: inout SplitMix64) {
        let count = Int.random(in: 0...6, using: &random)
        var lists = Lists(left: FlockBird.flock(count), right: [])
        var alive = Set(0..<count)
        var nextID = 100
        var edits = 0
        var undone: [Snapshot] = []
        var redone: [Snapshot] = []
        let actions: [AccessibilityMoveAction] = [.up, .down, .up(2), .down(3), .toTop, .toBottom, .up(0), .down(Int.max)]
        for _ in 0..<Int.random(in: 1...24, using: &random) {
            let side: Side = Bool.random(using: &random) ? .left : .right
            let ids = lists[side].map(\.id) + [99]
            let id = ids.randomElement(using: &random)!
            let before = (lists.left, lists.right)
            var performed: (Side, MoveStep<Int>)?
            let choice = Int.random(in: 0..<10, using: &random)
            let isRequest = (2...5).contains(choice)
            switch choice {
            case 0:
                // The app inserts a bird somewhere.
                let bird = FlockBird(id: nextID, name: "New\(nextID)")
                nextID += 1
                alive.insert(bird.id)
                if side == .left { lists.left.insert(bird, at: Int.random(in: 0...lists.left.count, using: &random)) }
                else { lists.right.insert(bird, at: Int.random(in: 0...lists.right.count, using: &random)) }
                edits += 1
            case 1:
                // The app deletes a bird.
                guard !lists[side].isEmpty else { continue }
                let removed = side == .left
                    ? lists.left.remove(at: Int.random(in: 0..<lists.left.count, using: &random))
                    : lists.right.remove(at: Int.random(in: 0..<lists.right.count, using: &random))
                alive.remove(removed.id)
                edits += 1
            case 2, 3:
                performed = (side, lists.request(.item(id, actions.randomElement(using: &random)!), on: side))
            case 4:
                let selection = Set(ids.filter { _ in Bool.random(using: &random) })
                performed = (side, lists.request(.selection(selection, actions.randomElement(using: &random)!), on: side))
            case 5:
                let anchor = lists[side == .left ? .right : .left].map(\.id).randomElement(using: &random)
                performed = (side, lists.request(.transfer(id, before: anchor, announcement: "Moved."), on: side))
            case 6, 7:
                performed = lists.undo()
                if let snapshot = undone.popLast() {
                    if snapshot.edits == edits {
                        #expect(lists.left == snapshot.restore.0 && lists.right == snapshot.restore.1,
                                "undo did not restore exactly")
                    }
                    if performed?.1.isEmpty == false { redone.append(Snapshot(restore: before, edits: edits)) }
                } else {
                    #expect(performed == nil, "undo with nothing to undo")
                }
            default:
                performed = lists.redo()
                if let snapshot = redone.popLast() {
                    if snapshot.edits == edits {
                        #expect(lists.left == snapshot.restore.0 && lists.right == snapshot.restore.1,
                                "redo did not restore exactly")
                    }
                    if performed?.1.isEmpty == false { undone.append(Snapshot(restore: before, edits: edits)) }
                } else {
                    #expect(performed == nil, "redo with nothing to redo")
                }
            }
            // A new request that changed something is recorded, and forgets what was undone.
            if isRequest, let (_, step) = performed, !step.isEmpty {
                undone.append(Snapshot(restore: before, edits: edits))
                redone.removeAll()
            }
            // Every item is in exactly one list; the lists are a permutation of what is alive.
            let all = (lists.left + lists.right).map(\.id)
            #expect(all.count == alive.count && Set(all) == alive, "lost or duplicated an item")
            // Focus always names an item present in the list it was asked on.
            if let (side, step) = performed, let focus = step.focus {
                #expect(lists[side].contains { $0.id == focus }, "focus on \(focus), not in the \(side) list")
            }
            // The step is empty exactly when nothing changed, and then it has no inverse.
            if let (_, step) = performed {
                let changed = before.0 != lists.left || before.1 != lists.right
                #expect(step.isEmpty == !changed && (step.inverse == nil) == !changed, "\(step.change)")
            }
            #expect(lists.history.undoStack.count == undone.count && lists.history.redoStack.count == redone.count,
                    "the history and the snapshot history disagree")
        }
    }
}
