import Foundation
import FuzzSupport
import ILikeToMoveIt
@testable import ILikeToMoveItCore

// Undo by identity. The list session, which registers each move's undo with the undo
// manager, is driven by the exhaustive test suite `UndoByIdentityExhaustiveTests`; this target
// sends the same requests through `AccessibleMoves`: a row's or a selection's move, the
// list's own drag in edit mode (the request the session makes of `onMove`'s offsets), and
// undo and redo by performing the latest step's `inverse`, as the session does. Between them
// the app edits the list: it inserts a new item, removes one, or moves one from an offset to
// another. After every event the list must match `UndoRuleModel`, which spells the rule out
// with array operations.

/// An item of the fuzzed list: a unique identity and a name.
struct Item: Identifiable {
    var id: Int
    var name: String
}

/// An event decoded from the input.
enum Event: CustomStringConvertible {
    case move(Int, AccessibilityMoveAction, selection: Set<Int>)
    case undo, redo
    case insert(Int, at: Int)
    case remove(at: Int)
    case reorder(from: Int, to: Int)
    case drag([Int], to: Int)

    var description: String {
        switch self {
        case let .move(id, action, selection): "move \(id) \(action) selecting \(selection.sorted())"
        case .undo: "undo"
        case .redo: "redo"
        case let .insert(id, offset): "insert \(id) at \(offset)"
        case let .remove(offset): "remove at \(offset)"
        case let .reorder(from, to): "reorder \(from)→\(to)"
        case let .drag(offsets, to): "drag \(offsets)→\(to)"
        }
    }
}

/// The list, its moves, and an undo and a redo stack of requests kept as an undo manager
/// keeps them.
struct Driven {
    var items: [Item]
    var moves = AccessibleMoves<Item, Int>(id: \.id, label: \.name, announcer: MoveAnnouncer(strings: .english))
    var undoStack: [MoveRequest<Int>] = []
    var redoStack: [MoveRequest<Int>] = []

    var ids: [Int] { items.map(\.id) }

    /// A new move: its inverse goes on the undo stack and the redo stack empties; a move that
    /// changed nothing registers nothing.
    mutating func move(_ request: MoveRequest<Int>) {
        let step = moves.perform(request, on: &items)
        guard let inverse = step.inverse else { return }
        undoStack.append(inverse)
        redoStack.removeAll()
    }

    /// The list's own drag in edit mode, as the session asks it of `onMove`'s offsets.
    mutating func drag(_ offsets: [Int], to destination: Int) {
        guard let request = MoveRequest.reorder(IndexSet(offsets), to: destination, in: ids) else { return }
        move(request)
    }

    /// Performs the latest undo (or redo) request; the inverse of what it did goes on the
    /// other stack. Returns whether there was one.
    mutating func replay(undo: Bool) -> Bool {
        guard let request = undo ? undoStack.popLast() : redoStack.popLast() else { return false }
        let step = moves.perform(request, on: &items)
        if let inverse = step.inverse {
            if undo { redoStack.append(inverse) } else { undoStack.append(inverse) }
        }
        return true
    }
}

extension FuzzInput {
    /// One of the four actions, with distances small, zero, negative and extreme.
    mutating func action() -> (AccessibilityMoveAction, AccessibilityMoveActionModel) {
        switch byte() % 4 {
        case 0:
            let distance = distance()
            return (.up(distance), .up(distance))
        case 1:
            let distance = distance()
            return (.down(distance), .down(distance))
        case 2: return (.toTop, .toTop)
        default: return (.toBottom, .toBottom)
        }
    }

    /// The identities of `ids` whose bits are set in the next two bytes (bit `offset % 16`).
    mutating func subset(of ids: [Int]) -> Set<Int> {
        let mask = Int(byte()) << 8 | Int(byte())
        return Set(ids.indices.filter { mask & (1 << ($0 % 16)) != 0 }.map { ids[$0] })
    }
}

