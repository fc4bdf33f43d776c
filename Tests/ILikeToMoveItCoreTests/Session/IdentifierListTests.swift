import Foundation
@testable import ILikeToMoveItCore
import ILikeToMoveItDataSource
import Testing

/// The UIKit shapes: a diffable data source (sections and items by identifier, written back
/// as a snapshot) and a plain data source (the app reorders its own rows through a closure of
/// `onMove`'s shape), each driven through the real `ListSessionDriver` as the UIKit layer
/// drives it.
@MainActor
@Suite struct IdentifierListTests {
    typealias Section = DataSourceFixture.Section

    static let shelves = [Section(id: "To do", items: [0, 1]), Section(id: "Done", items: [2, 3])]

    /// A cell lists its item's moves, then a move to each other section; the move is written
    /// back as the identifiers of every section, registered for undo, focused and announced.
    @Test func aDiffableDataSourceInSectionsMovesThroughItsSectionsAndIsUndone() {
        let list = DataSourceFixture(.diffable, sections: Self.shelves)
        #expect(list.actionNames(of: 1) == ["Move up", "Move down", "Move to top", "Move to bottom", "Move to Done"])
        let records = list.choose("Move down", on: 1)
        #expect(list.ids == [[0], [1, 2, 3]])
        #expect(records == [.wrote([0, 1, 2, 3], live: false), .registered("Move Jay"), .scrolled(1), .focused(1)])
        #expect(list.spoken() == ["Moved to Done. Above Swan. At top."])
        #expect(list.actionNames(of: 1).last == "Move to To do", "the cell's menu follows the item into its new section")
        list.undoLatest()
        #expect(list.ids == [[0, 1], [2, 3]])
        #expect(list.undo.registry.redoActionName == "Move Jay")
        list.redoLatest()
        #expect(list.ids == [[0], [1, 2, 3]])
    }

    /// "Move to <section>" puts the item at the bottom of that section; an empty section is a
    /// place of its own on the way down.
    @Test func aMoveToAnotherSectionAndThroughAnEmptyOne() {
        let list = DataSourceFixture(.diffable, sections: [
            Section(id: "To do", items: [0]), Section(id: "Doing", items: []), Section(id: "Done", items: [1, 2]),
        ])
        list.choose("Move to Done", on: 0)
        #expect(list.ids == [[], [], [1, 2, 0]])
        #expect(list.spoken() == ["Moved to Done. Below Swan. At bottom."])
        list.choose("Move to To do", on: 1)
        #expect(list.ids == [[1], [], [2, 0]])
        list.choose("Move down", on: 1)
        #expect(list.ids == [[], [1], [2, 0]])
        #expect(list.spoken() == ["Moved to Doing. At bottom."])
    }

    /// The app's own changes to the snapshot are seen at once: the list reads the data source
    /// whenever a cell lists its actions, not only when the session last ran.
    @Test func aCellsActionsFollowTheSnapshotAsTheAppChangesIt() {
        let list = DataSourceFixture(.diffable, sections: Self.shelves)
        list.sections[1].items.append(list.sections[0].items.removeFirst())
        #expect(list.actionNames(of: 0).last == "Move to To do")
        list.sections.append(Section(id: "Later", items: []))
        #expect(list.actionNames(of: 0).suffix(2) == ["Move to To do", "Move to Later"])
        #expect(list.writes == 0)
    }

