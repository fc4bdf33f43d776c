@testable import ILikeToMoveItCore
import Testing

/// Undo and redo by identity, when the app changed its list between a move and its undo: each
/// moved item goes back right after the item that preceded it, else right before the item
/// that followed it, else to its old offset, clamped; a selection's undo moves only the items
/// that moved; sections and other lists are found by identity.
@MainActor
@Suite struct UndoSurvivesTheAppTests {
    /// A selection moved down, then the app moved another item to the top: the undo moves only
    /// the selection, back before the item that followed it, and keeps the app's reorder.
    @Test func aSelectionUndoKeepsTheAppsOwnReorder() throws {
        let fixture = BirdListFixture(FlockBird.flock(5))
        fixture.settings.selection = ListSelection([0, 1] as Set<Int>)
        fixture.update()
        fixture.act(.down, on: 0)
        #expect(fixture.ids == [2, 0, 1, 3, 4])
        // The app moves Goose to the top (its own onMove, a sort).
        fixture.birds.insert(fixture.birds.remove(at: 4), at: 0)
        fixture.update()
        #expect(fixture.ids == [4, 2, 0, 1, 3])
        fixture.undoLatest()
        #expect(fixture.ids == [4, 0, 1, 2, 3], "only Robin and Jay go back, together, before Swan")
        fixture.redoLatest()
        #expect(fixture.ids == [4, 2, 0, 1, 3], "the redo puts them back after Swan")
    }

    /// The undo name of a selection move counts the items that changed place, as the
    /// announcement does.
    @Test func aSelectionUndoIsNamedForTheItemsThatMoved() throws {
        let fixture = BirdListFixture(FlockBird.flock(4))
        fixture.settings.selection = ListSelection([0, 2] as Set<Int>)
        fixture.update()
        // Robin is at the top already; only Swan moves up to join it.
        let records = fixture.act(.toTop, on: 2)
        #expect(fixture.ids == [0, 2, 1, 3])
        #expect(records.contains(.registered("Move 1 item")), "\(records)")
        #expect(fixture.undo.registry.undoActionName == "Move 1 item")
        fixture.advance(by: 5)
        let undone = fixture.undoLatest()
        #expect(fixture.ids == [0, 1, 2, 3])
        #expect(undone.contains(.registered("Move 1 item")), "the redo's name counts the same item: \(undone)")
    }

    /// An item moved up, then the app inserted a row above it: the undo puts it back after the
    /// item that preceded it, not at its old offset (which would be one place off).
    @Test func anInsertAboveDoesNotShiftTheUndo() throws {
        let fixture = BirdListFixture(FlockBird.flock(4))
        fixture.act(.up, on: 3)
        #expect(fixture.ids == [0, 1, 3, 2])
        fixture.birds.insert(FlockBird(id: 9, name: "Owl"), at: 0)
        fixture.update()
        fixture.undoLatest()
        #expect(fixture.ids == [9, 0, 1, 2, 3])
        fixture.redoLatest()
        #expect(fixture.ids == [9, 0, 1, 3, 2])
    }

