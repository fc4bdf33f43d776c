import Foundation
@testable import ILikeToMoveItCore
import ILikeToMoveItDataSource
import Testing

/// A row dragged in edit mode by a UIKit or AppKit list, handed over by the app
/// (`ListEvent.moveRow`): performed by identity through the session, as a row's move, so it is
/// one step, worded, focused and undone like the others. The drag itself is UIKit's and cannot
/// run here: these tests start where the app hands the move over.
@MainActor
@Suite struct EditModeRowMoveTests {
    typealias Section = DataSourceFixture.Section

    private func ids(_ shelves: [BirdSection]) -> [[Int]] { shelves.map { $0.birds.map(\.id) } }

    /// What a table view shows once the row at `from` went to `to`: taken out, then put in at
    /// `to` of the rows without it.
    private func reference(_ rows: [[Int]], from: RowPlace, to: RowPlace) -> [[Int]] {
        var rows = rows
        let id = rows[from.section].remove(at: from.row)
        rows[to.section].insert(id, at: to.row)
        return rows
    }

    /// Jay is dragged into "Done", above Swan: written once as a new snapshot, registered as
    /// "Move Jay", focused and said as the section move it is; undone and redone by identity.
    @Test func aRowDraggedToAnotherSectionIsOneStep() {
        let list = DataSourceFixture(.diffable, sections: [Section(id: "To do", items: [0, 1]), Section(id: "Done", items: [2, 3])])
        let records = list.recording { list.driver.send(.moveRow(from: RowPlace(section: 0, row: 1), to: RowPlace(section: 1, row: 0))) }
        #expect(list.ids == [[0], [1, 2, 3]])
        #expect(records == [.wrote([0, 1, 2, 3], live: false), .registered("Move Jay"), .scrolled(1), .focused(1)])
        #expect(list.spoken() == ["Moved to Done. Above Swan. At top."])
        #expect(list.writes == 1)
        list.undoLatest()
        #expect(list.ids == [[0, 1], [2, 3]])
        list.redoLatest()
        #expect(list.ids == [[0], [1, 2, 3]])
    }

    /// A plain data source's app gets the drag as one `onMove`-shaped move; the undo comes
    /// back the same way and, the app having inserted a row at the top meanwhile, puts Robin
    /// back after the row that preceded it, by identity.
    @Test func aPlainDataSourceGetsTheDragInOnMovesShapeAndItsUndoFindsTheItem() {
        let list = DataSourceFixture(.plain, sections: [Section(id: "", items: [0, 1, 2, 3])])
        list.driver.send(.moveRow(from: RowPlace(row: 0), to: RowPlace(row: 2)))
        #expect(list.ids == [[1, 2, 0, 3]])
        #expect(list.undo.registry.undoActionName == "Move Robin")
        #expect(list.spoken() == ["Moved down by 2. Below Swan."])
        list.sections[0].items.insert(9, at: 0)
        list.names[9] = "Heron"
        list.update()
        list.undoLatest()
        #expect(list.ids == [[9, 0, 1, 2, 3]])
    }

    /// A diffable collection view reorders its snapshot itself, then reports it. The list as
    /// it was (the sections before, which the UIKit layer builds) performs the one row's move
    /// on them, as it would a cell's action: its write receives what the snapshot already
    /// holds, and the step is registered, focused and said. Undo, on the list as it is, puts
    /// the row back. (The collection view's reordering itself is UIKit's and cannot run here.)
    @Test func aReorderTheViewMadeItselfBecomesOneStep() {
        let list = DataSourceFixture(.diffable, sections: [Section(id: "To do", items: [0, 1]), Section(id: "Done", items: [2, 3])])
        let before = list.ids
        list.sections[0].items.removeLast()
        list.sections[1].items.insert(1, at: 0)
        let after = list.ids
        guard let (from, to) = RowPlace.onlyMove(from: before, to: after) else {
            Issue.record("no move found from \(before) to \(after)")
            return
        }
        var written: [[[Int]]] = []
        let asItWas = IdentifierList<Int>(
            sectionNames: { ["To do", "Done"] }, items: { before }, label: { list.names[$0] ?? "" }, write: { written.append($0) })
        list.update(asItWas, settings: ListSettings(label: asItWas.labelKeyPath, announcer: .english), undo: list.undo)
        let records = list.recording { list.driver.send(.moveRow(from: from, to: to)) }
        #expect(written == [after], "the write is handed what the snapshot already holds")
        #expect(list.writes == 0)
        #expect(records == [.registered("Move Jay"), .scrolled(1), .focused(1)])
        #expect(list.spoken() == ["Moved to Done. Above Swan. At top."])
        list.update()
        list.undoLatest()
        #expect(list.ids == before)
    }

