import Foundation
@testable import ILikeToMoveItCore
import Testing

/// A to-do of a flat list: its section is its status.
private struct Todo: Identifiable, Hashable, CustomStringConvertible {
    var id: Int
    var name: String
    var status: Int

    var description: String { "\(name)#\(id)@\(status)" }
}

/// The nested form of the same list, the reference the flat one must agree with.
private struct TodoShelf: Hashable {
    var title: String
    var todos: [Todo]
}

/// The statuses the sections show, in order, and their names; 9 is a status no section shows.
private let statuses = [0, 1, 2]
private let titles = ["To do", "Doing", "Done"]
private let unknownStatus = 9

private func todos(_ statuses: [Int]) -> [Todo] {
    statuses.enumerated().map { Todo(id: $0.offset, name: FlockBird.names[$0.offset % FlockBird.names.count], status: $0.element) }
}

/// The sections a user sees: for each status, the identities of its to-dos in array order.
private func shown(_ todos: [Todo]) -> [[Int]] {
    statuses.map { status in todos.filter { $0.status == status }.map(\.id) }
}

private func shelves(_ todos: [Todo]) -> [TodoShelf] {
    zip(statuses, titles).map { status, title in TodoShelf(title: title, todos: todos.filter { $0.status == status }) }
}

private typealias TodoList = FlatSectionsList<Todo, Int, Int>

/// A flat list over a variable, as a binding would give it.
@MainActor private final class Board {
    var todos: [Todo]
    init(_ todos: [Todo]) { self.todos = todos }

    func list(sections: [Int] = statuses) -> TodoList {
        TodoList(
            get: { [unowned self] in todos }, set: { [unowned self] in todos = $0 }, key: \.status, sections: sections,
            name: { titles.indices.contains($0) ? titles[$0] : "Status \($0)" })
    }

    /// Performs `request` on the list of a new update.
    func perform(_ request: ListRequest, with moves: inout AccessibleMoves<Todo, Int>) -> MoveStep<Int> {
        var list = list()
        return MoveStep(list.perform(request, with: &moves))
    }
}

/// A flat list the app keeps and reorders itself, as a SwiftData `@Query` is: the list only
/// reads the to-dos and hands each move to the app, which counts the calls.
@MainActor private final class ModelBoard {
    var todos: [Todo]
    var calls: [(source: IndexSet, destination: Int, status: Int)] = []
    init(_ todos: [Todo]) { self.todos = todos }

    /// The list of one update, over the to-dos as they are now.
    func list() -> TodoList {
        TodoList(
            items: todos, key: \.status, sections: statuses, name: { titles[$0] }
        ) { [unowned self] source, destination, status in
            calls.append((source, destination, status))
            var moved = referenceMove(todos, fromOffsets: source, toOffset: destination)
            let landed = destination > source.first! ? destination - 1 : destination
            moved[landed].status = status
            todos = moved
        }
    }
}

@MainActor
@Suite struct FlatSectionsListTests {
    private func moves() -> AccessibleMoves<Todo, Int> {
        AccessibleMoves(label: \.name, announcer: .english)
    }

    /// Runs `body` on every array of up to four to-dos over the three sections' statuses and a
    /// stray one, for every to-do of it and every request; returns how many cases ran.
    private func forEveryCase(
        of requests: [(Int) -> MoveRequest<Int>], _ body: (_ start: [Todo], _ todo: Todo, _ request: MoveRequest<Int>) -> Void
    ) -> Int {
        var cases = 0
        for length in 0...4 {
            var pool: [[Int]] = [[]]
            for _ in 0..<length { pool = pool.flatMap { prefix in (statuses + [unknownStatus]).map { prefix + [$0] } } }
            for start in pool.map(todos) {
                for todo in start {
                    for makeRequest in requests {
                        cases += 1
                        body(start, todo, makeRequest(todo.id))
                    }
                }
            }
        }
        return cases
    }