    /// The item that preceded the moved one is gone: the undo puts it before the item that
    /// followed it; both are gone: at its old offset, clamped.
    @Test func theUndoFallsBackToTheFollowerThenTheOffset() throws {
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        var birds = FlockBird.flock(5)
        let step = moves.perform(.item(2, .toTop), on: &birds)          // 2 0 1 3 4
        var edited = birds.filter { $0.id != 1 }                          // 2 0 3 4
        edited.insert(FlockBird(id: 9, name: "Owl"), at: 2)               // 2 0 9 3 4
        moves.perform(try #require(step.inverse), on: &edited)
        #expect(edited.map(\.id) == [0, 9, 2, 3, 4], "before Crow, which followed it")
        var bare = birds.filter { ![1, 3].contains($0.id) }               // 2 0 4
        moves.perform(try #require(step.inverse), on: &bare)
        #expect(bare.map(\.id) == [0, 4, 2], "at offset 2, clamped to the end")
    }

    /// A move to another section, then the app inserted a section above: the undo finds the
    /// item's old section by its neighbour, not by index.
    @Test func aSectionUndoFindsItsSectionByIdentity() throws {
        var shelves = BirdSection.split([2, 2])                          // To do: 0 1 | Doing: 2 3
        typealias Shelves = SectionsList<[BirdSection], [FlockBird], Int>
        let list = SessionListBox(
            Shelves(get: { shelves }, set: { shelves = $0 }, items: \.birds, name: \.title), moves: AccessibleMoves(id: \.id))
        var session = ListSession()
        let settings = ListSettings(label: \FlockBird.name, announcer: .english)
        let effects = session.decide(.move(.transfer(1), on: 1), in: list, settings: settings).effects
        #expect(shelves.map { $0.birds.map(\.id) } == [[0], [2, 3, 1]])
        guard case let .registerUndo(undo, _)? = effects.first else {
            Issue.record("no undo registered: \(effects)")
            return
        }
        shelves.insert(BirdSection(title: "Later", birds: [FlockBird(id: 9, name: "Owl")]), at: 0)
        session.decide(.undo(undo), in: list, settings: settings)
        #expect(shelves.map { $0.birds.map(\.id) } == [[9], [0, 1], [2, 3]], "back after Robin, in To do")
    }

    /// The item was alone in its section: the undo finds the section by its name.
    @Test func aLoneItemGoesBackToTheSectionOfItsName() throws {
        var shelves = BirdSection.split([1, 2])                          // To do: 0 | Doing: 1 2
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        let step = moves.perform(.item(0, toSection: 1), in: &shelves, items: \.birds, name: \.title)
        #expect(shelves.map { $0.birds.map(\.id) } == [[], [1, 2, 0]])
        shelves.insert(BirdSection(title: "Later", birds: []), at: 0)
        let undone = moves.perform(try #require(step.inverse), in: &shelves, items: \.birds, name: \.title)
        #expect(shelves.map { $0.birds.map(\.id) } == [[], [0], [1, 2]])
        #expect(undone.text == "Moved to To do. At top.")
    }

    /// An item sent to another list comes back from whichever other list holds it now, so
    /// the app reordering its other lists does not send the undo to the wrong one.
    @Test func aTransferComesBackFromTheListThatHoldsIt() throws {
        var left = FlockBird.flock(3)
        var first: [FlockBird] = []
        var second = [FlockBird(id: 7, name: "Wren")]
        typealias List = ItemsList<[FlockBird], Int>
        func transfer(_ get: @escaping () -> [FlockBird], _ set: @escaping ([FlockBird]) -> Void) -> List.Transfer {
            List.Transfer(get: get, set: set, placement: .end, announcement: "Moved.", identify: \.id)
        }
        let toFirst = transfer({ first }, { first = $0 })
        let toSecond = transfer({ second }, { second = $0 })
        let list = SessionListBox(
            List(get: { left }, set: { items, _ in left = items }, transfers: [toFirst, toSecond]), moves: AccessibleMoves(id: \.id))
        var session = ListSession()
        let settings = ListSettings(label: \FlockBird.name, announcer: .english)
        let effects = session.decide(.move(.transfer(0), on: 1), in: list, settings: settings).effects
        #expect(left.map(\.id) == [0, 2] && first.map(\.id) == [1])
        guard case let .registerUndo(undo, _)? = effects.first else {
            Issue.record("no undo registered: \(effects)")
            return
        }
        // The app shows its other lists in the other order now.
        list.list = List(get: { left }, set: { items, _ in left = items }, transfers: [toSecond, toFirst])
        session.decide(.undo(undo), in: list, settings: settings)
        #expect(left.map(\.id) == [0, 1, 2] && first.isEmpty && second.map(\.id) == [7])
    }

    /// A placement with an absurd offset, with or without neighbours to find, puts the item at
    /// a clamped place and loses nothing.
    @Test(arguments: [Int.min, -1, 2, Int.max])
    func absurdOffsetsAreClamped(offset: Int) {
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        for placement in [MovePlacement(after: 9, before: 8, offset: offset), MovePlacement(after: 0, before: nil, offset: offset),
                          MovePlacement(after: nil, before: 1, offset: offset)] {
            var birds = FlockBird.flock(4)
            moves.perform(MoveRequest(.place(3, placement)), on: &birds)
            #expect(birds.map(\.id).sorted() == [0, 1, 2, 3], "\(placement)")
            let run = MoveRun(items: [3, 1], placement: placement)
            moves.perform(MoveRequest(.restore([run, run], focus: 3)), on: &birds)
            #expect(birds.map(\.id).sorted() == [0, 1, 2, 3], "\(placement)")
        }
    }
}
