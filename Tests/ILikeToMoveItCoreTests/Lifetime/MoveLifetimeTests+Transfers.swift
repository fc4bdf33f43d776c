@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

/// Transfers between lists and within one through `DropPlanner`, under lifetime tracking.
extension MoveLifetimeTests {
    /// Where the dropped items come from: the originals themselves (a drag inside the app
    /// that hands over the values) or fresh copies decoded from the drag's data.
    enum Payload: String, CaseIterable, Sendable {
        case originals
        case decodedCopies
    }

    @Test(arguments: TrackedElementKind.allCases, Payload.allCases)
    func transfersBetweenListsKeepEveryInstanceOnce(_ element: TrackedElementKind, _ payload: Payload) {
        switch element {
        case .object: Self.transfers(LifetimeTracked<Int>.self, payload)
        case .record: Self.transfers(TrackedRecord.self, payload)
        }
    }

    static func transfers<Element: TrackedListItem>(_: Element.Type, _ payload: Payload) {
        for sourceLength in 0...4 {
            for destinationLength in 0...3 {
                withLifetimeTracking { tracker in
                    let source = Element.list(0..<sourceLength, tracker: tracker)
                    let destination = Element.list(10..<(10 + destinationLength), tracker: tracker)
                    let sourceIDs = source.map(\.id), destinationIDs = destination.map(\.id)
                    for mask in 0..<(1 << sourceLength) {
                        let picked = source.filter { mask & (1 << $0.id) != 0 }
                        for moving in [picked, picked.reversed()] {
                            let movingIDs = moving.map(\.id)
                            for target in DropPlannerTests.targets(for: destinationIDs) {
                                let dropped = payload == .originals ? moving : Element.list(movingIDs, tracker: tracker)
                                var from = source, to = destination
                                let outcome = DropPlanner.move(dropped, from: &from, to: &to, at: target)
                                var expected = destinationIDs
                                expected.insert(contentsOf: movingIDs, at: target.offsetForTests(in: destinationIDs))
                                #expect(from.map(\.id) == sourceIDs.filter { !movingIDs.contains($0) })
                                #expect(to.map(\.id) == expected, "moving \(movingIDs) to \(target) of \(destinationIDs)")
                                #expect(outcome.removedFromSource == movingIDs)
                            }
                        }
                    }
                    // What a drop leaves behind: the lists alone hold instances.
                    let outcome: (from: [Element], to: [Element]) = {
                        var from = source, to = destination
                        DropPlanner.move(Element.list(sourceIDs, tracker: tracker), from: &from, to: &to, at: .end)
                        return (from, to)
                    }()
                    #expect(outcome.from.isEmpty && outcome.to.count == sourceLength + destinationLength)
                }
            }
        }
    }

    @Test(arguments: TrackedElementKind.allCases, Payload.allCases)
    func transfersWithinAListKeepEveryInstanceOnce(_ element: TrackedElementKind, _ payload: Payload) {
        switch element {
        case .object: Self.transfersWithin(LifetimeTracked<Int>.self, payload)
        case .record: Self.transfersWithin(TrackedRecord.self, payload)
        }
    }

    static func transfersWithin<Element: TrackedListItem>(_: Element.Type, _ payload: Payload) {
        for length in 0...5 {
            withLifetimeTracking { tracker in
                let items = Element.list(0..<length, tracker: tracker)
                let ids = items.map(\.id)
                for mask in 0..<(1 << length) {
                    let picked = items.filter { mask & (1 << $0.id) != 0 }
                    for moving in [picked, picked.reversed()] {
                        let movingIDs = moving.map(\.id)
                        for target in DropPlannerTests.targets(for: ids) {
                            let dropped = payload == .originals ? moving : Element.list(movingIDs, tracker: tracker)
                            var list = items
                            DropPlanner.move(dropped, within: &list, to: target)
                            #expect(list.map(\.id) == DropPlannerTests.referenceMoveWithin(ids, moving: movingIDs, target: target),
                                    "moving \(movingIDs) to \(target) in \(ids)")
                            // A copy of items already there is skipped; new identities go in.
                            var copied = items
                            let fresh = Element.list(movingIDs.map { $0 + 50 }, tracker: tracker)
                            DropPlanner.insert(dropped + fresh, into: &copied, at: target)
                            var expected = ids
                            expected.insert(contentsOf: fresh.map(\.id), at: target.offsetForTests(in: ids))
                            #expect(copied.map(\.id) == expected, "copying \(movingIDs) to \(target) in \(ids)")
                        }
                    }
                }
                #expect(tracker.liveInstances == length, "only the list's own instances are left")
            }
        }
    }
}
