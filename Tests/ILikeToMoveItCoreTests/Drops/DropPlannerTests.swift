@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

@Suite struct DropPlannerTests {
    struct TargetCase: Sendable, CustomTestStringConvertible {
        let name: String
        let target: DropTarget<Int>
        let expected: [Int]
        var testDescription: String { name }
    }

    static let insertCases: [TargetCase] = [
        .init(name: "start", target: .start, expected: [8, 9, 1, 2, 3]),
        .init(name: "end", target: .end, expected: [1, 2, 3, 8, 9]),
        .init(name: "before 2", target: .before(2), expected: [1, 8, 9, 2, 3]),
        .init(name: "after 2", target: .after(2), expected: [1, 2, 8, 9, 3]),
        .init(name: "after last", target: .after(3), expected: [1, 2, 3, 8, 9]),
        .init(name: "missing anchor goes to the end", target: .before(42), expected: [1, 2, 3, 8, 9]),
        .init(name: "index 1", target: .index(1), expected: [1, 8, 9, 2, 3]),
        .init(name: "Int.min clamps to the start", target: .index(.min), expected: [8, 9, 1, 2, 3]),
        .init(name: "Int.max clamps to the end", target: .index(.max), expected: [1, 2, 3, 8, 9]),
    ]

    @Test(arguments: insertCases)
    func insertsAtTheTarget(_ testCase: TargetCase) {
        var list = [Token](ids: [1, 2, 3])
        let outcome = DropPlanner.insert([Token(id: 8), Token(id: 9)], into: &list, at: testCase.target)
        #expect(list.ids == testCase.expected)
        #expect(outcome.inserted == [8, 9])
        #expect(list.ids[outcome.insertionOffset] == 8)
    }

    @Test func insertSkipsIdentitiesAlreadyThereOnlyWhenAsked() {
        var skipping = [Token](ids: [1, 2, 3])
        let outcome = DropPlanner.insert([Token(id: 2), Token(id: 7), Token(id: 7)], into: &skipping, at: .start)
        #expect(skipping.ids == [7, 1, 2, 3])
        #expect(outcome.skipped == [2, 7])
        var keeping = [Token](ids: [1, 2, 3])
        DropPlanner.insert([Token(id: 2)], into: &keeping, at: .start, skippingExisting: false)
        #expect(keeping.ids == [2, 1, 2, 3])
    }

    @Test(arguments: [DropTarget<Int>.index(.min), .index(-1), .index(0), .index(2), .index(.max), .start, .end, .before(1), .after(1)])
    func emptyListsAcceptEveryTarget(_ target: DropTarget<Int>) {
        var list = [Token]()
        DropPlanner.insert([Token(id: 5)], into: &list, at: target)
        #expect(list.ids == [5])
    }

    @Test func anchoredTargetsSurviveEdits() {
        var list = [Token](ids: [1, 2, 3, 4])
        let target = DropTarget.anchored(at: 2, in: list) // before 3
        #expect(target == .before(3))
        #expect(DropTarget.anchored(at: 99, in: list) == .end)
        #expect(DropTarget.anchored(at: Int.min, in: list) == .before(1))
        #expect(DropTarget<Int>.anchored(at: -1, in: [Token]()) == .start)
        list.removeFirst(2) // the list changed while loading
        DropPlanner.insert([Token(id: 9)], into: &list, at: target)
        #expect(list.ids == [9, 3, 4])
    }

    /// The plain rule for a move within one list: take the moved items out, then put them
    /// back, in drop order, where the target pointed among the items that stayed.
    static func referenceMoveWithin(_ list: [Int], moving: [Int], target: DropTarget<Int>) -> [Int] {
        let offset: Int = switch target {
        case .start: 0
        case .end: list.count
        case let .index(index): min(max(index, 0), list.count)
        case let .before(anchor): list.firstIndex(of: anchor) ?? list.count
        case let .after(anchor): list.firstIndex(of: anchor).map { $0 + 1 } ?? list.count
        }
        let stayingBefore = list[..<offset].filter { !moving.contains($0) }.count
        var result = list.filter { !moving.contains($0) }
        result.insert(contentsOf: moving, at: stayingBefore)
        return result
    }

