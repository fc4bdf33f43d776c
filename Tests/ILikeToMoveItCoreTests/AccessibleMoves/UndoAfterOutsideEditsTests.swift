@testable import ILikeToMoveItCore
import Testing

/// What an undo does when the app changed the list between the move and its undo: it works
/// by identity, clamps offsets, skips items that are gone, and never loses or duplicates.
@Suite struct UndoAfterOutsideEditsTests {
    var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)

    @Test mutating func anItemGoesBackToItsOffsetClampedToTheShorterList() throws {
        var birds = FlockBird.flock(6)
        let step = moves.perform(.item(5, .toTop), on: &birds)          // 5 0 1 2 3 4
        birds.removeAll { [1, 2, 3].contains($0.id) }                     // 5 0 4
        let undo = moves.perform(try #require(step.inverse), on: &birds)  // place 5 at 5 → last
        #expect(birds.map(\.id) == [0, 4, 5])
        #expect(undo.focus == 5 && undo.text == "Moved down by 2. Below Goose. At bottom.")
    }

    @Test mutating func anItemThatIsGoneIsSkipped() throws {
        var birds = FlockBird.flock(4)
        let step = moves.perform(.item(3, .up), on: &birds)
        birds.removeAll { $0.id == 3 }
        let undo = moves.perform(try #require(step.inverse), on: &birds)
        #expect(birds.map(\.id) == [0, 1, 2])
        #expect(undo.isEmpty && undo.inverse == nil && undo.focus == nil)
    }

    @Test mutating func aSelectionGetsItsOrderBackAroundNewItems() throws {
        var birds = FlockBird.flock(5)
        let step = moves.perform(.selection([3, 4], .toTop), on: &birds)  // 3 4 0 1 2
        birds.insert(FlockBird(id: 9, name: "Owl"), at: 1)                 // 3 9 4 0 1 2
        birds.removeAll { $0.id == 1 }                                     // 3 9 4 0 2
        moves.perform(try #require(step.inverse), on: &birds)
        // Crow and Goose stood together after Swan: they go back there, together; the new
        // item and the others keep their order.
        #expect(birds.map(\.id) == [9, 0, 2, 3, 4])
    }

    @Test mutating func aTransferComesBackAfterItsOldPredecessorOrAtItsOffset() throws {
        var left = FlockBird.flock(4)
        var right: [FlockBird] = []
        let step = moves.perform(.transfer(1, before: nil, announcement: "Moved."), on: &left, other: &right)
        var edited = left.filter { $0.id != 2 }                            // its follower is gone
        var other = right
        let back = moves.perform(try #require(step.inverse), on: &edited, other: &other)
        #expect(edited.map(\.id) == [0, 1, 3] && other.isEmpty, "after Robin, which preceded it")
        #expect(back.focus == 1)
        // The undo says that the item came back, and next to what.
        #expect(back.text == "Moved back. Above Crow.")
        // Both neighbours are gone: it comes back at its old offset, clamped.
        var bare = left.filter { ![0, 2].contains($0.id) }
        let clamped = moves.perform(try #require(step.inverse), on: &bare, other: &right)
        #expect(bare.map(\.id) == [3, 1] && right.isEmpty)
        #expect(clamped.text == "Moved back. Below Crow. At bottom.")
    }
}
