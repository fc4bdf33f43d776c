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
        // The items still there take back their old relative order (0 2 3 4) in the places
        // they hold; the new item stays where it was put.
        #expect(birds.map(\.id) == [0, 9, 2, 3, 4])
    }

    @Test mutating func aTransferComesBackInFrontOfItsOldFollowerOrAtTheEnd() throws {
        var left = FlockBird.flock(4)
        var right: [FlockBird] = []
        let step = moves.perform(.transfer(1, before: nil, announcement: "Moved."), on: &left, other: &right)
        left.removeAll { $0.id == 2 }                                      // its follower is gone
        let back = moves.perform(try #require(step.inverse), on: &left, other: &right)
        #expect(left.map(\.id) == [0, 3, 1] && right.isEmpty)
        #expect(back.focus == 1)
        // The undo says that the item came back, and next to what: it is last, after Crow.
        #expect(back.text == "Moved back. Below Crow. At bottom.")
    }
}
