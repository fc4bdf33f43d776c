@testable import ILikeToMoveItCore
import Testing

/// The obvious hover: lift the dragged item out and put it after the target when the target
/// lay further on, before it otherwise.
private func referenceHover(_ list: [Int], dragged: Int, over target: Int) -> [Int] {
    guard target != dragged, let from = list.firstIndex(of: dragged), let at = list.firstIndex(of: target) else { return list }
    var rest = list
    rest.remove(at: from)
    let targetIndex = rest.firstIndex(of: target)!
    rest.insert(dragged, at: at > from ? targetIndex + 1 : targetIndex)
    return rest
}

@Suite struct LiveReorderTests {
    @Test func theDocumentedDrag() throws {
        var ids = ["a", "b", "c", "d"]
        var session = try #require(LiveReorder(dragging: "b", in: ids, id: \.self))
        if let move = session.hover(over: "d", in: ids, id: \.self) { ids.applyMove(move) }
        #expect(ids == ["a", "c", "d", "b"])
        if let move = session.hover(over: "c", in: ids, id: \.self) { ids.applyMove(move) }
        #expect(ids == ["a", "b", "c", "d"])
        if let move = session.hover(over: "d", in: ids, id: \.self) { ids.applyMove(move) }
        #expect(session.commit(in: ids, id: \.self) == OffsetMove(from: 1, to: 3))
        #expect(session.isFinished)
        #expect(session.commit(in: ids, id: \.self) == nil)
        #expect(session.cancel(in: ids, id: \.self) == nil)
        #expect(session.hover(over: "a", in: ids, id: \.self) == nil)
    }

    @Test func anItemThatIsNotThereCannotBeDragged() {
        #expect(LiveReorder(dragging: 9, in: [1, 2, 3], id: \.self) == nil)
        #expect(LiveReorder(dragging: 1, in: [Int](), id: \.self) == nil)
    }

    @Test func hoveringItselfOrAStrangerMovesNothing() throws {
        var session = try #require(LiveReorder(dragging: 2, in: [1, 2, 3], id: \.self))
        #expect(session.hover(over: 2, in: [1, 2, 3], id: \.self) == nil)
        #expect(session.hover(over: 7, in: [1, 2, 3], id: \.self) == nil)
        #expect(session.hover(over: 3, in: [1, 3], id: \.self) == nil, "the dragged item was removed")
        #expect(session.commit(in: [1, 2, 3], id: \.self) == nil, "dropped where it started")
    }

    /// Where a cancelled item goes back to when the list changed elsewhere during the drag:
    /// after the hovers, `removed` items are taken out, then `inserted` ones put in at their
    /// offsets.
    @Test(arguments: [
        ([1, 2, 3, 4], 1, [4], [], [(9, 0)], [1, 9, 2, 3, 4], "it was first: back to the start, before the newcomer"),
        ([1, 2, 3, 4], 3, [1], [], [(9, 3)], [1, 2, 3, 9, 4], "right after its predecessor, before a newcomer"),
        ([1, 2, 3, 4], 3, [4], [2], [], [1, 3, 4], "its predecessor is gone: after the one before that"),
        ([1, 2, 3, 4], 3, [4], [1, 2], [(9, 0)], [9, 3, 4], "every predecessor is gone: right before its successor"),
        ([1, 2, 3], 3, [1], [1, 2], [(9, 1)], [3, 9], "every other original item is gone: it stays"),
    ] as [([Int], Int, [Int], [Int], [(Int, Int)], [Int], String)])
    func cancelAfterChangesElsewhere(
        original: [Int], dragged: Int, hovers: [Int], removed: [Int], inserted: [(Int, Int)], restored: [Int], rule: String
    ) throws {
        var session = try #require(LiveReorder(dragging: dragged, in: original, id: \.self))
        var live = original
        for target in hovers {
            if let move = session.hover(over: target, in: live, id: \.self) { live.applyMove(move) }
        }
        live.removeAll { removed.contains($0) }
        for (id, offset) in inserted { live.insert(id, at: offset) }
        var committed = session
        let net = committed.commit(in: live, id: \.self)
        var undone = live
        if let net { undone.applyMove(net.inverted) }
        #expect(undone == restored, "undo of the commit: \(rule)")
        if let move = session.cancel(in: live, id: \.self) { live.applyMove(move) }
        #expect(live == restored, "\(rule)")
    }

