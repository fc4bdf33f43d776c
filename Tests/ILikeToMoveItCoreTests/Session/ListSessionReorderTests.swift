import Foundation
@testable import ILikeToMoveItCore
import Testing

/// The list's own drags in edit mode (`onMove`'s offsets, `ListEvent.reorder`) are steps of the
/// list's session like a row's move: written, registered for undo under the rows' names,
/// focused and said; undone by identity whatever the app did in between.
@MainActor
@Suite struct ListSessionReorderTests {
    @Test func aDragOfOneRowIsOneStepNamedAfterItsItem() {
        let list = BirdListFixture(FlockBird.flock(4))
        let records = list.recording { list.driver.send(.reorder([3], to: 1)) }
        #expect(records == [.wrote([0, 3, 1, 2], live: false), .registered("Move Crow"), .scrolled(3), .focused(3)])
        #expect(BirdListFixture.posted(list.advance(by: 1)).count == 1, "the move is said once focus settles")
        list.undoLatest()
        #expect(list.ids == [0, 1, 2, 3])
        #expect(list.undo.registry.redoActionName == "Move Crow")
        list.redoLatest()
        #expect(list.ids == [0, 3, 1, 2])
    }

    @Test func aDragOfSeveralRowsPutsThemTogetherAndIsOneStepNamedByTheirCount() {
        let list = BirdListFixture(FlockBird.flock(5))
        list.driver.send(.reorder([0, 2], to: 4))
        #expect(list.ids == [1, 3, 0, 2, 4])
        #expect(list.undo.registry.undoActionName == "Move 2 items")
        list.undoLatest()
        #expect(list.ids == [0, 1, 2, 3, 4])
        #expect(list.undo.registry.redoActionName == "Move 2 items")
    }

    /// Robin and Swan are dragged above Jay; Robin keeps its place, so the step moved Swan
    /// alone, and its undo leaves Robin where the app has put it since.
    @Test func aDraggedRowThatKeepsItsPlaceIsNotPartOfTheStep() {
        let list = BirdListFixture(FlockBird.flock(4))
        list.driver.send(.reorder([0, 2], to: 1))
        #expect(list.ids == [0, 2, 1, 3])
        #expect(list.undo.registry.undoActionName == "Move Swan")
        list.birds.append(list.birds.removeFirst())                      // the app moves Robin to the end
        list.update()
        list.undoLatest()
        #expect(list.ids == [1, 2, 3, 0])
    }

    /// Robin and Owl are dragged with the two rows between them that keep their places: the
    /// step moves Robin and Owl, each back by its own neighbours on undo.
    @Test func aDragWhoseMovedRowsEndApartIsOneStepOfThoseRows() {
        let list = BirdListFixture(FlockBird.flock(8))
        list.driver.send(.reorder([0, 2, 3, 7], to: 2))
        #expect(list.ids == [1, 0, 2, 3, 7, 4, 5, 6])
        #expect(list.undo.registry.undoActionName == "Move 2 items")
        list.birds.insert(FlockBird(id: 9, name: "Heron"), at: 0)
        list.update()
        list.undoLatest()
        #expect(list.ids == [9, 0, 1, 2, 3, 4, 5, 6, 7])
    }

    /// The app inserts a row at the top after the drag: the undo puts Crow back after Swan,
    /// the item that preceded it, not at its old offset.
    @Test func theUndoOfADragFindsItsNeighboursByIdentity() {
        let list = BirdListFixture(FlockBird.flock(4))
        list.driver.send(.reorder([3], to: 0))
        #expect(list.ids == [3, 0, 1, 2])
        list.birds.insert(FlockBird(id: 9, name: "Heron"), at: 0)
        list.update()
        list.undoLatest()
        #expect(list.ids == [9, 0, 1, 2, 3])
    }

    @Test func aDragThatLeavesTheOrderAsItWasRegistersNothing() {
        let list = BirdListFixture(FlockBird.flock(4))
        for destination in [1, 2] {
            list.driver.send(.reorder([1], to: destination))
        }
        #expect(list.ids == [0, 1, 2, 3])
        #expect(!list.undo.registry.canUndo)
    }

    @Test func offsetsOutsideTheListAreIgnoredAndTheDestinationIsClamped() {
        let list = BirdListFixture(FlockBird.flock(3))
        #expect(list.recording { list.driver.send(.reorder([], to: 0)) }.isEmpty)
        #expect(list.recording { list.driver.send(.reorder([7, 99], to: 0)) }.isEmpty)
        list.driver.send(.reorder([0, 99], to: .max))
        #expect(list.ids == [1, 2, 0])
        list.driver.send(.reorder([2], to: .min))
        #expect(list.ids == [0, 1, 2])
    }