/// Up to 64 events on a list of up to 8 items, each checked against the model: the same
/// list, every live item exactly once, stacks as deep as the model's, and an undo or a redo
/// right after the step it takes back restoring the list exactly.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzUndoByIdentity(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var input = FuzzInput(data, count)
    let length = input.int(below: 9)
    var driven = Driven(items: (0..<length).map { Item(id: $0, name: "Bird \($0)") })
    var model = UndoRuleModel(list: Array(0..<length))
    var nextID = 100
    // The identities the list holds, kept by the app's edits alone.
    var alive = Set(0..<length)
    var events: [Event] = []
    // The list before the latest event, when that event put an entry on a stack, and which
    // stack: undoing (or redoing) that entry next must bring this list back exactly.
    var reversible: (list: [Int], onUndoStack: Bool)?
    while !input.isExhausted, events.count < 64 {
        let ids = model.list
        let before = ids
        let undoDepth = model.undoStack.count, redoDepth = model.redoStack.count
        let event: Event
        switch input.byte() % 11 {
        case 0, 1, 2:
            // A present item, or now and then one that is not in the list.
            let pick = input.int(below: ids.count + 1)
            let id = pick < ids.count ? ids[pick] : nextID + 1_000
            let (action, modelAction) = input.action()
            let selection = input.bool() ? input.subset(of: ids) : []
            event = .move(id, action, selection: selection)
            driven.move(.item(id, action, selection: selection))
            model.move(id, modelAction, selection: selection)
        case 3:
            let (action, modelAction) = input.action()
            let selection = input.subset(of: ids)
            event = .move(selection.min() ?? -1, action, selection: selection)
            driven.move(.selection(selection, action))
            // `.selection` focuses on the first item; the rule is the same as `.item` on any
            // selected row.
            if let first = selection.min() { model.move(first, modelAction, selection: selection) }
        case 4, 5:
            event = .undo
            let had = driven.replay(undo: true)
            require(had == model.undo(), "\(events + [event]): undo had an entry \(had), the model disagrees")
        case 6:
            event = .redo
            let had = driven.replay(undo: false)
            require(had == model.redo(), "\(events + [event]): redo had an entry \(had), the model disagrees")
        case 7:
            let offset = input.int(below: ids.count + 1)
            event = .insert(nextID, at: offset)
            driven.items.insert(Item(id: nextID, name: "Bird \(nextID)"), at: offset)
            model.list.insert(nextID, at: offset)
            alive.insert(nextID)
            nextID += 1
        case 8:
            guard !ids.isEmpty else { continue }
            let offset = input.int(below: ids.count)
            event = .remove(at: offset)
            alive.remove(driven.items.remove(at: offset).id)
            model.list.remove(at: offset)
        case 9:
            let offsets = input.subset(of: Array(ids.indices)).sorted()
            let destination = input.bool() ? input.int(below: ids.count + 2) : (input.bool() ? .max : .min)
            event = .drag(offsets, to: destination)
            driven.drag(offsets, to: destination)
            model.drag(offsets, to: destination)
        default:
            guard !ids.isEmpty else { continue }
            let from = input.int(below: ids.count), to = input.int(below: ids.count)
            event = .reorder(from: from, to: to)
            driven.items.insert(driven.items.remove(at: from), at: to)
            model.list.insert(model.list.remove(at: from), at: to)
        }
        events.append(event)
        // Spelled out only for a failure: building it for every event would cost more than
        // the events themselves.
        func history() -> String { "\(events) from \(Array(0..<length))" }
        let now = driven.ids
        require(now.count == alive.count && Set(now) == alive,
                "\(history()): an item was lost or duplicated: the list is \(now), it must hold each of \(alive.sorted()) once")
        require(now == model.list, "\(history()): the list is \(now), the rule gives \(model.list)")
        require(driven.undoStack.count == model.undoStack.count && driven.redoStack.count == model.redoStack.count,
                "\(history()): undo/redo stacks \(driven.undoStack.count)/\(driven.redoStack.count), the rule gives \(model.undoStack.count)/\(model.redoStack.count)")
        switch event {
        case .undo, .redo:
            let undo = if case .undo = event { true } else { false }
            if let reversible, reversible.onUndoStack == undo {
                require(now == reversible.list, "\(history()): \(event) right after the step it takes back gives \(now), not \(reversible.list)")
            }
        default: break
        }
        // Which stack, if any, the event pushed onto: a move or a redo that changed the list
        // deepens the undo stack, an undo that changed it the redo stack.
        if model.undoStack.count > undoDepth {
            reversible = (before, true)
        } else if model.redoStack.count > redoDepth {
            reversible = (before, false)
        } else {
            reversible = nil
        }
    }
    return 0
}