    /// A row put back where it was, places outside the list, a section that does not exist,
    /// and absurd offsets do nothing and say nothing.
    @Test func strangePlacesDoNothing() {
        let list = DataSourceFixture(.diffable, sections: [Section(id: "To do", items: [0, 1]), Section(id: "Done", items: [2])])
        let places = [
            (RowPlace(section: 0, row: 1), RowPlace(section: 0, row: 1)),
            (RowPlace(section: 0, row: 2), RowPlace(section: 0, row: 0)),
            (RowPlace(section: 2, row: 0), RowPlace(section: 0, row: 0)),
            (RowPlace(section: 0, row: 0), RowPlace(section: 2, row: 0)),
            (RowPlace(section: 0, row: 0), RowPlace(section: 1, row: 2)),
            (RowPlace(section: 0, row: -1), RowPlace(section: 0, row: 0)),
            (RowPlace(section: 0, row: 0), RowPlace(section: 0, row: Int.min)),
            (RowPlace(section: Int.max, row: Int.max), RowPlace(section: Int.min, row: 0)),
        ]
        for (from, to) in places {
            #expect(list.recording { list.driver.send(.moveRow(from: from, to: to)) }.isEmpty, "\(from) to \(to)")
        }
        #expect(list.ids == [[0, 1], [2]])
        #expect(list.spoken().isEmpty)
    }

    /// Every split of up to four items into one, two or three sections (empty ones included),
    /// every row and every place it can go: each list shape (a diffable data source; in one
    /// section a plain one and a binding; in more, nested and flat sections) shows what the
    /// table view shows, in one write, and one undo gives the rows back.
    @Test func everyRowDragMatchesTheTableView() {
        var cases = 0
        for sectionCount in 1...3 {
            for sizes in BirdSection.everySplit(maxItems: 4, sectionCount: sectionCount) {
                let start = BirdSection.split(sizes)
                let rows = ids(start)
                for fromSection in rows.indices {
                    for fromRow in rows[fromSection].indices {
                        for toSection in rows.indices {
                            let room = rows[toSection].count - (toSection == fromSection ? 1 : 0)
                            for toRow in 0...room {
                                cases += 1
                                let from = RowPlace(section: fromSection, row: fromRow)
                                let to = RowPlace(section: toSection, row: toRow)
                                check(start, from: from, to: to, expected: reference(rows, from: from, to: to))
                            }
                        }
                    }
                }
            }
        }
        #expect(cases > 500)
    }

