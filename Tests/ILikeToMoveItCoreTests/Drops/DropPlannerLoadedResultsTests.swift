@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

/// The placement step of the SwiftUI drop conveniences: outcomes in provider order, placed
/// once against the lists as they are when the last load reports.
@Suite struct DropPlannerLoadedResultsTests {
    private static let failure = ItemProviderError.unsupportedType(itemType: "Token", type: "public.data")

    private func results(_ ids: [Int?]) -> [Result<Token, ItemProviderError>] {
        ids.map { $0.map { .success(Token(id: $0)) } ?? .failure(Self.failure) }
    }

    @Test func aCopyInsertsInDropOrderAndSkipsIdentitiesAlreadyThere() {
        var list = [Token](ids: [1, 2, 3])
        var sources: [[Token]] = []
        let outcome = DropPlanner.place(results([8, 2, 9]), into: &list, at: .before(2), movingFrom: &sources)
        #expect(list.ids == [1, 8, 9, 2, 3])
        #expect(outcome.inserted == [8, 9])
        #expect(outcome.skipped == [2])
        #expect(outcome.removedFromSource.isEmpty)
    }

    @Test func aMoveTakesOriginalsFromWhicheverSourceHoldsThem() {
        var right = [Token](ids: [1, 2])
        var sources = [[Token](ids: [5, 6, 7]), [Token](ids: [8, 9])]
        let outcome = DropPlanner.place(results([9, 6]), into: &right, at: .end, movingFrom: &sources)
        #expect(right.ids == [1, 2, 9, 6])
        #expect(sources.map(\.ids) == [[5, 7], [8]])
        #expect(Set(outcome.removedFromSource) == [6, 9])
    }

    @Test func failedLoadsPlaceAndRemoveNothingAndAreReportedByPosition() throws {
        var right = [Token](ids: [1])
        var sources = [[Token](ids: [5, 6, 7])]
        let outcome = DropPlanner.place(results([5, nil, 7]), into: &right, at: .start, movingFrom: &sources)
        #expect(right.ids == [5, 7, 1])
        #expect(sources[0].ids == [6])
        #expect(outcome.failures.map(\.index) == [1])
        let (index, error) = try #require(outcome.failures.first)
        #expect(index == 1)
        #expect(error.facts == Self.failure.facts)
    }

    @Test func aMovedItemAlreadyAtTheDestinationIsRelocatedNotDuplicated() {
        var list = [Token](ids: [1, 2, 3])
        var sources = [[Token](ids: [7])]
        DropPlanner.place(results([3]), into: &list, at: .start, movingFrom: &sources)
        #expect(list.ids == [3, 1, 2])
        #expect(sources[0].ids == [7])
    }

    /// The anchor taken at drop time still names the place after the list changed while
    /// loading: here a row was added and one removed in between.
    @Test func theDropTimeAnchorSurvivesEditsMadeWhileLoading() {
        var list = [Token](ids: [1, 2, 3, 4])
        let target = DropTarget.anchored(at: 2, in: list)   // before 3
        list.insert(Token(id: 0), at: 0)
        list.removeAll { $0.id == 2 }
        var sources: [[Token]] = []
        DropPlanner.place(results([8]), into: &list, at: target, movingFrom: &sources)
        #expect(list.ids == [0, 1, 8, 3, 4])
    }

    /// Whatever the outcomes, items are neither lost nor duplicated: every identity ends up
    /// exactly once across the lists, and the destination holds every item that loaded.
    @Test(arguments: [3, 11, 2026] as [UInt64])
    func randomDropsLoseAndDuplicateNothing(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let all = Array(0..<12).shuffled(using: &random)
            let cut1 = Int(random.next() % 5), cut2 = cut1 + Int(random.next() % 5)
            var destination = [Token](ids: Array(all[..<cut1]))
            var sources = [[Token](ids: Array(all[cut1..<cut2])), [Token](ids: Array(all[cut2...]))]
            let dropped = (0..<Int(random.next() % 6)).map { _ -> Int? in
                random.next() % 4 == 0 ? nil : all[Int(random.next() % 12)]
            }
            let anchor = all[Int(random.next() % 12)]
            let target: DropTarget<Int> = random.next() % 2 == 0 ? .before(anchor) : .after(anchor)
            DropPlanner.place(results(dropped), into: &destination, at: target, movingFrom: &sources)
            let everything = (destination + sources.flatMap { $0 }).ids
            #expect(everything.sorted() == Array(0..<12))
            #expect(Set(dropped.compactMap { $0 }).isSubset(of: Set(destination.ids)))
        }
    }
}