    /// A move within a section reorders that section; the to-dos of other sections keep their
    /// places in the array.
    @Test func aMoveWithinASectionLeavesTheOtherSectionsItemsInPlace() {
        let board = Board(todos([0, 2, 0, 0]))
        var moves = moves()
        let step = board.perform(ListRequest(.item(3, .up)), with: &moves)
        #expect(board.todos.map(\.id) == [0, 1, 3, 2])
        #expect(board.todos.map(\.status) == [0, 2, 0, 0])
        #expect(step.text == "Moved up. Above Swan.")
    }

    /// Down from a section's last row goes into the next section, empty or not, rewriting the
    /// status; "Move to Done" rewrites it too and puts the to-do at the bottom of Done.
    @Test func crossingASectionBoundaryRewritesTheStatus() {
        let board = Board(todos([0, 0, 2]))
        var moves = moves()
        var list = board.list()
        #expect(list.sectionNames == titles, "Doing has no to-do and is a section all the same")
        let down = MoveStep<Int>(list.perform(ListRequest(.item(1, .down)), with: &moves))
        #expect(shown(board.todos) == [[0], [1], [2]])
        #expect(board.todos.map(\.id) == [0, 1, 2], "it already stands between its new neighbours")
        #expect(down.text.hasPrefix("Moved to Doing."))
        let toDone = board.perform(ListRequest(.item(0, toSection: 2)), with: &moves)
        #expect(shown(board.todos) == [[], [1], [2, 0]])
        #expect(board.todos.map(\.id) == [1, 2, 0])
        #expect(toDone.text.hasPrefix("Moved to Done. Below Swan."))
    }

    /// The rows' menu names every other section, an empty one included, and the session knows
    /// each row's section.
    @Test func rowsOfferEveryOtherSection() {
        let board = Board(todos([2, 0]))
        let list = SessionListBox(board.list(), moves: AccessibleMoves(id: \.id))
        var session = ListSession()
        let settings = ListSettings(label: \Todo.name, announcer: .english)
        #expect(session.section(of: AnyHashable(0), in: list) == 2)
        let menu = session.rowSetup(of: list, settings: settings)
            .menu(rowActions: [.up, .down], section: session.section(of: AnyHashable(1), in: list), strings: .english)
        #expect(menu.map(\.name) == [.text("Move up"), .text("Move down"), .text("Move to Doing"), .text("Move to Done")])
    }

    /// Driven through the real session with an undo manager: the undo finds the to-do and its
    /// old neighbour by identity after the app inserted a to-do meanwhile, and puts back its
    /// status; the redo moves it again.
    @Test func undoAndRedoThroughTheSessionWorkByIdentity() {
        let board = Board(todos([0, 0, 1]))
        let undo = UndoRegistry()
        let hands = RecordingHands(now: { 0 }) { _ in }
        let settings = ListSettings(label: \Todo.name, announcer: .english)
        let driver = ListSessionDriver(hands: hands, timers: VirtualTimers())
        let list = SessionListBox(board.list(), moves: AccessibleMoves(id: \.id))
        driver.update(list, settings: settings, undo: undo)
        driver.move(.transfer(1), on: AnyHashable(0))
        #expect(shown(board.todos) == [[1], [2, 0], []])
        #expect(undo.undoActionName == "Move Robin")
        // The app adds a to-do at the top of "To do" before the user undoes.
        board.todos.insert(Todo(id: 7, name: "Heron", status: 0), at: 0)
        list.list = board.list()
        driver.update(list, settings: settings, undo: undo)
        undo.undo()
        #expect(shown(board.todos) == [[7, 0, 1], [2], []], "Robin back above Jay, the to-do that followed it")
        #expect(board.todos.first { $0.id == 0 }?.status == 0)
        undo.redo()
        #expect(shown(board.todos) == [[7, 1], [2, 0], []])
    }