    static func targets(for list: [Int]) -> [DropTarget<Int>] {
        [.start, .end, .before(99), .after(99)] + list.flatMap { [.before($0), .after($0)] }
            + (-1...(list.count + 1)).map { .index($0) }
    }

    @Test func moveWithinMatchesReferenceOnEverySmallCase() {
        for count in 0...4 {
            let list = Array(1...max(1, count)).prefix(count).map { $0 }
            for mask in 0..<(1 << count) {
                let subset = list.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
                for moving in [subset, subset.reversed()] {
                    for target in Self.targets(for: list) {
                        var actual = [Token](ids: list)
                        let outcome = DropPlanner.move([Token](ids: moving), within: &actual, to: target)
                        let expected = Self.referenceMoveWithin(list, moving: moving, target: target)
                        #expect(actual.ids == expected, "list \(list), moving \(moving), target \(target)")
                        #expect(Set(outcome.removedFromSource) == Set(moving))
                    }
                }
            }
        }
    }

    @Test func moveBetweenListsMatchesReferenceOnEverySmallCase() {
        let source = [1, 2, 3]
        let destination = [4, 5]
        for mask in 0..<(1 << source.count) {
            let moving = source.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
            for target in Self.targets(for: destination) {
                var from = [Token](ids: source)
                var to = [Token](ids: destination)
                DropPlanner.move([Token](ids: moving), from: &from, to: &to, at: target)
                #expect(from.ids == source.filter { !moving.contains($0) })
                var expected = destination
                expected.insert(contentsOf: moving, at: target.offsetForTests(in: destination))
                #expect(to.ids == expected, "moving \(moving), target \(target)")
            }
        }
    }

    @Test func moveRelocatesAnIdentityTheDestinationAlreadyHas() {
        var from = [Token](ids: [1, 2, 3])
        var to = [Token](ids: [2, 9])
        let outcome = DropPlanner.move([Token](ids: [1, 2, 1]), from: &from, to: &to, at: .end)
        #expect(to.ids == [9, 1, 2])
        #expect(from.ids == [3])
        #expect(outcome.skipped == [1])
        #expect(outcome.removedFromSource == [1, 2])
    }

    @Test func renamedItemAlreadyInTheDestinationIsSkippedAndItsOriginalKept() {
        var from = [Token](ids: [1])
        var to = [Token](ids: [7])
        let outcome = DropPlanner.move([DroppedItem(Token(id: 7), sourceID: 1)], from: &from, to: &to, at: .start)
        #expect(from.ids == [1] && to.ids == [7])
        #expect(outcome.skipped == [7] && outcome.inserted.isEmpty)
    }

    @Test func movedItemGoneFromTheSourceIsStillPlaced() {
        var from = [Token](ids: [3])
        var to = [Token](ids: [9])
        DropPlanner.move([Token](ids: [1]), from: &from, to: &to, at: .start)
        #expect(from.ids == [3] && to.ids == [1, 9])
    }

    @Test func itemArrivingUnderANewIdentityRemovesItsOriginal() {
        var from = [Token](ids: [1, 2])
        var to = [Token](ids: [])
        DropPlanner.move([DroppedItem(Token(id: 7), sourceID: 1)], from: &from, to: &to, at: .end)
        #expect(from.ids == [2] && to.ids == [7])
    }
}

extension DropTarget where ID == Int {
    /// The same resolution the reference move uses, for a list without moved items.
    func offsetForTests(in list: [Int]) -> Int {
        switch self {
        case .start: 0
        case .end: list.count
        case let .index(index): Swift.min(Swift.max(index, 0), list.count)
        case let .before(anchor): list.firstIndex(of: anchor) ?? list.count
        case let .after(anchor): list.firstIndex(of: anchor).map { $0 + 1 } ?? list.count
        }
    }
}