    /// One section is a plain list: no move to another section, and with the app's columns a
    /// grid, whose keys and actions are the grid's, in the view's reading direction.
    @Test func aDataSourceOfOneSectionIsAListOrAGrid() {
        let list = DataSourceFixture(.diffable, sections: [Section(id: "Birds", items: Array(0..<6))])
        #expect(list.actionNames(of: 0) == ["Move up", "Move down", "Move to top", "Move to bottom"])
        list.columns = 3
        list.update()
        #expect(list.actionNames(of: 0) == [
            "Move left", "Move right", "Move up a row", "Move down a row", "Move to start", "Move to end",
        ])
        #expect(list.press(.down, on: 0))
        #expect(list.ids == [[1, 2, 3, 0, 4, 5]])
        #expect(list.spoken() == ["Moved down a row. After Crow."])
        #expect(list.press(.right, on: 0))
        #expect(list.ids == [[1, 2, 3, 4, 0, 5]])
        #expect(!list.press(.right, [.command], on: 0), "⌘ alone leaves the key to the system")
        list.readingDirection = .rightToLeft
        #expect(list.press(.right, on: 0), "right, in a grid read right to left, goes towards the start")
        #expect(list.ids == [[1, 2, 3, 0, 4, 5]])
        list.undoLatest()
        #expect(list.ids == [[1, 2, 3, 4, 0, 5]])
    }

    /// A cell configured before its list changed acts by the name the user heard: "Move to
    /// Done" goes to Done after the sections were reordered, does nothing once Done is gone,
    /// and the item's own moves survive a change of language.
    @Test func anActionListedBeforeTheListChangedDoesWhatItsNameSays() {
        let list = DataSourceFixture(.diffable, sections: [
            Section(id: "To do", items: [0, 1]), Section(id: "Done", items: [2]), Section(id: "Later", items: [3]),
        ])
        let actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
        let listed = list.driver.menu(for: AnyHashable(0), rowActions: actions)
        list.sections = [list.sections[2], list.sections[0], list.sections[1]]
        list.choose("Move to Done", on: 0, listedIn: listed)
        #expect(list.ids == [[3], [1], [2, 0]])
        list.undoLatest()
        list.sections.removeAll { $0.id == "Done" }
        #expect(list.choose("Move to Done", on: 0, listedIn: listed).isEmpty, "no section is called Done now")
        #expect(list.ids == [[3], [0, 1]])
        list.announcer = .japanese
        list.choose("Move down", on: 0, listedIn: listed)
        #expect(list.ids == [[3], [1, 0]], "listed in English, chosen after the list speaks Japanese")
    }

    /// A plain data source: the app gets each move in `onMove`'s shape and updates its own
    /// array; the undo is worked out on the array as the app has it when the user undoes.
    @Test func aPlainDataSourceHandsTheAppItsMoves() throws {
        let list = DataSourceFixture(.plain, sections: [Section(id: "", items: [0, 1, 2, 3])])
        #expect(list.actionNames(of: 3) == ["Move up", "Move down", "Move to top", "Move to bottom"])
        let records = list.choose("Move to top", on: 3)
        #expect(list.handed == [IndexSetMove(source: [3], destination: 0)])
        #expect(records.prefix(4) == [.wrote([3, 0, 1, 2], live: false), .registered("Move Crow"), .scrolled(3), .focused(3)])
        #expect(list.spoken() == ["Moved up by 3. Above Robin. At top."])
        let moved = try #require(list.handed.first).movedElements(count: 4)
        #expect(moved == [OffsetMove(from: 3, to: 0)], "the one row the table view moves")
        list.sections[0].items.append(9)
        list.undoLatest()
        #expect(list.ids == [[0, 1, 2, 3, 9]], "Crow goes back to offset 3 of the array as it is now")
        #expect(list.undo.registry.redoActionName == "Move Crow")
    }

    /// Without the app's labels the moves still work; nothing names a neighbour, and the undo
    /// action names one item.
    @Test func aListWithoutLabelsNamesNoNeighbour() {
        let list = DataSourceFixture(.diffable, sections: Self.shelves)
        list.labelled = false
        let records = list.choose("Move to Done", on: 0)
        #expect(records.contains(.registered("Move 1 item")))
        #expect(list.spoken() == ["Moved to Done. At bottom."])
    }

    /// A snapshot without sections holds nothing: no move writes it.
    @Test func aSnapshotWithoutSectionsMovesNothing() {
        let list = DataSourceFixture(.diffable, sections: [])
        #expect(!list.choose("Move up", on: 0).contains { if case .wrote = $0 { true } else { false } })
        #expect(list.writes == 0)
    }

    /// The rows a table view moves for an `onMove`-shaped move are exactly the moved elements,
    /// each to the place the move gives it: checked against the reordering for every move of
    /// up to five rows.
    @Test(arguments: 0...5) func theMovedElementsOfAnOnMoveShapedMoveMatchItsReordering(count: Int) {
        for mask in 0..<(1 << count) {
            let source = IndexSet((0..<count).filter { mask & (1 << $0) != 0 })
            for destination in -1...(count + 1) {
                let move = IndexSetMove(source: source, destination: destination)
                var after = [Int?](repeating: nil, count: count)
                for moved in move.movedElements(count: count) { after[moved.to] = moved.from }
                var rest = (0..<count).filter { !source.contains($0) }.makeIterator()
                let filled = after.map { $0 ?? rest.next()! }
                #expect(filled == move.sources(count: count), "\(source.map { $0 }) to \(destination) of \(count)")
            }
        }
    }

    /// The single moves an AppKit table view applies one after another make exactly the
    /// reordering of an `onMove`-shaped move, move only the elements it takes, each once:
    /// checked for every move of up to five rows.
    @Test(arguments: 0...5) func theSequentialMovesOfAnOnMoveShapedMoveMakeItsReordering(count: Int) {
        for mask in 0..<(1 << count) {
            let source = IndexSet((0..<count).filter { mask & (1 << $0) != 0 })
            for destination in -1...(count + 1) {
                let move = IndexSetMove(source: source, destination: destination)
                var order = Array(0..<count)
                var movedOnce: Set<Int> = []
                for step in move.sequentialMoves(count: count) {
                    let element = order.remove(at: step.from)
                    order.insert(element, at: step.to)
                    #expect(source.contains(element), "only taken elements move")
                    #expect(movedOnce.insert(element).inserted, "each element moves once")
                    #expect(step.from != step.to)
                }
                #expect(order == move.sources(count: count), "\(source.map { $0 }) to \(destination) of \(count)")
            }
        }
    }

    /// The documented example.
    @Test func sequentialMovesOfTwoRowsToTheEnd() {
        let moves = IndexSetMove(source: [0, 2], destination: 5).sequentialMoves(count: 5)
        #expect(moves == [OffsetMove(from: 2, to: 4), OffsetMove(from: 0, to: 3)])
    }
}
