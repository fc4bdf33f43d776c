import Foundation
@testable import ILikeToMoveItCore
import Testing

@Suite struct SortKeyUpdateTests {
    /// Applies `updates` to `keys` and checks that the items sorted by key are the moved list,
    /// with no two keys equal.
    static func expectSortsAsMoved<Key: Comparable>(
        _ keys: [Key], _ updates: [(offset: Int, key: Key)], source: IndexSet, destination: Int, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Key] {
        var keys = keys
        for update in updates { keys[update.offset] = update.key }
        let moved = referenceMove(Array(keys.indices), fromOffsets: source, toOffset: destination)
        let inNewOrder = moved.map { keys[$0] }
        #expect(zip(inNewOrder, inNewOrder.dropFirst()).allSatisfy { $0 < $1 }, "\(context): \(inNewOrder)", sourceLocation: sourceLocation)
        #expect(Set(updates.map(\.offset)).count == updates.count, "\(context): one update per item", sourceLocation: sourceLocation)
        return keys
    }

    /// The places (after the move) whose item changes.
    static func changedPlaces(count: Int, source: IndexSet, destination: Int) -> [Int] {
        let moved = referenceMove(Array(0..<count), fromOffsets: source, toOffset: destination)
        return moved.indices.filter { moved[$0] != $0 }
    }

    /// Every move of every list of up to 6 items, with keys 0, 1, 2, …, with gaps, and at the
    /// top of `Int`'s range: sorting by the new keys gives the moved list, and only items in
    /// the range the move reorders get keys.
    @Test(arguments: 0...6)
    func integerKeysEveryMove(count: Int) {
        let keyLists: [[Int]] = [
            Array(0..<count), (0..<count).map { $0 * 10 - 7 }, (0..<count).map { Int.max - count + $0 + 1 },
        ]
        for keys in keyLists {
            for source in everyIndexSet(count: count) {
                for destination in 0...count {
                    let context = "\(keys): \(Array(source)) to \(destination)"
                    let updates = keys.sortKeyUpdates(movingOffsets: source, toOffset: destination)
                    let newKeys = Self.expectSortsAsMoved(keys, updates, source: source, destination: destination, context)
                    let changed = Self.changedPlaces(count: count, source: source, destination: destination)
                    let moved = referenceMove(Array(0..<count), fromOffsets: source, toOffset: destination)
                    let range = changed.first.map { $0...changed[changed.count - 1] }
                    for update in updates {
                        let place = moved.firstIndex(of: update.offset) ?? -1
                        #expect(range?.contains(place) == true, "\(context): \(update) outside the moved range")
                    }
                    // The keys are those the list had: renumbering never grows them.
                    #expect(newKeys.sorted() == keys, "\(context)")
                }
            }
        }
    }

    /// Every move of every list of up to 6 items with `Double` keys: sorting gives the moved
    /// list, and only moved items that changed place get keys.
    @Test(arguments: 0...6)
    func floatingPointKeysEveryMove(count: Int) {
        for keys in [(0..<count).map(Double.init), (0..<count).map { Double($0) * 0.5 - 100 }] {
            for source in everyIndexSet(count: count) {
                for destination in 0...count {
                    let context = "\(keys): \(Array(source)) to \(destination)"
                    let updates = keys.sortKeyUpdates(movingOffsets: source, toOffset: destination)
                    _ = Self.expectSortsAsMoved(keys, updates, source: source, destination: destination, context)
                    let moved = referenceMove(Array(0..<count), fromOffsets: source, toOffset: destination)
                    for update in updates {
                        #expect(source.contains(update.offset), "\(context): \(update) did not move")
                        #expect(moved[update.offset] != update.offset, "\(context): \(update) kept its place")
                    }
                }
            }
        }
    }

