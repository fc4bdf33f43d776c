@testable import ILikeToMoveItCore
import Testing

/// Undo by identity, exhaustively in the small: every sequence of up to four events (a row's
/// move, a selection's move, a row dragged in edit mode and handed over by a UIKit or AppKit
/// list, undo, redo, and the app inserting, removing or reordering items)
/// on lists of up to four items, driven through the real `ListSessionDriver` and undo manager
/// and checked after each event against ``UndoModel``, which spells the rule out with plain
/// array operations.
///
/// Sequences are explored by ``EventExploration``, three events deep in ordinary runs and four
/// in `.ci/run` (about ten minutes in a debug build); the model's state holds the list and the
/// undo and redo stacks with what each action moved and between which neighbours.
@MainActor
@Suite struct UndoByIdentityExhaustiveTests {
    enum Action: Hashable, CustomStringConvertible {
        case up, down, toTop, toBottom

        var move: AccessibilityMoveAction {
            switch self {
            case .up: .up
            case .down: .down
            case .toTop: .toTop
            case .toBottom: .toBottom
            }
        }

        var description: String { "\(move)" }
    }

    enum Event: Hashable, CustomStringConvertible {
        case move(Int, Action)
        case select([Int], Action)
        /// A row dragged in edit mode from one offset to another, handed over by its list.
        case drag(from: Int, to: Int)
        case undo, redo
        /// The app inserts a new item at an offset.
        case insert(at: Int)
        /// The app removes the item with this identity.
        case remove(Int)
        /// The app moves the item at one offset to another (its own `onMove`, a sort).
        case reorder(from: Int, to: Int)

        var description: String {
            switch self {
            case let .move(id, action): "move \(id) \(action)"
            case let .select(ids, action): "select \(ids) \(action)"
            case let .drag(from, to): "drag \(from)→\(to)"
            case .undo: "undo"
            case .redo: "redo"
            case let .insert(offset): "insert at \(offset)"
            case let .remove(id): "remove \(id)"
            case let .reorder(from, to): "reorder \(from)→\(to)"
            }
        }
    }

    static let maxItems = 4

    /// The events worth trying on a list: each item's moves, each selection of two or more
    /// with two of its moves, the first and last rows dragged to the other end and one place
    /// inwards, undo, redo, and the app's edits.
    static func events(for model: UndoModel) -> [Event] {
        let ids = model.list
        var events: [Event] = [.undo, .redo]
        for id in ids { events += [Action.up, .down, .toTop, .toBottom].map { .move(id, $0) } }
        for mask in 0..<(1 << ids.count) where mask.nonzeroBitCount >= 2 {
            let selected = ids.indices.filter { mask & (1 << $0) != 0 }.map { ids[$0] }.sorted()
            events += [Event.select(selected, .down), .select(selected, .toTop)]
        }
        if ids.count >= 2 {
            let last = ids.count - 1
            events += Set([
                Event.drag(from: 0, to: last), .drag(from: last, to: 0), .drag(from: 0, to: 1), .drag(from: last, to: last - 1),
            ]).sorted { $0.description < $1.description }
        }
        if ids.count < maxItems {
            events += Set([0, (ids.count + 1) / 2, ids.count]).sorted().map { Event.insert(at: $0) }
        }
        events += ids.map(Event.remove)
        if ids.count >= 2 { events += [.reorder(from: ids.count - 1, to: 0), .reorder(from: 0, to: ids.count - 1)] }
        return events
    }

    /// Carries `events` out on a new list of `count` birds through the session, checking the
    /// list and the undo manager against the model after each.
    static func replay(_ events: [Event], count: Int) -> UndoModel? {
        var model = UndoModel(list: Array(0..<count))
        let fixture = BirdListFixture(FlockBird.flock(count))
        for (index, event) in events.enumerated() {
            let context = "\(events.prefix(index + 1)) from \(Array(0..<count))"
            switch event {
            case let .move(id, action):
                fixture.act(action.move, on: id)
                model.move([id], action.move)
            case let .select(ids, action):
                fixture.settings.selection = ListSelection(Set(ids))
                fixture.update()
                fixture.act(action.move, on: ids[0])
                fixture.settings.selection = ListSelection()
                fixture.update()
                model.move(ids, action.move)
            case let .drag(from, to):
                fixture.driver.send(.moveRow(from: RowPlace(row: from), to: RowPlace(row: to)))
                model.drag(from: from, to: to)
            case .undo:
                fixture.undoLatest()
                model.undo()
            case .redo:
                fixture.redoLatest()
                model.redo()
            case let .insert(offset):
                let id = model.nextID
                fixture.birds.insert(FlockBird(id: id, name: UndoModel.name(of: id)), at: offset)
                fixture.update()
                model.list.insert(id, at: offset)
                model.nextID += 1
            case let .remove(id):
                fixture.birds.removeAll { $0.id == id }
                fixture.update()
                model.list.removeAll { $0 == id }
            case let .reorder(from, to):
                fixture.birds.insert(fixture.birds.remove(at: from), at: to)
                fixture.update()
                model.list.insert(model.list.remove(at: from), at: to)
            }
            let registry = fixture.undo.registry
            guard fixture.ids == model.list,
                  registry.matches(undoNames: model.undoStack.map(\.name), redoNames: model.redoStack.map(\.name))
            else {
                Issue.record("""
                    \(context): list \(fixture.ids), \(registry.summary); the model has \(model.list), \
                    undo \(model.undoStack.count) \(model.undoStack.last?.name ?? "-"), redo \(model.redoStack.last?.name ?? "-")
                    """)
                return nil
            }
        }
        return model
    }

