@testable import ILikeToMoveItCore
import Testing

/// Grid moves through `AccessibleMoves`, undone by other moves and by the same ones, under
/// lifetime tracking, against the step-by-step grid reference.
extension MoveLifetimeTests {
    @Test(arguments: TrackedElementKind.allCases, MovableListKind.allCases)
    func gridMovesKeepEveryInstanceOnce(_ element: TrackedElementKind, _ list: MovableListKind) {
        list.runForEachLength(0...7, of: element, GridMoveCheck())
    }

    struct GridMoveCheck: MovableListCheck {
        static var layouts: [GridMoveLayout] {
            [GridMoveLayout(columns: 1), GridMoveLayout(columns: 3), GridMoveLayout(columns: 2, readingDirection: .rightToLeft),
             GridMoveLayout(rows: 2)]
        }

        func callAsFunction<Element: TrackedListItem, List: MutableCollection & RangeReplaceableCollection>(
            _ items: [Element], tracker: LifetimeTracker, context: String, _ make: ([Element]) -> List
        ) where List.Element == Element {
            let ids = items.map(\.id)
            let live = tracker.liveInstances
            for layout in Self.layouts {
                for action in [GridMoveAction.left, .right(2), .up, .down(rows: 2), .toStart, .toEnd, .left(Int.max)] {
                    for from in ids.indices {
                        let to = referenceGridDestination(from: from, count: ids.count, in: layout, action)
                        var expected = ids
                        expected.insert(expected.remove(at: from), at: to)
                        // Undone here by other moves, which find the item by a scan; below by
                        // the same moves, which find it where they left it.
                        var list = make(items)
                        var once = AccessibleMoves<Element, Int>(label: \.label)
                        let result = once.perform(.grid(ids[from], action, in: layout), on: &list)
                        #expect(list.map(\.id) == expected, "\(context): \(action) of \(from) in \(layout)")
                        if let undo = result.inverse {
                            var fresh = AccessibleMoves<Element, Int>(label: \.label)
                            fresh.perform(undo, on: &list)
                        }
                        #expect(list.map(\.id) == ids, "\(context): undo of \(action) of \(from)")

                        var moves = AccessibleMoves<Element, Int>(label: \.label)
                        var viaMoves = make(items)
                        let step = moves.perform(.grid(ids[from], action, in: layout), on: &viaMoves)
                        #expect(viaMoves.map(\.id) == expected, "\(context): \(action) of \(from) through AccessibleMoves")
                        if let inverse = step.inverse { moves.perform(inverse, on: &viaMoves) }
                        #expect(viaMoves.map(\.id) == ids, "\(context): undo through AccessibleMoves")
                    }
                }
            }
            #expect(tracker.liveInstances == live, "\(context): a grid move created or destroyed an instance")
        }
    }
}