    /// A to-do whose status no section shows stays where it is, keeps its status and moves
    /// nothing; moves of the others do not lose it.
    @Test func aToDoOfNoSectionStaysAndMovesNothing() {
        let board = Board(todos([0, unknownStatus, 0]))
        var moves = moves()
        var list = board.list()
        #expect(list.count == 2)
        #expect(list.sectionIndices(with: moves)[1] == nil)
        for request: MoveRequest<Int> in [.item(1, .down), .item(1, toSection: 2), .item(1, .toTop)] {
            let step = list.perform(ListRequest(request), with: &moves)
            #expect(step.inverse == nil)
            #expect(board.todos == todos([0, unknownStatus, 0]))
        }
        _ = board.perform(ListRequest(.item(2, .toTop)), with: &moves)
        #expect(board.todos.map(\.id) == [2, 0, 1], "Swan goes just above Robin")
        #expect(board.todos[2].status == unknownStatus)
    }

    /// A status given twice is one section, at its first place.
    @Test func aStatusGivenTwiceIsOneSection() {
        let board = Board(todos([1, 0]))
        var moves = moves()
        var list = board.list(sections: [0, 1, 0])
        #expect(list.sectionNames == ["To do", "Doing"])
        _ = list.perform(ListRequest(.item(0, toSection: 0)), with: &moves)
        #expect(board.todos.map(\.status) == [0, 0])
    }

    /// Every array of up to four to-dos over three sections and a stray status, every to-do,
    /// every request: the sections the user sees afterwards, the text and the undo agree with
    /// the nested form; only the moved to-do changes its place or status in the array; and
    /// the undo gives back the sections and the statuses.
    @Test func agreesWithTheNestedFormEverywhere() {
        let requests: [(Int) -> MoveRequest<Int>] =
            [.up, .down, .up(2), .down(3), .toTop, .toBottom].map { action in { .item($0, action) } }
            + (-1...3).map { section in { .item($0, toSection: section) } }
        let cases = forEveryCase(of: requests) { start, todo, request in
            let board = Board(start)
            var moves = moves()
            let step = board.perform(ListRequest(request), with: &moves)
            var nested = shelves(start)
            var reference = self.moves()
            let expected = reference.perform(request, in: &nested, items: \.todos, name: \.title)
            #expect(step.text == expected.text, "\(start) \(request)")
            #expect(step.inverse == expected.inverse, "\(start) \(request)")
            #expect(shown(board.todos) == nested.map { $0.todos.map(\.id) }, "\(start) \(request)")
            #expect(board.todos.filter { $0.id != todo.id } == start.filter { $0.id != todo.id })
            #expect(board.todos.count == start.count)
            guard let inverse = step.inverse else { return }
            _ = board.perform(ListRequest(inverse), with: &moves)
            #expect(shown(board.todos) == shown(start), "undo of \(request) on \(start)")
            #expect(Set(board.todos) == Set(start), "undo of \(request) on \(start)")
        }
        #expect(cases > 10_000)
    }

    /// The write-back: the moved item keeps its index when that already puts it between its
    /// new neighbours, else it goes next to the nearer one.
    @Test func theWriteBackMovesTheItemAsLittleAsItCan() {
        // To do at 0, 2, 5; Swan (offset 2, the second) goes to the top.
        let top = TodoList.flatMove(of: .sections(fromSection: 0, from: 1, toSection: 0, to: 0), offsets: [[0, 2, 5]])
        #expect(top?.from == 2 && top?.to == 0 && top?.section == 0)
        // To the bottom: after offset 5, counted without the item.
        let bottom = TodoList.flatMove(of: .sections(fromSection: 0, from: 1, toSection: 0, to: 1), offsets: [[0, 2, 5]])
        #expect(bottom?.to == 2, "between Robin and the last, it stays")
        let other = TodoList.flatMove(of: .sections(fromSection: 0, from: 0, toSection: 1, to: 1), offsets: [[0], [3, 4]])
        #expect(other?.to == 3 && other?.section == 1)
        #expect(TodoList.flatMove(of: .none, offsets: [[0]]) == nil)
        #expect(TodoList.flatMove(of: .sections(fromSection: 0, from: 4, toSection: 0, to: 0), offsets: [[0]]) == nil)
    }