    @Test(arguments: 1...4)
    func everySequenceOfUpToFourEventsMatchesTheRule(count: Int) async {
        let exploration = EventExploration<UndoModel, Event>()
        await exploration.explore(from: UndoModel(list: Array(0..<count)), events: Self.events) {
            Self.replay($0, count: count)
        }
        #expect(exploration.failures == 0)
        #expect(exploration.sequences > 10 * count, "the exploration ran: \(exploration.sequences) sequences")
    }

    /// The model puts items back by identity, not by offset: the issue's two examples of an app
    /// edit between a move and its undo.
    @Test func theModelTellsIdentityFromOffset() {
        var model = UndoModel(list: [0, 1, 2, 3])
        model.move([3], .up)                      // 0 1 3 2
        model.list.insert(9, at: 0)               // 9 0 1 3 2
        model.undo()
        #expect(model.list == [9, 0, 1, 2, 3], "after Swan; back at offset 3 it would stay 9 0 1 3 2")
        var selection = UndoModel(list: [0, 1, 2, 3, 4])
        selection.move([0, 1], .down)             // 2 0 1 3 4
        selection.list.insert(selection.list.remove(at: 4), at: 0)   // 4 2 0 1 3
        selection.undo()
        #expect(selection.list == [4, 0, 1, 2, 3])
    }
}

/// The undo rule with plain array operations: a step records, for the items that moved, each
/// stretch of them that stood together and the neighbours around it; undo takes them out and
/// puts each stretch back right after the item that preceded it, else right before the item
/// that followed it, else at its old offset, clamped.
struct UndoModel: Hashable, UndoStackModel {
    struct Run: Hashable {
        var items: [Int]
        var after: Int?
        var before: Int?
        var offset: Int
    }

    struct Entry: Hashable {
        var runs: [Run]
        /// Whether the step moved one item by itself (named after it) or a selection.
        var single: Bool
        var name: String
    }

    var list: [Int]
    var undoStack: [Entry] = []
    var redoStack: [Entry] = []
    var nextID = 10

    init(list: [Int]) {
        self.list = list
    }

    static func name(of id: Int) -> String {
        id < FlockBird.names.count ? FlockBird.names[id] : "Bird \(id)"
    }

    /// The runs of the items of `moved` in `list`: each stretch of them standing together.
    static func runs(of moved: Set<Int>, in list: [Int]) -> [Run] {
        var runs: [Run] = []
        var offset = 0
        while offset < list.count {
            guard moved.contains(list[offset]) else {
                offset += 1
                continue
            }
            var end = offset
            while end + 1 < list.count, moved.contains(list[end + 1]) { end += 1 }
            runs.append(Run(
                items: Array(list[offset...end]), after: offset > 0 ? list[offset - 1] : nil,
                before: end + 1 < list.count ? list[end + 1] : nil, offset: offset))
            offset = end + 1
        }
        return runs
    }

    static func entry(moving moved: Set<Int>, in list: [Int], single: Bool, counted: Int) -> Entry {
        let name = single ? "Move \(name(of: moved.first!))" : "Move \(counted) \(counted == 1 ? "item" : "items")"
        return Entry(runs: runs(of: moved, in: list), single: single, name: name)
    }

    /// A row's move (one identity) or a selection's: what the user sees, and its undo.
    mutating func move(_ ids: [Int], _ action: AccessibilityMoveAction) {
        let present = ids.filter(list.contains)
        guard !present.isEmpty else { return }
        let before = list
        let birds = list.map { FlockBird(id: $0, name: Self.name(of: $0)) }
        let single = present.count == 1
        if single {
            list = referenceMove(birds, at: list.firstIndex(of: present[0])!, action).list.map(\.id)
        } else {
            list = referenceSelectionMove(birds, Set(present), action).map(\.id)
        }
        let moved = Set(present.filter { before.firstIndex(of: $0) != list.firstIndex(of: $0) })
        guard !moved.isEmpty else { return }
        undoStack.append(Self.entry(moving: moved, in: before, single: single, counted: moved.count))
        redoStack.removeAll()
    }

    /// A row dragged from offset `from` to offset `to` (where it stands once moved): one step,
    /// named after the item, undone as a row's move is.
    mutating func drag(from: Int, to: Int) {
        guard list.indices.contains(from), list.indices.contains(to), from != to else { return }
        let before = list
        let id = list.remove(at: from)
        list.insert(id, at: to)
        undoStack.append(Self.entry(moving: [id], in: before, single: true, counted: 1))
        redoStack.removeAll()
    }

    /// Takes the entry's items out and puts each run back by its neighbours; the entry that
    /// takes this back, when something changed.
    mutating func apply(_ entry: Entry) -> Entry? {
        let before = list
        let runItems = Set(entry.runs.flatMap(\.items))
        var result = list.filter { !runItems.contains($0) }
        var loose: [(offset: Int, items: [Int])] = []
        for run in entry.runs {
            let present = run.items.filter(list.contains)
            guard !present.isEmpty else { continue }
            if let after = run.after, let index = result.firstIndex(of: after) {
                result.insert(contentsOf: present, at: index + 1)
            } else if let before = run.before, let index = result.firstIndex(of: before) {
                result.insert(contentsOf: present, at: index)
            } else {
                loose.append((run.offset, present))
            }
        }
        for run in loose.enumerated().sorted(by: { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }) {
            result.insert(contentsOf: run.element.items, at: min(max(run.element.offset, 0), result.count))
        }
        list = result
        guard list != before else { return nil }
        let present = runItems.filter(before.contains)
        let counted = present.filter { before.firstIndex(of: $0) != list.firstIndex(of: $0) }.count
        return Self.entry(moving: present, in: before, single: entry.single, counted: counted)
    }
}
