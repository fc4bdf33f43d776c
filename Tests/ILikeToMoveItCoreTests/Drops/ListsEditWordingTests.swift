@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

/// What an undo and a redo of a drop or a paste say and focus, for the terminal demo's cases
/// (`UndoWordingTests` in the demo's tests): the same words and focus as comparing whole
/// snapshots with ``ListsDifference`` gives, which the demo does today.
@Suite struct ListsEditWordingTests {
    /// A change the demo makes to its two lists (the left list holds its flock of ten birds,
    /// the right list is empty), and what undoing and redoing it say.
    struct Case: CustomTestStringConvertible, Sendable {
        enum Change: Sendable {
            /// Birds picked up in the left list, dropped at the end of the right one.
            case carry([String])
            /// New birds pasted at the end of the left list.
            case add([String])
        }

        var name: String
        var change: Change
        var grid = false
        var japanese = false
        var undo: String
        var undoFocus: (list: Int, name: String)?
        var redo: String?
        var redoFocus: (list: Int, name: String)?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "an added bird is removed, and comes back", change: .add(["Heron"]),
             undo: "Removed Heron.", undoFocus: (0, "Owl"),
             redo: "Dropped 1 item. Below Owl. At bottom.", redoFocus: (0, "Heron")),
        Case(name: "a carried bird moves back", change: .carry(["Swan"]),
             undo: "Moved back. Above Crow.", undoFocus: (0, "Swan"),
             redo: "Dropped 1 item. At top.", redoFocus: (1, "Swan")),
        Case(name: "two carried birds are counted", change: .carry(["Robin", "Blue Jay"]),
             undo: "Moved 2 items back. Above Cardinal. At top.", undoFocus: (0, "Robin")),
        Case(name: "in the grid, grid words", change: .carry(["Blue Jay"]), grid: true,
             undo: "Moved back. Before Cardinal. Row 1, column 2.", undoFocus: (0, "Blue Jay")),
        Case(name: "in Japanese", change: .add(["サギ"]), japanese: true, undo: "「サギ」を削除しました。"),
        Case(name: "a move to the other list, in the grid", change: .carry(["Robin"]), grid: true,
             undo: "Moved back. Before Blue Jay. At start. Row 1, column 1.", undoFocus: (0, "Robin")),
    ]

    @Test(arguments: cases)
    func undoAndRedoSayWhatTheDemoSays(_ test: Case) throws {
        var left = Aviary.birds(Aviary.names)
        var right: [FlockBird] = []
        let before = [left, right]
        switch test.change {
        case let .carry(names):
            DropPlanner.move(Aviary.birds(names), from: &left, to: &right, at: .end)
        case let .add(names):
            let birds = names.enumerated().map { FlockBird(id: 200 + $0, name: $1) }
            DropPlanner.insert(birds, into: &left, at: .end)
        }
        let after = [left, right]
        let layout = test.grid ? GridMoveLayout(columns: 3) : nil
        let announcer = MoveAnnouncer(strings: test.japanese ? .japanese : .english, includesPosition: test.grid)

        var lists = after
        let edit = try #require(ListsEdit(before: before, after: after))
        let (undone, redo) = edit.apply(to: &lists, label: \.name, returning: true, layout: layout)
        #expect(lists.map { $0.map(\.id) } == before.map { $0.map(\.id) })
        #expect(announcer.text(for: undone.announcement) == test.undo)
        Self.expect(undone.focus, in: lists, named: test.undoFocus)
        let snapshots = ListsDifference.between(after, before, id: \.id, label: \.name, returning: true, layout: layout)
        #expect(undone.announcement == snapshots.announcement && undone.focus == snapshots.focus)

        let (redone, _) = try #require(redo).apply(to: &lists, label: \.name, returning: false, layout: layout)
        #expect(lists.map { $0.map(\.id) } == after.map { $0.map(\.id) })
        if let text = test.redo { #expect(announcer.text(for: redone.announcement) == text) }
        if test.redoFocus != nil { Self.expect(redone.focus, in: lists, named: test.redoFocus) }
        let again = ListsDifference.between(before, after, id: \.id, label: \.name, returning: false, layout: layout)
        #expect(redone.announcement == again.announcement && redone.focus == again.focus)
    }

    static func expect(
        _ focus: ListsDifference<Int>.Focus?, in lists: [[FlockBird]], named expected: (list: Int, name: String)?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let expected else { return }
        let named = focus.flatMap { focus in lists[focus.list].first { $0.id == focus.id }.map { (focus.list, $0.name) } }
        #expect(named?.0 == expected.list && named?.1 == expected.name, "focus \(String(describing: named))",
                sourceLocation: sourceLocation)
    }
}
