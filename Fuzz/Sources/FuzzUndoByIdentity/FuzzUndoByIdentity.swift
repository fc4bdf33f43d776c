import Foundation
import FuzzSupport
import ILikeToMoveIt
@testable import ILikeToMoveItCore

// Undo by identity, through the list session. Each event goes to the real `ListSession`, with
// the list in its box as the user interfaces hand it over (an `ItemsList` over the app's
// array): a row's move, with or without a selection, the list's own drag in edit mode
// (`ListEvent.reorder`), and undo and redo, which send back the undo actions the session
// registered, kept on two stacks as an undo manager keeps them. Between them the app edits
// the list: it inserts a new item, removes one, or moves one from an offset to another. After
// every event the list must match `UndoRuleModel`, which spells the rule out with array
// operations.

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

/// The app's list, its session, and an undo and a redo stack of the undo actions the session
/// registered, kept as an undo manager keeps them: a new action empties the redo stack, an
/// undo's action goes on the redo stack, a redo's on the undo stack.
final class Driven {
    var items: [Item]
    private var session = ListSession()
    private lazy var list = SessionListBox(
        ItemsList<[Item], Int>(get: { [unowned self] in items }, set: { [unowned self] items, _ in self.items = items }),
        moves: AccessibleMoves(id: \.id))
    private(set) var undoStack: [ListUndo] = []
    private(set) var redoStack: [ListUndo] = []

    init(items: [Item]) {
        self.items = items
    }

    var ids: [Int] { items.map(\.id) }

    /// A row's move on the item `id`, with the identities in `selection` selected.
    func move(_ id: Int, _ action: AccessibilityMoveAction, selection: Set<Int>) {
        send(.move(.list(action), on: id), selection: selection, into: .new)
    }

    /// The list's own drag in edit mode of the rows at `offsets` to `destination`.
    func drag(_ offsets: [Int], to destination: Int) {
        send(.reorder(IndexSet(offsets), to: destination), selection: [], into: .new)
    }

    /// Sends the latest undo (or redo) action back; what it registers goes on the other
    /// stack. Returns whether there was one.
    func replay(undo: Bool) -> Bool {
        guard let action = undo ? undoStack.popLast() : redoStack.popLast() else { return false }
        send(.undo(action), selection: [], into: undo ? .redo : .undo)
        return true
    }

    /// Where the undo actions an event registers go.
    private enum Registration { case new, undo, redo }

    private func send(_ event: ListEvent, selection: Set<Int>, into registration: Registration) {
        let settings = ListSettings(
            label: \Item.name, announcer: MoveAnnouncer(strings: .english), selection: selection)
        for case let .registerUndo(action, _) in session.decide(event, in: list, settings: settings).effects {
            switch registration {
            case .new:
                undoStack.append(action)
                redoStack.removeAll()
            case .undo: undoStack.append(action)
            case .redo: redoStack.append(action)
            }
        }
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
    let driven = Driven(items: (0..<length).map { Item(id: $0, name: "Bird \($0)") })
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
            driven.move(id, action, selection: selection)
            model.move(id, modelAction, selection: selection)
        case 3:
            let (action, modelAction) = input.action()
            let selection = input.subset(of: ids)
            // The first of a selection acted on: the rule is the same on any selected row.
            let first = selection.min() ?? -1
            event = .move(first, action, selection: selection)
            driven.move(first, action, selection: selection)
            if !selection.isEmpty { model.move(first, modelAction, selection: selection) }
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
