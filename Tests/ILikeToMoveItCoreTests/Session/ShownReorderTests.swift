import Foundation
@testable import ILikeToMoveItCore
import Testing

/// The list's own drags in edit mode counted among the rows a `ForEach` shows
/// (`ListEvent.reorderShown`): a section's `ForEach` in a sectioned list, or a part of a list.
/// The rows are named by identity, so the drag moves them where they stand in the list.
@MainActor
@Suite struct ShownReorderTests {
    private func ids(_ shelves: [BirdSection]) -> [[Int]] { shelves.map { $0.birds.map(\.id) } }

    /// Goose is dragged above Crow in the second section's `ForEach`: one step, named after
    /// Goose, undone and redone by identity.
    @Test func aDragInASectionIsOneStepOfThatSection() {
        let shelves = ShelvesFixture(BirdSection.split([3, 2]))
        let records = shelves.recording { shelves.driver.send(.reorderShown([1], to: 0, among: [3, 4])) }
        #expect(ids(shelves.shelves) == [[0, 1, 2], [4, 3]])
        #expect(records.contains(.registered("Move Goose")))
        #expect(records.contains(.focused(4)))
        shelves.undoLatest()
        #expect(ids(shelves.shelves) == [[0, 1, 2], [3, 4]])
        shelves.redoLatest()
        #expect(ids(shelves.shelves) == [[0, 1, 2], [4, 3]])
    }

    /// The same in sections the app keeps flat: the item moves in the array within its
    /// section, and keeps its status.
    @Test func aDragInAFlatSectionKeepsTheStatus() {
        let flat = FlatShelvesFixture(BirdSection.split([2, 3]))
        flat.driver.send(.reorderShown([2], to: 0, among: [2, 3, 4]))
        #expect(ids(flat.shown) == [[0, 1], [4, 2, 3]])
        #expect(flat.birds.first { $0.id == 4 }?.status == "Doing")
        flat.undoLatest()
        #expect(ids(flat.shown) == [[0, 1], [2, 3, 4]])
    }

    /// A `ForEach` over a part of the list: the rows it names move among the others by
    /// identity, the rows it does not show keep their places.
    @Test func aDragAmongSomeRowsOfAListMovesThemByIdentity() {
        let list = BirdListFixture(FlockBird.flock(5))
        list.driver.send(.reorderShown([1], to: 0, among: [1, 3]))
        #expect(list.ids == [0, 3, 1, 2, 4], "Crow goes just above Jay")
        #expect(list.undo.registry.undoActionName == "Move Crow")
        list.undoLatest()
        #expect(list.ids == [0, 1, 2, 3, 4])
    }

    /// Several rows dragged at once in a section are placed one after another, a step each,
    /// and each is undone in turn.
    @Test func severalRowsInASectionArePlacedOneAfterAnother() {
        let shelves = ShelvesFixture(BirdSection.split([4, 1]))
        shelves.driver.send(.reorderShown([0, 2], to: 4, among: [0, 1, 2, 3]))
        #expect(ids(shelves.shelves) == [[1, 3, 0, 2], [4]])
        #expect(shelves.undo.registry.undoCount == 2)
        shelves.undoLatest()
        shelves.undoLatest()
        #expect(ids(shelves.shelves) == [[0, 1, 2, 3], [4]])
    }

    /// Identities of another type than the list's, or offsets outside the rows shown, do
    /// nothing.
    @Test func strangeRowsDoNothing() {
        let list = BirdListFixture(FlockBird.flock(3))
        #expect(list.recording { list.driver.send(.reorderShown([0], to: 2, among: ["a", "b"])) }.isEmpty)
        #expect(list.recording { list.driver.send(.reorderShown([5], to: 0, among: [0, 1, 2])) }.isEmpty)
        #expect(list.ids == [0, 1, 2])
    }

    /// The driver names a row the `ForEach` shows by the list's identity, and nothing that is
    /// not an item of the list.
    @Test func theDriverIdentifiesTheRowsItIsShown() {
        let list = BirdListFixture(FlockBird.flock(2))
        #expect(list.driver.identity(of: FlockBird(id: 7, name: "Heron")) == AnyHashable(7))
        #expect(list.driver.identity(of: 7) == nil)
        #expect(list.driver.identity(of: "Heron") == nil)
    }

    /// Every split of up to four items into two sections, every section, every row and every
    /// destination of one row: the section becomes what `onMove` makes of it, the other
    /// section is untouched, and one undo gives the sections back; the same in flat sections.
    @Test func everyOneRowDragMatchesOnMove() {
        var cases = 0
        for sizes in BirdSection.everySplit(maxItems: 4, sectionCount: 2) {
            let start = BirdSection.split(sizes)
            for (section, shelf) in start.enumerated() {
                let shownIDs = shelf.birds.map(\.id)
                for offset in shownIDs.indices {
                    for destination in 0...shownIDs.count {
                        cases += 1
                        var expected = ids(start)
                        expected[section] = referenceMove(shownIDs, fromOffsets: [offset], toOffset: destination)
                        let among = shownIDs.map { AnyHashable($0) }
                        let nested = ShelvesFixture(start)
                        nested.driver.send(.reorderShown([offset], to: destination, among: among))
                        #expect(ids(nested.shelves) == expected, "\(sizes) section \(section): \(offset) to \(destination)")
                        let flat = FlatShelvesFixture(start)
                        flat.driver.send(.reorderShown([offset], to: destination, among: among))
                        #expect(ids(flat.shown) == expected, "flat \(sizes) section \(section): \(offset) to \(destination)")
                        guard expected != ids(start) else {
                            #expect(nested.undo.registry.undoCount == 0)
                            continue
                        }
                        nested.undoLatest()
                        flat.undoLatest()
                        #expect(ids(nested.shelves) == ids(start))
                        #expect(ids(flat.shown) == ids(start))
                    }
                }
            }
        }
        #expect(cases > 50)
    }
}