    /// A change the view made itself is told as the one row that moved: for every split of up
    /// to four items into up to three sections and every single move, the places found give
    /// the same rows again; two rows moved, an item replaced, added or gone, the sections
    /// changed or nothing changed give none.
    @Test func theOneRowThatMovedIsFound() {
        var cases = 0
        for sectionCount in 1...3 {
            for sizes in BirdSection.everySplit(maxItems: 4, sectionCount: sectionCount) {
                let rows = ids(BirdSection.split(sizes))
                #expect(RowPlace.onlyMove(from: rows, to: rows) == nil)
                for fromSection in rows.indices {
                    for fromRow in rows[fromSection].indices {
                        for toSection in rows.indices {
                            let room = rows[toSection].count - (toSection == fromSection ? 1 : 0)
                            for toRow in 0...room {
                                let after = reference(rows, from: RowPlace(section: fromSection, row: fromRow),
                                                      to: RowPlace(section: toSection, row: toRow))
                                guard after != rows else { continue }
                                cases += 1
                                guard let found = RowPlace.onlyMove(from: rows, to: after) else {
                                    Issue.record("\(rows) → \(after): no move found")
                                    continue
                                }
                                #expect(reference(rows, from: found.from, to: found.to) == after, "\(rows) → \(after)")
                            }
                        }
                    }
                }
            }
        }
        #expect(cases > 300)
        #expect(RowPlace.onlyMove(from: [[0, 1, 2, 3]], to: [[3, 1, 2, 0]]) == nil, "two rows swapped")
        #expect(RowPlace.onlyMove(from: [[0, 1, 2, 3]], to: [[1, 0, 3, 2]]) == nil, "two pairs swapped")
        #expect(RowPlace.onlyMove(from: [[0, 1]], to: [[0, 9]]) == nil, "an item replaced")
        #expect(RowPlace.onlyMove(from: [[0, 1]], to: [[0, 1, 2]]) == nil, "an item added")
        #expect(RowPlace.onlyMove(from: [[0, 1], [2]], to: [[0, 1, 2]]) == nil, "a section gone")
        #expect(RowPlace.onlyMove(from: [[0], [1, 2]], to: [[0, 1], [2]]).map { [$0.from, $0.to] }
            == [RowPlace(section: 1, row: 0), RowPlace(section: 0, row: 1)])
    }

    private func check(_ start: [BirdSection], from: RowPlace, to: RowPlace, expected: [[Int]]) {
        let rows = ids(start)
        let moved = expected != rows
        let label = "\(rows): \(from) to \(to)"
        let sections = start.map { Section(id: $0.title, items: $0.birds.map(\.id)) }
        var shapes: [(name: String, send: () -> Void, ids: () -> [[Int]], undo: () -> Void, steps: () -> Int)] = []
        let diffable = DataSourceFixture(.diffable, sections: sections)
        shapes.append(("diffable", { diffable.driver.send(.moveRow(from: from, to: to)) }, { diffable.ids },
                       { diffable.undoLatest() }, { diffable.undo.registry.undoCount }))
        if start.count == 1 {
            let plain = DataSourceFixture(.plain, sections: sections)
            shapes.append(("plain", { plain.driver.send(.moveRow(from: from, to: to)) }, { plain.ids },
                           { plain.undoLatest() }, { plain.undo.registry.undoCount }))
            let binding = BirdListFixture(start[0].birds)
            shapes.append(("binding", { binding.driver.send(.moveRow(from: from, to: to)) }, { [binding.ids] },
                           { binding.undoLatest() }, { binding.undo.registry.undoCount }))
        } else {
            let nested = ShelvesFixture(start)
            shapes.append(("nested", { nested.driver.send(.moveRow(from: from, to: to)) }, { self.ids(nested.shelves) },
                           { nested.undoLatest() }, { nested.undo.registry.undoCount }))
            let flat = FlatShelvesFixture(start)
            shapes.append(("flat", { flat.driver.send(.moveRow(from: from, to: to)) }, { self.ids(flat.shown) },
                           { flat.undoLatest() }, { flat.undo.registry.undoCount }))
        }
        for shape in shapes {
            shape.send()
            #expect(shape.ids() == expected, "\(shape.name) \(label)")
            #expect(shape.steps() == (moved ? 1 : 0), "\(shape.name) \(label)")
            guard moved else { continue }
            shape.undo()
            #expect(shape.ids() == rows, "\(shape.name) undo \(label)")
        }
        #expect(diffable.writes == (moved ? 2 : 0), "diffable \(label): the move and its undo, one write each")
    }
}
