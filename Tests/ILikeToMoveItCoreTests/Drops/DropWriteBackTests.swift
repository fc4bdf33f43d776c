@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

/// One list's storage; every accessor made from the same box is an alias of the others, as
/// `$birds` passed both as the destination and in `movingFrom` is.
final class ListBox {
    var tokens: [Token]
    private(set) var writes = 0

    init(_ ids: [Int]) { tokens = [Token](ids: ids) }

    var ids: [Int] { tokens.ids }

    /// A new accessor on this storage.
    var accessor: ListAccessor<Token> {
        ListAccessor(get: { self.tokens }, set: { self.tokens = $0; self.writes += 1 })
    }
}

/// The write-back of a drop through list accessors, whatever accessors share storage: the data
/// loss of writing the destination first (`movingFrom: [$birds]` on a drop into `$birds`)
/// and every other aliasing arrangement.
@Suite struct DropWriteBackTests {
    private static let failure = ItemProviderError.unsupportedType(itemType: "Token", type: "public.data")

    static func results(_ ids: [Int?]) -> [Result<Token, ItemProviderError>] {
        ids.map { $0.map { .success(Token(id: $0)) } ?? .failure(Self.failure) }
    }

    // MARK: A source that is the destination

    @Test func aDropWithinAListThatIsItsOwnSourceMovesTheItemsAndLosesNothing() {
        let birds = ListBox([1, 2, 3, 4])
        let outcome = DropPlanner.place(Self.results([4, 1]), into: birds.accessor, at: .before(3),
                                        movingFrom: [birds.accessor])
        #expect(birds.ids == [2, 4, 1, 3])

        var within = [Token](ids: [1, 2, 3, 4])
        let move = DropPlanner.move([Token](ids: [4, 1]), within: &within, to: .before(3))
        #expect(birds.ids == within.ids)
        #expect(outcome.inserted == move.inserted && outcome.removedFromSource == move.removedFromSource)
        #expect(outcome.skipped == move.skipped)
        #expect(outcome.relocated == [4, 1], "reported as a move within the list")
    }

    /// What apps write on both lists: the list itself and the other one.
    @Test(arguments: [DropTarget<Int>.start, .end, .before(2), .after(2), .index(1), .index(.max)])
    func aDropWithinAListThatAcceptsFromItselfAndAnotherListMovesEachItemOnce(target: DropTarget<Int>) {
        let birds = ListBox([1, 2, 3])
        let otherBirds = ListBox([7, 8])
        DropPlanner.place(Self.results([3, 1]), into: birds.accessor, at: target,
                          movingFrom: [birds.accessor, otherBirds.accessor])
        #expect(birds.ids == DropPlannerTests.referenceMoveWithin([1, 2, 3], moving: [3, 1], target: target), "\(target)")
        #expect(otherBirds.ids == [7, 8] && otherBirds.writes == 0)
    }

    @Test func theDestinationListedAfterAnotherSourceStillKeepsThePlacement() {
        let left = ListBox([1, 2]), right = ListBox([5, 6])
        let outcome = DropPlanner.place(Self.results([1, 6]), into: right.accessor, at: .start,
                                        movingFrom: [left.accessor, right.accessor])
        #expect(right.ids == [1, 6, 5])
        #expect(left.ids == [2])
        #expect(outcome.removedFromSource == [1, 6] && outcome.relocated == [6])
    }

    @Test func aFailedLoadWithinOneListRemovesAndWritesNothing() {
        let birds = ListBox([1, 2, 3])
        let outcome = DropPlanner.place(Self.results([nil]), into: birds.accessor, at: .start, movingFrom: [birds.accessor])
        #expect(birds.ids == [1, 2, 3] && birds.writes == 0)
        #expect(outcome.failures.map(\.index) == [0])
    }

    // MARK: A source listed twice

    @Test func aSourceListedTwiceLosesItsItemOnceAndKeepsTheRest() {
        let left = ListBox([5, 6, 7]), right = ListBox([1])
        DropPlanner.place(Self.results([6]), into: right.accessor, at: .end, movingFrom: [left.accessor, left.accessor])
        #expect(left.ids == [5, 7] && right.ids == [1, 6])
        #expect(left.writes == 1, "the second accessor finds nothing left to remove")
    }

    @Test func theDestinationListedTwiceAmongTheSourcesStillEndsWithEveryItemOnce() {
        let left = ListBox([5, 6, 7]), right = ListBox([1, 2])
        DropPlanner.place(Self.results([2, 6]), into: right.accessor, at: .before(1),
                          movingFrom: [right.accessor, left.accessor, right.accessor, left.accessor])
        #expect(right.ids == [2, 6, 1] && left.ids == [5, 7])
    }

    // MARK: Two lists, each a source of the other

    @Test func twoListsEachASourceOfTheOtherExchangeItemsBothWays() {
        let left = ListBox([1, 2, 3]), right = ListBox([4, 5])
        var both: [ListAccessor<Token>] { [left.accessor, right.accessor] }
        DropPlanner.place(Self.results([4]), into: left.accessor, at: .before(2), movingFrom: both)
        #expect(left.ids == [1, 4, 2, 3] && right.ids == [5])
        DropPlanner.place(Self.results([1, 3]), into: right.accessor, at: .start, movingFrom: both)
        #expect(left.ids == [4, 2] && right.ids == [1, 3, 5])
        DropPlanner.place(Self.results([5, 4]), into: left.accessor, at: .end, movingFrom: both)
        #expect(left.ids == [2, 5, 4] && right.ids == [1, 3])
        DropPlanner.place(Self.results([3, 1]), into: right.accessor, at: .end, movingFrom: both)
        #expect(left.ids == [2, 5, 4] && right.ids == [3, 1], "a drop within the right list")
    }