    /// Random moves, one after the other on the same keys, in lists of up to 40 items: each
    /// time the keys sort as the moved list (Double keys run out of room in the gaps and are
    /// renumbered along the way).
    @Test(arguments: [UInt64(1), 2, 3])
    func randomMoveSequences(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<20 {
            let count = Int.random(in: 0...40, using: &random)
            var order = Array(0..<count)
            var integers = Array(0..<count)
            var doubles = (0..<count).map(Double.init)
            for round in 0..<50 {
                let source = IndexSet((0..<count).filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
                let destination = Int.random(in: 0...count, using: &random)
                let context = "seed \(seed) round \(round): \(Array(source)) to \(destination) of \(count)"
                // `order[i]` is the item at offset i; keys are stored by item.
                let integerKeys = order.map { integers[$0] }
                for update in integerKeys.sortKeyUpdates(movingOffsets: source, toOffset: destination) {
                    integers[order[update.offset]] = update.key
                }
                let doubleKeys = order.map { doubles[$0] }
                for update in doubleKeys.sortKeyUpdates(movingOffsets: source, toOffset: destination) {
                    doubles[order[update.offset]] = update.key
                }
                order = referenceMove(order, fromOffsets: source, toOffset: destination)
                #expect(order.sorted { integers[$0] < integers[$1] } == order, "\(context): Int")
                #expect(order.sorted { doubles[$0] < doubles[$1] } == order, "\(context): Double")
                #expect(Set(integers).count == count && Set(doubles).count == count, "\(context): distinct keys")
            }
        }
    }

    /// Moving an item into the same gap again and again halves it until no key fits: then
    /// every item is numbered afresh, and the keys still sort as the list.
    @Test func exhaustedGapRenumbers() {
        // Near 1.0 a double has 52 bits below the point: about 52 halvings fit.
        var keys: [Double] = [1, 2, 3]
        var renumbered = 0
        for _ in 0..<200 {
            // Move the last item between the first two.
            let updates = keys.sortKeyUpdates(movingOffsets: [2], toOffset: 1)
            if updates.count > 1 { renumbered += 1 }
            var next = keys
            for update in updates { next[update.offset] = update.key }
            keys = referenceMove(next, fromOffsets: [2], toOffset: 1)
            #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }, "\(keys)")
        }
        #expect(renumbered > 0)
        #expect(keys.allSatisfy { $0.isFinite })
    }

    struct Hostile<Key: Comparable & Sendable>: Sendable, CustomTestStringConvertible {
        var name: String
        var keys: [Key]
        var testDescription: String { name }
    }

    /// Keys that cannot be renumbered in part are numbered afresh, and sort as the list.
    @Test(arguments: [
        Hostile(name: "repeated", keys: [0, 0, 0, 0]),
        Hostile(name: "descending", keys: [3, 2, 1, 0]),
        Hostile(name: "some equal", keys: [1, 5, 5, 9]),
        Hostile(name: "extremes", keys: [Int.min, -1, 0, Int.max]),
    ])
    func hostileIntegerKeys(_ hostile: Hostile<Int>) {
        for source in everyIndexSet(count: 4) {
            for destination in 0...4 {
                let updates = hostile.keys.sortKeyUpdates(movingOffsets: source, toOffset: destination)
                // A move that changes nothing leaves even unsorted keys alone.
                guard referenceMove(Array(0..<4), fromOffsets: source, toOffset: destination) != Array(0..<4) else {
                    #expect(updates.isEmpty)
                    continue
                }
                _ = Self.expectSortsAsMoved(hostile.keys, updates, source: source, destination: destination, "\(hostile.name): \(Array(source)) to \(destination)")
            }
        }
    }

    @Test(arguments: [
        Hostile(name: "repeated", keys: [0.0, 0, 0, 0]),
        Hostile(name: "NaN", keys: [0, .nan, 2, 3]),
        Hostile(name: "infinities", keys: [-.infinity, 1, 2, .infinity]),
        Hostile(name: "huge", keys: [-Double.greatestFiniteMagnitude, 0, 1, .greatestFiniteMagnitude]),
        Hostile(name: "past exact integers", keys: [9.007199254740992e15, 9.007199254740994e15, 9.007199254740996e15, 9.007199254740998e15]),
        Hostile(name: "descending", keys: [3.0, 2, 1, 0]),
    ])
    func hostileFloatingPointKeys(_ hostile: Hostile<Double>) {
        for source in everyIndexSet(count: 4) {
            for destination in 0...4 {
                let updates = hostile.keys.sortKeyUpdates(movingOffsets: source, toOffset: destination)
                // NaN never sorts: check the keys afterwards, which must all be finite.
                var keys = hostile.keys
                for update in updates { keys[update.offset] = update.key }
                let moved = referenceMove(Array(0..<4), fromOffsets: source, toOffset: destination)
                if moved != Array(0..<4) {
                    #expect(keys.allSatisfy { $0.isFinite }, "\(hostile.name): \(Array(source)) to \(destination)")
                    _ = Self.expectSortsAsMoved(hostile.keys, updates, source: source, destination: destination, "\(hostile.name): \(Array(source)) to \(destination)")
                }
            }
        }
    }

    /// Offsets past the end are ignored, destinations are clamped, and a type too small to
    /// number every item saturates instead of trapping.
    @Test func absurdMovesAndSmallTypes() {
        let keys = [0, 1, 2, 3]
        #expect(keys.sortKeyUpdates(movingOffsets: [7, 1_000_000], toOffset: 0).isEmpty)
        let clamped = keys.sortKeyUpdates(movingOffsets: [0], toOffset: .max)
        #expect(clamped.map { [$0.offset, $0.key] } == keys.sortKeyUpdates(movingOffsets: [0], toOffset: 4).map { [$0.offset, $0.key] })
        #expect(
            keys.sortKeyUpdates(movingOffsets: [3], toOffset: -5).map { [$0.offset, $0.key] }
                == keys.sortKeyUpdates(movingOffsets: [3], toOffset: 0).map { [$0.offset, $0.key] })
        #expect([Double]().sortKeyUpdates(movingOffsets: [0], toOffset: 3).isEmpty)

        let small = [Int8](repeating: 0, count: 200)
        let updates = small.sortKeyUpdates(movingOffsets: [199], toOffset: 0)
        // Numbered afresh: the moved item keeps 0, the others get 1 ... 127, saturating at 127.
        #expect(updates.count == 199)
        #expect(updates.allSatisfy { $0.key >= 0 })
    }
}
