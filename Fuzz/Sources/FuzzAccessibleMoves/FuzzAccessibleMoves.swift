import FuzzSupport
import ILikeToMoveIt
@testable import ILikeToMoveItCore

/// A bird of the fuzzed lists: unique identities, so undo must restore exactly.
struct Bird: Hashable, Identifiable, CustomStringConvertible {
    var id: Int
    var name: String
    var description: String { "\(id)" }
}

enum Side: Hashable {
    case left, right
    var other: Side { self == .left ? .right : .left }
}

/// Two lists driven as the terminal demo drives them: each with its `AccessibleMoves`, one
/// undo history of (side, inverse) kept as the demo's history keeps it, and the app's own
/// insertions and deletions between requests. Beside them, a history of snapshots.
struct Lists {
    var left: [Bird]
    var right: [Bird] = []
    var leftMoves: AccessibleMoves<Bird, Int>
    var rightMoves: AccessibleMoves<Bird, Int>
    /// What an undo would perform, oldest first.
    var undoStack: [Entry] = []
    /// What a redo would perform, oldest first.
    var redoStack: [Entry] = []

    struct Entry {
        var side: Side
        var request: MoveRequest<Int>
    }

    subscript(side: Side) -> [Bird] { side == .left ? left : right }

    mutating func perform(_ request: MoveRequest<Int>, on side: Side) -> MoveStep<Int> {
        switch side {
        case .left: leftMoves.perform(request, on: &left, other: &right)
        case .right: rightMoves.perform(request, on: &right, other: &left)
        }
    }

    /// Records the inverse of a new change and forgets what was undone; nothing for `nil`.
    mutating func record(_ inverse: Entry?) {
        guard let inverse else { return }
        undoStack.append(inverse)
        redoStack.removeAll()
    }

    /// Undoes (or redoes) the latest step; the inverse of what it did becomes the redo (or
    /// the undo).
    mutating func replay(_ undo: Bool) -> (Side, MoveStep<Int>)? {
        guard let entry = undo ? undoStack.popLast() : redoStack.popLast() else { return nil }
        let step = perform(entry.request, on: entry.side)
        if let inverse = step.inverse {
            let back = Entry(side: entry.side, request: inverse)
            if undo { redoStack.append(back) } else { undoStack.append(back) }
        }
        return (entry.side, step)
    }
}

/// Requests, undos, redos and outside edits decoded from the input. Invariants: the two lists
/// always hold every live bird exactly once; a step is empty exactly when nothing changed, and
/// then has no inverse; focus names a bird present in the list the step was made on; undo and
/// redo restore exactly when no outside edit came in between; the history's stacks agree with
/// the snapshot model.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzAccessibleMoves(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var input = FuzzInput(data, count)
    let length = input.int(below: 9)
    let announcer = MoveAnnouncer(strings: input.bool() ? .english : .forLanguage("ja"), includesPosition: input.bool())
    var lists = Lists(
        left: (0..<length).map { Bird(id: $0, name: String(decoding: input.bytes(upTo: 4), as: UTF8.self)) },
        leftMoves: AccessibleMoves(label: \.name, announcer: announcer),
        rightMoves: AccessibleMoves(label: \.name, announcer: announcer))
    var alive = Set(0..<length)
    var nextID = 1_000
    var edits = 0
    var undone: [(restore: ([Bird], [Bird]), edits: Int)] = []
    var redone: [(restore: ([Bird], [Bird]), edits: Int)] = []
    var steps = 0
    while !input.isExhausted, steps < 64 {
        steps += 1
        let side: Side = input.bool() ? .left : .right
        let ids = lists[side].map(\.id) + [-1]
        let id = input.pick(ids)
        let action = input.pick([AccessibilityMoveAction.up(input.distance()), .down(input.distance()), .toTop, .toBottom])
        let before = (lists.left, lists.right)
        var performed: (Side, MoveStep<Int>)?
        var isRequest = false
        switch input.byte() % 10 {
        case 0:
            let bird = Bird(id: nextID, name: "n\(nextID)")
            nextID += 1
            alive.insert(bird.id)
            let at = input.int(below: lists[side].count + 1)
            if side == .left { lists.left.insert(bird, at: at) } else { lists.right.insert(bird, at: at) }
            edits += 1
        case 1:
            guard !lists[side].isEmpty else { continue }
            let at = input.int(below: lists[side].count)
            let removed = side == .left ? lists.left.remove(at: at) : lists.right.remove(at: at)
            alive.remove(removed.id)
            edits += 1
        case 2, 3:
            isRequest = true
            performed = (side, lists.perform(.item(id, action, selection: Set(ids.filter { _ in input.bool() })), on: side))
        case 4:
            isRequest = true
            performed = (side, lists.perform(.place(id, at: input.distance()), on: side))
        case 5:
            isRequest = true
            let anchor = input.bool() ? nil : input.pick(lists[side.other].map(\.id) + [-1])
            performed = (side, lists.perform(.transfer(id, before: anchor, announcement: "Moved."), on: side))
        case 6:
            isRequest = true
            // Runs of the list's items put back by arbitrary neighbours and offsets, as the
            // inverse of a selection move puts them (neighbours may be missing or absent).
            let present = Array(ids.dropLast())
            let runs = MoveRun.runs(of: present, moved: present.map { _ in input.bool() }).map { run in
                MoveRun(items: run.items, placement: MovePlacement(
                    after: input.bool() ? nil : input.pick(ids), before: input.bool() ? nil : input.pick(ids),
                    offset: input.int(below: ids.count + 2) - 1))
            }
            performed = (side, lists.perform(MoveRequest(.restore(runs, focus: id)), on: side))
        case 7, 8:
            performed = lists.replay(true)
            if let snapshot = undone.popLast() {
                if snapshot.edits == edits {
                    require(lists.left == snapshot.restore.0 && lists.right == snapshot.restore.1, "undo did not restore exactly")
                }
                if performed?.1.isEmpty == false { redone.append((before, edits)) }
            } else {
                require(performed == nil, "undo with nothing to undo")
            }
        default:
            performed = lists.replay(false)
            if let snapshot = redone.popLast() {
                if snapshot.edits == edits {
                    require(lists.left == snapshot.restore.0 && lists.right == snapshot.restore.1, "redo did not restore exactly")
                }
                if performed?.1.isEmpty == false { undone.append((before, edits)) }
            } else {
                require(performed == nil, "redo with nothing to redo")
            }
        }
        if isRequest, let (side, step) = performed {
            lists.record(step.inverse.map { Lists.Entry(side: side, request: $0) })
            if !step.isEmpty {
                undone.append((before, edits))
                redone.removeAll()
            }
        }
        let all = (lists.left + lists.right).map(\.id)
        require(all.count == alive.count && Set(all) == alive, "lost or duplicated a bird: \(lists.left) \(lists.right)")
        if let (side, step) = performed {
            let changed = before.0 != lists.left || before.1 != lists.right
            require(step.isEmpty == !changed && (step.inverse == nil) == !changed, "step \(step.change) after \(before)")
            if let focus = step.focus { require(lists[side].contains { $0.id == focus }, "focus on \(focus), not in \(side)") }
            _ = step.text
        }
        require(lists.undoStack.count == undone.count && lists.redoStack.count == redone.count,
                "history \(lists.undoStack.count)/\(lists.redoStack.count), model \(undone.count)/\(redone.count)")
    }
    return 0
}
