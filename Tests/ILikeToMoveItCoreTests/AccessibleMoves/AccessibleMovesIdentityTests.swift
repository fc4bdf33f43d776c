@testable import ILikeToMoveItCore
import Testing

/// How `AccessibleMoves` identifies items (by `id`, or by value for `Hashable` lists) and
/// places transfers, as the SwiftUI modifiers use it.
@Suite struct AccessibleMovesIdentityTests {
    /// A list of `Hashable` values is identified by value; of equal values, the first moves.
    @Test func equalValuesMoveTheFirstOfThem() throws {
        var names = ["Robin", "Jay", "Robin", "Swan"]
        var moves = AccessibleMoves<String, String>(id: \.self, label: \.self, announcer: .english)
        let step = moves.perform(.item("Robin", .down), on: &names)
        #expect(names == ["Jay", "Robin", "Robin", "Swan"])
        #expect(step.text == "Moved down. Below Jay.")
        #expect(step.focus == "Robin")
        moves.perform(try #require(step.inverse), on: &names)
        #expect(names == ["Robin", "Jay", "Robin", "Swan"])
    }

    /// A drop target turns into the identity the transferred item goes in front of.
    @Test(arguments: [
        (DropTarget<Int>.start, 7 as Int?),
        (.end, nil),
        (.before(8), 8),
        (.after(7), 8),
        (.after(9), nil),
        (.index(1), 8),
        (.index(-3), 7),
        (.index(99), nil),
    ])
    func dropTargetsBecomeAnchors(target: DropTarget<Int>, anchor: Int?) {
        let other = FlockBird.flock(10).suffix(3)  // ids 7, 8, 9
        let request = MoveRequest<Int>.transfer(0, to: target, in: other, identifiedBy: \.id, announcement: "Moved.")
        #expect(request == .transfer(0, before: anchor, announcement: "Moved."))
    }

    /// A transfer never duplicates: an item the other list already has stays put.
    @Test func aTransferNeverDuplicates() {
        var left = FlockBird.flock(3)
        var right = [FlockBird.flock(3)[1]]
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        let step = moves.perform(.transfer(1, before: nil, announcement: "Moved."), on: &left, other: &right)
        #expect(step.isEmpty && step.inverse == nil && step.text == "Not moved.")
        #expect(left == FlockBird.flock(3) && right.map(\.id) == [1])
        // Without the other list, a transfer does nothing.
        let alone = moves.perform(.transfer(0, before: nil, announcement: "Moved."), on: &left)
        #expect(alone.isEmpty && left == FlockBird.flock(3))
    }
}
