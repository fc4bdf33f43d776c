import Foundation
@testable import ILikeToMoveItCore
import Testing

/// Every list shape is one session: a list written back (with transfers to another list), a
/// list the app reorders itself (`onMove`'s shape), and sections.
@MainActor
@Suite struct ListSessionShapesTests {
    @Test func aTransferWritesTheListThatLosesTheItemFirstAndIsUndoneTheOtherWayRound() {
        let list = BirdListFixture(FlockBird.flock(3), other: [FlockBird(id: 7, name: "Owl")])
        let records = list.perform(.transfer(0), on: 1)
        #expect(records == [
            .wrote([0, 2], live: false), .wroteOther([7, 1]), .registered("Move Jay"), .scrolled(2), .focused(2),
        ])
        #expect(BirdListFixture.posted(list.advance(by: 1)) == ["Moved to Favourites."])
        let undone = list.undoLatest()
        #expect(undone.prefix(3) == [.wroteOther([7]), .wrote([0, 1, 2], live: false), .registered("Move Jay")])
        #expect(list.undo.registry.redoActionName == "Move Jay")
        list.redoLatest()
        #expect(list.ids == [0, 2])
        #expect(list.other.map(\.id) == [7, 1])
    }

    @Test func aTransferToAListThatIsNotThereAsksNothing() {
        let list = BirdListFixture(FlockBird.flock(3))
        #expect(list.perform(.transfer(1), on: 1).isEmpty)
        #expect(list.perform(.transfer(-1), on: 1).isEmpty)
        #expect(list.ids == [0, 1, 2])
    }

    /// A list the app reorders itself gets each move in `onMove`'s shape, and its undo is
    /// worked out on the list as the app has it when the user undoes.
    @Test func anOnMoveListHandsTheAppItsMovesAndUndoesOnTheLatestItems() {
        var chores = FlockBird.flock(4)
        var handed: [(IndexSet, Int)] = []
        func list() -> OnMoveList<[FlockBird], Int> {
            OnMoveList(items: chores) { source, destination in
                handed.append((source, destination))
                chores = referenceMove(chores, fromOffsets: source, toOffset: destination)
            }
        }
        let undo = UndoRegistry()
        let hands = RecordingHands(now: { 0 }) { _ in }
        let driver = ListSessionDriver(hands: hands, timers: VirtualTimers())
        let settings = ListSettings(label: \FlockBird.name, announcer: .english)
        driver.update(SessionListBox(list(), moves: AccessibleMoves(id: \.id)), settings: settings, undo: undo)
        driver.move(.list(.toTop), on: AnyHashable(3))
        #expect(handed.map(\.0) == [IndexSet(integer: 3)] && handed.map(\.1) == [0])
        #expect(chores.map(\.id) == [3, 0, 1, 2])
        #expect(undo.undoActionName == "Move Crow")
        // The app's list changes (another device adds a chore); SwiftUI updates the view.
        chores.append(FlockBird(id: 9, name: "Heron"))
        driver.update(SessionListBox(list(), moves: AccessibleMoves(id: \.id)), settings: settings, undo: undo)
        undo.undo()
        #expect(chores.map(\.id) == [0, 1, 2, 3, 9], "Crow goes back to offset 3 of the list as it is now")
        #expect(undo.redoActionName == "Move Crow")
    }

    /// Sections: a row moves within and across sections, and "Move to <section>" puts the item
    /// at the bottom of that section, as a transfer puts an item at the end of another list.
    @Test func aSectionedListMovesThroughItsSectionsAndToTheBottomOfAnother() throws {
        var shelves = BirdSection.split([2, 0, 2])
        typealias Shelves = SectionsList<[BirdSection], [FlockBird], Int>
        let list = SessionListBox(
            Shelves(get: { shelves }, set: { shelves = $0 }, items: \.birds, name: \.title), moves: AccessibleMoves(id: \.id))
        var session = ListSession()
        let settings = ListSettings(label: \FlockBird.name, announcer: .english)
        #expect(session.rowSetup(of: list, settings: settings).sectionNames == shelves.map(\.title))
        #expect(session.section(of: AnyHashable(3), in: list) == 2)
        let menu = session.rowSetup(of: list, settings: settings)
            .menu(rowActions: [.up, .down], section: session.section(of: AnyHashable(0), in: list), strings: .english)
        #expect(menu.map(\.name) == [.text("Move up"), .text("Move down"), .text("Move to \(shelves[1].title)"),
                                     .text("Move to \(shelves[2].title)")])
        let effects = session.decide(.move(.transfer(2), on: 0), in: list, settings: settings).effects
        #expect(shelves.map { $0.birds.map(\.id) } == [[1], [], [2, 3, 0]])
        // The undo puts Robin back before Jay, which followed it, in a section of its old name.
        let undo = ListUndo(ListRequest(MoveRequest<Int>(.placeInSection(
            0, MovePlacement(after: nil, before: 1, offset: 0), section: shelves[0].title, index: 0))), for: Int.self)
        #expect(effects.first == .registerUndo(undo, actionName: "Move Robin"))
        session.decide(.update, in: list, settings: settings)
        #expect(session.section(of: AnyHashable(0), in: list) == 2, "the index is read again after the list changed")
        session.decide(.undo(undo), in: list, settings: settings)
        #expect(shelves.map { $0.birds.map(\.id) } == [[0, 1], [], [2, 3]])
    }
}
