@testable import ILikeToMoveItCore
import Testing
@testable import DemoKit

/// Undo and redo through `AccessibleMoves` and a `MoveHistory`, under lifetime tracking.
extension MoveLifetimeTests {
    /// A list driven the way the demo and an app's tests drive one: the core type and the
    /// plain undo stack.
    struct Driven<Element: TrackedListItem> {
        var items: [Element]
        var moves = AccessibleMoves<Element, Int>(id: \.id, label: \.label)
        var history = MoveHistory<MoveRequest<Int>>()

        init(items: [Element]) { self.items = items }

        mutating func handle(_ request: MoveRequest<Int>) {
            history.perform(request) { moves.perform($0, on: &items) }
        }

        @discardableResult
        mutating func undo() -> MoveStep<Int>? { history.undo { moves.perform($0, on: &items) } }

        @discardableResult
        mutating func redo() -> MoveStep<Int>? { history.redo { moves.perform($0, on: &items) } }
    }

    @Test(arguments: TrackedElementKind.allCases)
    func controllerUndoAndRedoKeepEveryInstanceOnce(_ element: TrackedElementKind) {
        switch element {
        case .object: Self.controllerMoves(LifetimeTracked<Int>.self)
        case .record: Self.controllerMoves(TrackedRecord.self)
        }
    }

    static func controllerMoves<Element: TrackedListItem>(_: Element.Type) {
        for length in lengths {
            withLifetimeTracking { tracker in
                let items = Element.list(0..<length, tracker: tracker)
                let ids = items.map(\.id)
                // Each single move of each item, undone and redone.
                for action in interestingActions {
                    for id in ids + [99] {
                        var controller = Driven(items: items)
                        controller.handle(.item(id, action))
                        let moved = ids.contains(id) ? referenceMove(ids, moving: id, action) : ids
                        #expect(controller.items.map(\.id) == moved, "\(action) of \(id) in \(ids)")
                        controller.undo()
                        #expect(controller.items.map(\.id) == ids, "undo of \(action) of \(id)")
                        controller.redo()
                        #expect(controller.items.map(\.id) == moved, "redo of \(action) of \(id)")
                    }
                }
                // Each selection, undone and redone.
                for mask in 0..<(1 << length) {
                    let selected = Set(ids.filter { mask & (1 << $0) != 0 })
                    for action in [AccessibilityMoveAction.up, .down(2), .toTop, .toBottom] {
                        var controller = Driven(items: items)
                        controller.handle(.selection(selected, action))
                        let moved = referenceSelectionMove(ids, selected, action)
                        #expect(controller.items.map(\.id) == moved, "\(action) of \(selected.sorted()) in \(ids)")
                        controller.undo()
                        #expect(controller.items.map(\.id) == ids)
                        controller.redo()
                        #expect(controller.items.map(\.id) == moved)
                    }
                }
                #expect(tracker.liveInstances == length, "the controller created or destroyed an instance")
            }
        }
    }

    /// Long random sequences of requests, then everything undone and redone; items removed
    /// by the app on the way are destroyed once, when nothing holds them any more.
    @Test(arguments: TrackedElementKind.allCases, [1, 2, 3] as [UInt64])
    func randomControllerSessionsKeepEveryInstanceOnce(_ element: TrackedElementKind, seed: UInt64) {
        switch element {
        case .object: Self.randomControllerSession(LifetimeTracked<Int>.self, seed: seed)
        case .record: Self.randomControllerSession(TrackedRecord.self, seed: seed)
        }
    }

    static func randomControllerSession<Element: TrackedListItem>(_: Element.Type, seed: UInt64) {
        withLifetimeTracking { tracker in
            var random = SplitMix64(seed: seed)
            var controller = Driven(items: Element.list(0..<12, tracker: tracker))
            for step in 0..<300 {
                let ids = controller.items.map(\.id)
                let action = interestingActions.randomElement(using: &random)!
                if step == 150 {
                    // Someone else deletes two items and adds one: the controller keeps going.
                    var items = controller.items
                    items.removeSubrange(0..<min(2, items.count))
                    items.append(Element(id: 50, tracker: tracker))
                    controller.items = items
                    #expect(tracker.liveInstances == 11, "the two deleted items are destroyed at once")
                    continue
                }
                if Bool.random(using: &random) {
                    let id = ids.randomElement(using: &random) ?? 99
                    controller.handle(.item(id, action))
                    #expect(controller.items.map(\.id) == referenceMove(ids, moving: id, action), "seed \(seed) step \(step)")
                } else {
                    let selected = Set(ids.filter { _ in Int.random(in: 0..<3, using: &random) == 0 })
                    controller.handle(.selection(selected, action))
                    #expect(controller.items.map(\.id) == referenceSelectionMove(ids, selected, action), "seed \(seed) step \(step)")
                }
            }
            let final = controller.items.map(\.id)
            while controller.undo() != nil {}
            #expect(Set(controller.items.map(\.id)) == Set(final), "undo only reorders")
            while controller.redo() != nil {}
            #expect(Set(controller.items.map(\.id)) == Set(final))
            #expect(tracker.liveInstances == controller.items.count)
        }
    }
}
