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

    /// Labels are read where a struct stores them when the key path names a stored property
    /// (at any offset), and through the key path otherwise: a computed property, a class's
    /// property, the element itself; a label changed between moves is read anew.
    @Test func labelsAreReadWhereverTheKeyPathLeads() {
        struct Card { var id: Int; var flag = false; var title: String; var tag: Double = 0
                      var shout: String { title.uppercased() } }
        final class Ref { let id: Int; let title: String; init(_ id: Int, _ title: String) { self.id = id; self.title = title } }
        var cards = [Card(id: 0, title: "Robin"), Card(id: 1, title: "Jay"), Card(id: 2, title: "Swan")]
        var moves = AccessibleMoves<Card, Int>(id: \.id, label: \.title, announcer: .english)
        #expect(moves.perform(.item(2, .up), on: &cards).text == "Moved up. Above Jay.")
        moves.label = \.shout
        #expect(moves.perform(.item(2, .up), on: &cards).text == "Moved up. Above ROBIN. At top.")
        moves.label = \.title
        let step = moves.perform(.item(1, .toTop), on: &cards)
        #expect(step.text == "Moved up by 2. Above Swan. At top.")
        #expect(moves.unchanged.text.isEmpty && step.subject == .item(label: "Jay"))
        var refs = [Ref(0, "Robin"), Ref(1, "Jay")]
        var refMoves = AccessibleMoves<Ref, Int>(id: \.id, label: \.title, announcer: .english)
        #expect(refMoves.perform(.item(1, .up), on: &refs).text == "Moved up. Above Robin. At top.")
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
