@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
@testable @_spi(PortableProviders) import ILikeToMoveItDropsCore
import Testing
@testable import DemoKit

enum Side: Hashable, Sendable {
    case left, right
}

@Suite struct CarriedItemsTests {
    @Test func movesBetweenListsWhateverTheCompletionOrder() throws {
        var lists: [Side: [Token]] = [.left: .init(ids: [1, 2, 3, 4]), .right: .init(ids: [7, 8])]
        var session = CarriedItems<Token, Side>(pickingUp: [2, 4], from: .left)
        session.aim(at: .right, .before(8))
        let dropped = session.drop(loading: 2)
        #expect(dropped)
        let early = session.complete(in: &lists)
        #expect(early == nil, "not ready before the loads report")
        let accepted = [
            session.receive(.success(Token(id: 4)), at: 1),
            session.receive(.success(Token(id: 4)), at: 1), // a repeated callback
            session.receive(.success(Token(id: 9)), at: 5), // an unknown slot
            session.receive(.success(Token(id: 2)), at: 0),
        ]
        #expect(accepted == [true, false, false, true])
        let completed = session.complete(in: &lists)
        let outcome = try #require(completed)
        #expect(lists[.left]?.ids == [1, 3])
        #expect(lists[.right]?.ids == [7, 2, 4, 8])
        #expect(outcome.inserted == [2, 4] && outcome.removedFromSource == [2, 4])
        #expect(session.phase == .completed)
        let again = session.complete(in: &lists)
        #expect(again == nil, "completes once")
    }

    @Test func cancelledDragLeavesBothListsUntouched() {
        let start: [Side: [Token]] = [.left: .init(ids: [1, 2, 3]), .right: .init(ids: [7])]
        for cancelAfter in 0...2 {
            var lists = start
            var session = CarriedItems<Token, Side>(pickingUp: [1, 3], from: .left)
            session.aim(at: .right, .end)
            if cancelAfter > 0 { session.drop(loading: 2) }
            if cancelAfter > 1 { session.receive(.success(Token(id: 1)), at: 0) }
            session.cancel()
            let late = session.receive(.success(Token(id: 3)), at: 1)
            let outcome = session.complete(in: &lists)
            #expect(!late && outcome == nil)
            #expect(lists == start)
            #expect(session.phase == .cancelled)
        }
    }

    @Test func failedLoadsStayInTheirSource() throws {
        var lists: [Side: [Token]] = [.left: .init(ids: [1, 2]), .right: []]
        var session = CarriedItems<Token, Side>(pickingUp: [1, 2], from: .left)
        session.aim(at: .right, .start)
        session.drop(loading: 2)
        session.receive(.failure(.cancelled(type: nil)), at: 0)
        session.receive(.success(Token(id: 2)), at: 1)
        let completed = session.complete(in: &lists)
        let outcome = try #require(completed)
        #expect(lists[.left]?.ids == [1] && lists[.right]?.ids == [2])
        #expect(outcome.failures.map(\.index) == [0])
        #expect(outcome.failures.map(\.error.code) == [.cancelled])
    }

    @Test func copyLeavesTheSource() throws {
        var lists: [Side: [Token]] = [.left: .init(ids: [1, 2]), .right: .init(ids: [2])]
        var session = CarriedItems<Token, Side>(pickingUp: [1, 2], from: .left, operation: .copy)
        session.aim(at: .right, .end)
        session.drop(loading: 2)
        session.receive(.success(Token(id: 2)), at: 1)
        session.receive(.success(Token(id: 1)), at: 0)
        let outcome = session.complete(in: &lists)
        #expect(outcome?.skipped == [2])
        #expect(lists[.left]?.ids == [1, 2] && lists[.right]?.ids == [2, 1])
    }

    @Test func dropIntoAListThatChangedWhileLoading() throws {
        var lists: [Side: [Token]] = [.left: .init(ids: [1, 2, 3]), .right: .init(ids: [5, 6, 7])]
        var session = CarriedItems<Token, Side>(pickingUp: [1], from: .left)
        session.aim(at: .right, .before(7))
        session.drop(loading: 1)
        lists[.right]?.insert(Token(id: 9), at: 0) // someone edits the destination
        lists[.right]?.removeAll { $0.id == 6 }
        lists[.left]?.removeAll { $0.id == 2 }
        session.receive(.success(Token(id: 1)), at: 0)
        let outcome = session.complete(in: &lists)
        #expect(outcome?.inserted == [1])
        #expect(lists[.right]?.ids == [9, 5, 1, 7])
        #expect(lists[.left]?.ids == [3])
    }