    /// Every drag of every subset of up to five rows to every destination gives the order
    /// `move(fromOffsets:toOffset:)` gives, and its undo gives the order before.
    @Test func everyDragMatchesOnMoveAndIsUndoneExactly() {
        for count in 1...5 {
            for mask in 1..<(1 << count) {
                let offsets = IndexSet((0..<count).filter { mask & (1 << $0) != 0 })
                for destination in 0...count {
                    let list = BirdListFixture(FlockBird.flock(count))
                    let expected = referenceMove(list.birds, fromOffsets: offsets, toOffset: destination).map(\.id)
                    list.driver.send(.reorder(offsets, to: destination))
                    #expect(list.ids == expected, "\(Array(offsets)) to \(destination) of \(count)")
                    if list.undo.registry.canUndo {
                        list.undoLatest()
                        #expect(list.ids == Array(0..<count), "undo of \(Array(offsets)) to \(destination) of \(count)")
                    } else {
                        #expect(expected == Array(0..<count), "a drag that changed the order registered no undo")
                    }
                }
            }
        }
    }

    /// A list kept in a model gets the drag in `onMove`'s shape, through its `perform`.
    @Test func aModelBackedListIsHandedTheDragAndItsUndo() {
        let model = ModelList(FlockBird.flock(4))
        model.driver.send(.reorder([0], to: 3))
        #expect(model.ids == [1, 2, 0, 3])
        #expect(model.calls == 1)
        #expect(model.undo.undoActionName == "Move Robin")
        model.update()
        model.undo.undo()
        #expect(model.ids == [0, 1, 2, 3])
    }

    @Test func aListWithNoOrderToDragIgnoresTheDrag() {
        let driver = ListSessionDriver(hands: RowlessDestination.Hands(), timers: VirtualTimers())
        driver.update(RowlessList.box(), settings: ListSettings(announcer: .english), undo: nil)
        #expect(driver.send(.reorder([0], to: 1)).effects.isEmpty)
    }
}

extension ListSessionReorderTests {
    /// A drag whose moved rows end apart is still one `onMove` call for a list kept in a model,
    /// and so is its undo.
    @Test func aModelBackedListGetsAScatteredDragAsOneCall() {
        let model = ModelList(FlockBird.flock(8))
        model.driver.send(.reorder([0, 2, 3, 7], to: 2))
        #expect(model.ids == [1, 0, 2, 3, 7, 4, 5, 6])
        #expect(model.calls == 1)
        model.update()
        model.undo.undo()
        #expect(model.ids == Array(0..<8))
        #expect(model.calls == 2, "one call puts them back: the rows between move instead")
    }

    /// Robin and Swan are dragged to the end of five: no single move puts them back apart,
    /// so the undo hands the model one call per row, and the list is as it was.
    @Test func theUndoOfAScatteredDragIsOneCallPerGroupForAModel() {
        let model = ModelList(FlockBird.flock(5))
        model.driver.send(.reorder([0, 2, 4], to: 5))
        #expect(model.ids == [1, 3, 0, 2, 4])
        #expect(model.calls == 1)
        model.update()
        model.undo.undo()
        #expect(model.ids == [0, 1, 2, 3, 4])
        #expect(model.calls == 3)
        model.update()
        model.undo.redo()
        #expect(model.ids == [1, 3, 0, 2, 4])
    }
}

/// A list kept in a model (an array the app reorders in `perform`), as the SwiftUI layer drives
/// it: each update hands the driver the app's order as it is then; `calls` counts `perform`.
@MainActor
final class ModelList {
    var chores: [FlockBird]
    private(set) var calls = 0
    let undo = UndoRegistry()
    let driver = ListSessionDriver(hands: RecordingHands(now: { 0 }) { _ in }, timers: VirtualTimers())

    init(_ chores: [FlockBird]) {
        self.chores = chores
        update()
    }

    /// A new update of the view, with the app's order as it is now.
    func update() {
        let list = OnMoveList<[FlockBird], Int>(items: chores) { [unowned self] source, destination in
            calls += 1
            chores = referenceMove(chores, fromOffsets: source, toOffset: destination)
        }
        driver.update(SessionListBox(list, moves: AccessibleMoves(id: \.id)), settings: ListSettings(label: \FlockBird.name, announcer: .english), undo: undo)
    }

    var ids: [Int] { chores.map(\.id) }
}