    /// Every list of 1…6 items, every dragged item, every sequence of up to 4 hovers over any
    /// item or a stranger: the live order follows the reference, commit gives the net change
    /// from the original order, cancel restores it exactly.
    @Test(arguments: 1...6)
    func everyShortDragMatchesTheReference(count: Int) throws {
        let original = Array(0..<count)
        let targets = original + [99]
        let maxLength = count <= 4 ? 4 : 3
        var sequences: [[Int]] = [[]]
        var frontier: [[Int]] = [[]]
        for _ in 0..<maxLength {
            frontier = frontier.flatMap { prefix in targets.map { prefix + [$0] } }
            sequences += frontier
        }
        for dragged in original {
            for hovers in sequences {
                var session = try #require(LiveReorder(dragging: dragged, in: original, id: \.self))
                var live = original
                var expected = original
                for target in hovers {
                    if let move = session.hover(over: target, in: live, id: \.self) { live.applyMove(move) }
                    expected = referenceHover(expected, dragged: dragged, over: target)
                    #expect(live == expected, "drag \(dragged) over \(hovers)")
                }
                var cancelled = session
                var committed = session
                if let move = cancelled.cancel(in: live, id: \.self) {
                    var restored = live
                    restored.applyMove(move)
                    #expect(restored == original, "cancel after \(hovers)")
                } else {
                    #expect(live == original)
                }
                let net = committed.commit(in: live, id: \.self)
                var replayed = original
                if let net {
                    #expect(net.from == dragged)
                    replayed.applyMove(net)
                }
                #expect(replayed == live, "commit after \(hovers)")
                #expect(committed.commit(in: live, id: \.self) == nil)
            }
        }
    }

    /// Many random drags with items inserted and removed elsewhere meanwhile: nothing is lost
    /// or duplicated, cancel puts the item back among the surviving original items in its
    /// original place, and commit is the inverse of that.
    @Test func randomDragsWithChangesMadeElsewhere() throws {
        var random = SplitMix64(seed: 0x5EED_D2A6)
        var nextID = 1000
        for round in 0..<3000 {
            let count = Int.random(in: 1...12, using: &random)
            let original = Array(0..<count).shuffled(using: &random)
            let dragged = original.randomElement(using: &random)!
            var session = try #require(LiveReorder(dragging: dragged, in: original, id: \.self))
            var live = original
            var changedElsewhere = false
            for _ in 0..<Int.random(in: 0...10, using: &random) {
                switch Int.random(in: 0..<10, using: &random) {
                case 0 where live.count > 1:
                    // Another item is removed elsewhere.
                    let victim = live.indices.filter { live[$0] != dragged }.randomElement(using: &random)!
                    live.remove(at: victim)
                    changedElsewhere = true
                case 1:
                    live.insert(nextID, at: Int.random(in: 0...live.count, using: &random))
                    nextID += 1
                    changedElsewhere = true
                default:
                    let target = (live + [-1]).randomElement(using: &random)!
                    let before = live
                    if let move = session.hover(over: target, in: live, id: \.self) { live.applyMove(move) }
                    #expect(live == referenceHover(before, dragged: dragged, over: target), "round \(round)")
                }
                #expect(live.sorted() == Set(live).sorted(), "no duplicates, round \(round)")
                #expect(live.contains(dragged), "round \(round)")
            }
            var cancelled = session
            var restored = live
            if let move = cancelled.cancel(in: live, id: \.self) { restored.applyMove(move) }
            #expect(restored.sorted() == live.sorted(), "round \(round)")
            // The item sits among the surviving original items where it sat at the start.
            let surviving = Set(live)
            #expect(restored.filter { original.contains($0) } == original.filter { surviving.contains($0) }, "round \(round)")
            if !changedElsewhere { #expect(restored == original, "round \(round)") }

            var committed = session
            let net = committed.commit(in: live, id: \.self)
            var undone = live
            if let net { undone.applyMove(net.inverted) }
            #expect(undone == restored, "round \(round)")
        }
    }
}