    @Test func batchOfResultsFromRealProviders() async throws {
        var lists: [Side: [Token]] = [.left: .init(ids: [1, 2, 3]), .right: .init(ids: [4])]
        var session = CarriedItems<Token, Side>(pickingUp: [3, 1], from: .left)
        session.aim(at: .left, .start)
        let picked = [Token(id: 3), Token(id: 1)]
        session.drop(loading: picked.count)
        let results = await picked.map(\.itemProvider).loadItemResults(Token.self)
        let recorded = session.receive(results)
        let outcome = session.complete(in: &lists)
        #expect(recorded == 2)
        #expect(outcome?.inserted == [3, 1])
        #expect(lists[.left]?.ids == [3, 1, 2] && lists[.right]?.ids == [4])
    }

    @Test func dropWithoutAimDoesNothing() {
        var session = CarriedItems<Token, Side>(pickingUp: [1], from: .left)
        let dropped = session.drop(loading: 1)
        #expect(!dropped)
        #expect(session.phase == .dragging)
    }

    /// Random drags, random completion order, random failures and random edits to both lists
    /// while loading: nothing lost, nothing duplicated, nothing else disturbed.
    @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func randomDropsLoseNothing(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var nextID = 100
        for round in 0..<200 {
            var lists: [Side: [Token]] = [
                .left: .init(ids: Array(0..<Int.random(in: 0...6, using: &random))),
                .right: .init(ids: Array(50..<(50 + Int.random(in: 0...6, using: &random)))),
            ]
            let source: Side = Bool.random(using: &random) ? .left : .right
            let destination: Side = Bool.random(using: &random) ? .left : .right
            let picked = lists[source]!.ids.filter { _ in Bool.random(using: &random) }.shuffled(using: &random)
            let operation: DropOperation = Int.random(in: 0..<4, using: &random) == 0 ? .copy : .move
            var session = CarriedItems<Token, Side>(pickingUp: picked, from: source, operation: operation)
            let destinationIDs = lists[destination]!.ids
            let anchor = destinationIDs.randomElement(using: &random) ?? 99
            let targets: [DropTarget<Int>] = [.start, .end, .before(anchor), .after(anchor), .index(.min), .index(.max),
                                              .index(Int.random(in: -2...8, using: &random))]
            session.aim(at: destination, targets.randomElement(using: &random)!)
            session.drop(loading: picked.count)

            var failed: Set<Int> = []
            for slot in picked.indices.shuffled(using: &random) {
                Self.randomEdit(&lists, nextID: &nextID, using: &random)
                if Int.random(in: 0..<5, using: &random) == 0 {
                    failed.insert(picked[slot])
                    session.receive(.failure(.cancelled(type: nil)), at: slot)
                } else {
                    session.receive(.success(Token(id: picked[slot])), at: slot)
                }
            }
            let cancels = Int.random(in: 0..<8, using: &random) == 0
            if cancels { session.cancel() }
            let before = lists
            let outcome = session.complete(in: &lists)
            let context = "seed \(seed) round \(round): \(before) → \(lists), picked \(picked), \(operation), target \(session.target)"
            if cancels {
                #expect(outcome == nil && lists == before, "\(context)")
                continue
            }
            try #require(outcome != nil, "\(context)")
            let delivered = picked.filter { !failed.contains($0) }
            let after = lists[.left]!.ids + lists[.right]!.ids
            let untouched = { (ids: [Int]) in ids.filter { !delivered.contains($0) } }
            #expect(untouched(lists[.left]!.ids) == untouched(before[.left]!.ids), "\(context)")
            #expect(untouched(lists[.right]!.ids) == untouched(before[.right]!.ids), "\(context)")
            for id in delivered { #expect(lists[destination]!.ids.contains(id), "\(context)") }
            if operation == .move {
                #expect(Set(after).count == after.count, "duplicated: \(context)")
                let beforeIDs = Set(before[.left]!.ids + before[.right]!.ids)
                #expect(Set(after) == beforeIDs.union(delivered), "lost: \(context)")
            } else {
                #expect(Set(lists[destination]!.ids).count == lists[destination]!.count, "duplicated: \(context)")
                #expect(lists[source == destination ? (source == .left ? .right : .left) : source] ==
                        before[source == destination ? (source == .left ? .right : .left) : source], "\(context)")
            }
        }
    }

    /// Deletes, inserts, reorders, or moves an item between the lists, keeping identities unique.
    fileprivate static func randomEdit(_ lists: inout [Side: [Token]], nextID: inout Int, using random: inout SplitMix64) {
        let side: Side = Bool.random(using: &random) ? .left : .right
        let other: Side = side == .left ? .right : .left
        guard var list = lists[side] else { return }
        switch Int.random(in: 0..<5, using: &random) {
        case 0 where !list.isEmpty:
            list.remove(at: Int.random(in: list.indices, using: &random))
        case 1:
            list.insert(Token(id: nextID), at: Int.random(in: 0...list.count, using: &random))
            nextID += 1
        case 2 where list.count > 1:
            list.swapAt(Int.random(in: list.indices, using: &random), Int.random(in: list.indices, using: &random))
        case 3 where !list.isEmpty:
            let moved = list.remove(at: Int.random(in: list.indices, using: &random))
            lists[other, default: []].append(moved)
        default:
            break
        }
        lists[side] = list
    }
}
