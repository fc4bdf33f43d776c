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

    /// Items that share an identity move alike wherever the moves read it: in an array's
    /// storage at the identity's offset, in an array's storage through a closure, or through
    /// a collection that is not contiguous. Every action on every item of every list of up to
    /// five items drawn from two identities, twice in a row (the second move starts from where
    /// the first left its item, unless it passed its twin), then the undo of both, alike.
    @Test func twinsMoveAlikeInABufferAndInACollection() {
        struct Tag: Identifiable, Equatable { var id: Int; var name: String }
        let actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom, .up(2), .down(2)]
        for length in 1...5 {
            for pattern in 0..<(1 << length) {
                let tags = (0..<length).map { Tag(id: pattern >> $0 & 1, name: "\($0)") }
                for action in actions {
                    for id in Set(tags.map(\.id)) {
                        var byOffset = tags, byClosure = tags, shelf = Shelf(tags)
                        var offsetMoves = AccessibleMoves<Tag, Int>(id: \.id, label: \.name, announcer: .english)
                        var closureMoves = AccessibleMoves<Tag, Int>(label: \.name, announcer: .english)
                        var shelfMoves = AccessibleMoves<Tag, Int>(label: \.name, announcer: .english)
                        var steps: [(MoveStep<Int>, MoveStep<Int>, MoveStep<Int>)] = []
                        for _ in 0..<2 {
                            let step = (offsetMoves.perform(.item(id, action), on: &byOffset),
                                        closureMoves.perform(.item(id, action), on: &byClosure),
                                        shelfMoves.perform(.item(id, action), on: &shelf))
                            let context = "\(action) of \(id) in \(tags.map(\.id))"
                            #expect(byOffset == byClosure && byClosure == shelf.elements, "\(context)")
                            #expect(step.0.text == step.1.text && step.1.text == step.2.text, "\(context)")
                            #expect(step.0.inverse == step.1.inverse && step.1.inverse == step.2.inverse, "\(context)")
                            steps.append(step)
                        }
                        for step in steps.reversed() {
                            if let inverse = step.0.inverse { offsetMoves.perform(inverse, on: &byOffset) }
                            if let inverse = step.1.inverse { closureMoves.perform(inverse, on: &byClosure) }
                            if let inverse = step.2.inverse { shelfMoves.perform(inverse, on: &shelf) }
                        }
                        // (Not always the first order: an undo finds a neighbour by identity, and
                        // a twin's is the one nearest its old place.)
                        #expect(byOffset == byClosure && byClosure == shelf.elements)
                        #expect(byOffset.map(\.id).sorted() == tags.map(\.id).sorted(), "nothing lost or doubled")
                    }
                }
            }
        }
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
        #expect(moves.unchanged.text(in: nil).isEmpty && step.subject == .item(label: "Jay"))
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