    /// Two drops in flight at once, crossing: each is placed against the lists as the other
    /// left them, its anchor taken when the user let go.
    @Test func crossingDropsBetweenTwoListsPlaceAgainstTheListsAsTheyAreThen() {
        let left = ListBox([1, 2, 3]), right = ListBox([4, 5, 6])
        let toRight = DropTarget.anchored(at: 1, in: right.tokens)   // before 5
        let toLeft = DropTarget.anchored(at: 3, in: left.tokens)     // the end
        DropPlanner.place(Self.results([5, 1]), into: left.accessor, at: toLeft, movingFrom: [right.accessor, left.accessor])
        #expect(left.ids == [2, 3, 5, 1] && right.ids == [4, 6])
        DropPlanner.place(Self.results([1, 2]), into: right.accessor, at: toRight, movingFrom: [left.accessor, right.accessor])
        #expect(left.ids == [3, 5] && right.ids == [4, 6, 1, 2], "the anchor left: the end")
    }

    // MARK: Every aliasing arrangement

    /// For a drop into box `destination` from the boxes `sources` (repeats allowed): what the
    /// lists must hold afterwards. Items the drop carries (those that loaded, once each) leave
    /// every list reached and go in at the target, counted among the destination's items that
    /// stay; a copy (no sources) adds the identities the destination lacks.
    static func reference(
        _ lists: [[Int]], destination: Int, sources: [Int], dropped: [Int?], target: DropTarget<Int>
    ) -> [[Int]] {
        var seen: Set<Int> = []
        let loaded = dropped.compactMap { $0 }.filter { seen.insert($0).inserted }
        var expected = lists
        let before = lists[destination]
        let offset = target.offsetForTests(in: before)
        if sources.isEmpty {
            let fresh = loaded.filter { !before.contains($0) }
            expected[destination].insert(contentsOf: fresh, at: offset)
            return expected
        }
        for index in Set(sources + [destination]) {
            expected[index].removeAll(where: loaded.contains)
        }
        let stayingBefore = before[..<offset].filter { !loaded.contains($0) }.count
        expected[destination].insert(contentsOf: loaded, at: stayingBefore)
        return expected
    }

    /// Every destination and every sequence of up to three sources over three lists (so the
    /// destination among the sources, sources repeated, in every order), each with seeded
    /// random contents, drops (failures, repeats and items from outside included) and targets:
    /// the lists match the reference, and no identity is lost or duplicated.
    @Test(arguments: [5, 24, 2026] as [UInt64])
    func everyAliasingArrangementLosesAndDuplicatesNothing(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let arrangements = (0...3).reduce(into: [[Int]]()) { all, length in
            all += (0..<length).reduce([[]]) { prefixes, _ in prefixes.flatMap { prefix in (0..<3).map { prefix + [$0] } } }
        }
        #expect(arrangements.count == 40)
        for destination in 0..<3 {
            for sources in arrangements {
                for _ in 0..<25 {
                    let ids = Array(0..<6).shuffled(using: &random)
                    let cut1 = Int(random.next() % 4), cut2 = cut1 + Int(random.next() % 3)
                    let lists = [Array(ids[..<cut1]), Array(ids[cut1..<cut2]), Array(ids[cut2...])]
                    let reached = Set(sources + [destination]).flatMap { lists[$0] }
                    let candidates = sources.isEmpty ? ids + [40, 41] : reached + [40, 41]
                    let dropped = (0..<Int(random.next() % 4)).map { _ -> Int? in
                        random.next() % 5 == 0 ? nil : candidates[Int(random.next() % UInt64(candidates.count))]
                    }
                    let anchor = Int(random.next() % 7)
                    let target: DropTarget<Int> = switch random.next() % 5 {
                    case 0: .before(anchor)
                    case 1: .after(anchor)
                    case 2: .index(Int(random.next() % 5) - 1)
                    case 3: .start
                    default: .end
                    }

                    let boxes = lists.map(ListBox.init)
                    let outcome = DropPlanner.place(Self.results(dropped), into: boxes[destination].accessor, at: target,
                                                    movingFrom: sources.map { boxes[$0].accessor })
                    let context = "lists \(lists), into \(destination) from \(sources), dropping \(dropped) at \(target)"
                    let expected = Self.reference(lists, destination: destination, sources: sources, dropped: dropped, target: target)
                    #expect(boxes.map(\.ids) == expected, "\(context)")

                    let after = boxes.flatMap(\.ids)
                    let loaded = Set(dropped.compactMap { $0 })
                    if sources.isEmpty {
                        // A copy: every list keeps its items, the destination gains the rest.
                        #expect(Set(after) == Set(ids).union(loaded), "lost: \(after), \(context)")
                        #expect(boxes.indices.filter { $0 != destination }.allSatisfy { boxes[$0].ids == lists[$0] })
                    } else {
                        #expect(after.sorted() == Set(ids).union(loaded).sorted(), "lost or duplicated: \(after), \(context)")
                    }
                    #expect(loaded.allSatisfy { id in boxes[destination].ids.filter { $0 == id }.count == 1 }, "\(context)")
                    let wasInDestination = outcome.inserted.filter(lists[destination].contains)
                    #expect(outcome.relocated == (sources.isEmpty ? [] : wasInDestination), "\(context)")
                }
            }
        }
    }
}