    /// The form the app reorders itself agrees with the form written through a binding on
    /// every array of up to four to-dos, every to-do and every request: the same array, the
    /// same step, one call of the app's closure per move (none when nothing moves); and the
    /// undo, sent on the same list before the view updates, is one more call that gives back
    /// the same array as the binding form's undo.
    @Test func theModelFormAgreesWithTheBindingForm() {
        let requests: [(Int) -> MoveRequest<Int>] =
            [.up, .down, .up(2), .toTop, .toBottom].map { action in { .item($0, action) } }
            + (0...2).map { section in { .item($0, toSection: section) } }
        let cases = forEveryCase(of: requests) { start, todo, request in
            let board = Board(start)
            var bindingMoves = moves()
            let expected = board.perform(ListRequest(request), with: &bindingMoves)
            let model = ModelBoard(start)
            var modelMoves = moves()
            var list = model.list()
            let step = MoveStep<Int>(list.perform(ListRequest(request), with: &modelMoves))
            #expect(step.text == expected.text, "\(start) \(request)")
            #expect(step.inverse == expected.inverse, "\(start) \(request)")
            #expect(model.todos == board.todos, "\(start) \(request)")
            #expect(model.calls.count == (expected.inverse == nil ? 0 : 1), "\(start) \(request)")
            guard let inverse = step.inverse else { return }
            _ = board.perform(ListRequest(inverse), with: &bindingMoves)
            _ = list.perform(ListRequest(inverse), with: &modelMoves)
            #expect(model.todos == board.todos, "undo of \(request) on \(start)")
            #expect(model.calls.count == 2, "undo of \(request) on \(start)")
        }
        #expect(cases > 5_000)
    }

    /// A second move before the view updates is worked out on the order and statuses the
    /// first one handed to the app: its offsets name the to-do it moves in the app's array.
    @Test func aSecondMoveBeforeTheNextUpdateMovesTheToDoItNames() {
        let model = ModelBoard(todos([0, 0, 1]))
        var moves = moves()
        var list = model.list()
        _ = list.perform(ListRequest(.item(1, .down)), with: &moves)
        #expect(shown(model.todos) == [[0], [1, 2], []])
        #expect(model.calls.last?.status == 1)
        // The list still holds the update's to-dos, in which Jay was in "To do".
        _ = list.perform(ListRequest(.item(1, .down)), with: &moves)
        #expect(shown(model.todos) == [[0], [2, 1], []], "Jay moved down within Doing")
        #expect(model.calls.count == 2)
        #expect(list.sectionIndices(with: moves)[1] == 1)
    }

    /// Driven through the real session with an undo manager: each move, undo and redo is one
    /// call of the app's closure, and the undo finds Robin by identity after the app added a
    /// to-do meanwhile.
    @Test func theModelFormUndoesThroughTheSessionByIdentity() {
        let model = ModelBoard(todos([0, 0, 1]))
        let undo = UndoRegistry()
        let hands = RecordingHands(now: { 0 }) { _ in }
        let settings = ListSettings(label: \Todo.name, announcer: .english)
        let driver = ListSessionDriver(hands: hands, timers: VirtualTimers())
        let list = SessionListBox(model.list(), moves: AccessibleMoves(id: \.id))
        driver.update(list, settings: settings, undo: undo)
        driver.move(.transfer(1), on: AnyHashable(0))
        #expect(shown(model.todos) == [[1], [2, 0], []])
        #expect(model.calls.count == 1)
        model.todos.insert(Todo(id: 7, name: "Heron", status: 0), at: 0)
        list.list = model.list()
        driver.update(list, settings: settings, undo: undo)
        undo.undo()
        #expect(shown(model.todos) == [[7, 0, 1], [2], []])
        #expect(model.calls.count == 2)
        #expect(model.calls.last?.status == 0)
        undo.redo()
        #expect(shown(model.todos) == [[7, 1], [2, 0], []])
        #expect(model.calls.count == 3)
    }
}
