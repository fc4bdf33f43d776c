import Foundation
@testable import ILikeToMoveItCore
import Testing

/// A list the app reorders itself (`onMove`'s shape), driven as the SwiftUI layer drives it:
/// the driver keeps the list of the latest update, and the user may act again before the
/// view's next update brings the app's new order.
@MainActor
@Suite struct OnMoveListTests {
    /// The app's chores, reordered only through the moves handed to it, and the driver of
    /// their list.
    @MainActor final class Chores {
        var items = FlockBird.flock(4)
        var handed: [IndexSetMove] = []
        let undo = UndoRegistry()
        let hands = RecordingHands(now: { 0 }) { _ in }
        let settings = ListSettings(label: \FlockBird.name, announcer: .english)
        private(set) lazy var driver = ListSessionDriver(hands: hands, timers: VirtualTimers())
        private var box: SessionListBox<OnMoveList<[FlockBird], Int>>?

        /// A new update of the view, with the app's items as they are now.
        func update() {
            let list = OnMoveList<[FlockBird], Int>(items: items) { [unowned self] source, destination in
                handed.append(IndexSetMove(source: source, destination: destination))
                items = referenceMove(items, fromOffsets: source, toOffset: destination)
            }
            driver.update(SessionListBox.update(&box, with: list, moves: AccessibleMoves(id: \.id)), settings: settings, undo: undo)
        }

        var ids: [Int] { items.map(\.id) }
    }

    /// Swan moves down; before the view updates, Crow (now just above Swan) moves up. The
    /// second move is worked out on the order the app has after the first, so Crow moves,
    /// not Swan back.
    @Test func aSecondMoveBeforeTheNextUpdateMovesTheItemItNames() {
        let chores = Chores()
        chores.update()
        chores.driver.move(.list(.down), on: AnyHashable(2))
        #expect(chores.ids == [0, 1, 3, 2])
        chores.driver.move(.list(.up), on: AnyHashable(3))
        #expect(chores.ids == [0, 3, 1, 2], "Crow moved up, past Jay")
        #expect(chores.handed.last == IndexSetMove(source: IndexSet(integer: 2), destination: 1))
    }

    /// Undo and redo before the next update run on the order the app has, too.
    @Test func undoAndRedoBeforeTheNextUpdateRunOnTheAppsOrder() {
        let chores = Chores()
        chores.update()
        chores.driver.move(.list(.down), on: AnyHashable(2))
        chores.driver.move(.list(.up), on: AnyHashable(3))
        chores.undo.undo()
        #expect(chores.ids == [0, 1, 3, 2], "Crow back below Jay")
        chores.undo.undo()
        #expect(chores.ids == [0, 1, 2, 3], "Swan back above Crow")
        chores.undo.redo()
        #expect(chores.ids == [0, 1, 3, 2])
    }

    /// An update brings the app's order, whatever the list made of the moves before it: an
    /// app that changed its list meanwhile (another device added a chore) is read as it is.
    @Test func anUpdateReplacesWhatTheListKeptOfItsMoves() {
        let chores = Chores()
        chores.update()
        chores.driver.move(.list(.toTop), on: AnyHashable(3))
        chores.items.insert(FlockBird(id: 9, name: "Heron"), at: 0)
        chores.update()
        chores.driver.move(.list(.toTop), on: AnyHashable(2))
        #expect(chores.ids == [2, 9, 3, 0, 1])
    }
}

/// The contract of a list the app reorders itself: one call of its closure per move, an undo
/// and a redo included.
@MainActor
@Suite struct OnMoveListOneCallTests {
    /// The app's list, counting the calls of its closure.
    @MainActor final class Counted {
        var items: [FlockBird]
        var calls = 0
        let undo = UndoRegistry()
        let hands = RecordingHands(now: { 0 }) { _ in }
        let driver: ListSessionDriver
        private var box: SessionListBox<OnMoveList<[FlockBird], Int>>?
        var selection: Set<Int> = []

        init(_ count: Int) {
            items = FlockBird.flock(count)
            driver = ListSessionDriver(hands: hands, timers: VirtualTimers())
        }

        func update() {
            let list = OnMoveList<[FlockBird], Int>(items: items) { [unowned self] source, destination in
                calls += 1
                items = referenceMove(items, fromOffsets: source, toOffset: destination)
            }
            driver.update(SessionListBox.update(&box, with: list, moves: AccessibleMoves(id: \.id)), settings: ListSettings(label: \FlockBird.name, announcer: .english, selection: selection), undo: undo)
        }

        /// The calls `action` makes, then an update of the view.
        func calls(_ action: () -> Void) -> Int {
            let before = calls
            action()
            update()
            return calls - before
        }
    }

    /// Every selection of a list of five, every row, every kind of move: at most one call for
    /// the move, one for its undo and one for its redo; the undo gives back the list. A
    /// selection that stands together moves as it does in a binding; a scattered one leaves
    /// the row to move alone.
    @Test func everyMoveUndoAndRedoIsOneCall() {
        let actions: [AccessibilityMoveAction] = [.up, .down, .up(2), .down(3), .toTop, .toBottom]
        let count = 5
        var checked = 0
        for mask in 0..<(1 << count) {
            let selection = Set((0..<count).filter { mask & (1 << $0) != 0 })
            let standsTogether = selection.isEmpty || (selection.max()! - selection.min()! + 1 == selection.count)
            for row in 0..<count {
                for action in actions {
                    let list = Counted(count)
                    list.selection = selection
                    list.update()
                    let start = list.items
                    let moved = list.calls { list.driver.move(.list(action), on: AnyHashable(row)) }
                    #expect(moved <= 1, "\(action) on \(row) with \(selection)")
                    // What a binding does with the selection the list kept.
                    var expected = start
                    var reference = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
                    let kept = standsTogether || !selection.contains(row) ? selection : []
                    if let request = MoveLayout.list.request(for: .list(action), on: row, selection: ListSelection(kept)) {
                        reference.perform(MoveRequest(request.kind), on: &expected)
                    }
                    #expect(list.items == expected, "\(action) on \(row) with \(selection)")
                    let after = list.items
                    guard moved == 1 else { continue }
                    #expect(list.calls { list.undo.undo() } == 1)
                    #expect(list.items == start)
                    #expect(list.calls { list.undo.redo() } == 1)
                    #expect(list.items == after)
                    checked += 1
                }
            }
        }
        #expect(checked > 300)
    }

    /// A selection scattered through the list: "Move to top" on one of its rows moves that
    /// row alone, and its undo is one call.
    @Test func aScatteredSelectionLeavesTheRowToMoveAlone() {
        let list = Counted(5)
        list.selection = [1, 3]
        list.update()
        #expect(list.calls { list.driver.move(.list(.toTop), on: AnyHashable(3)) } == 1)
        #expect(list.items.map(\.id) == [3, 0, 1, 2, 4])
        list.selection = [1, 2]
        list.update()
        #expect(list.calls { list.driver.move(.list(.toBottom), on: AnyHashable(1)) } == 1)
        #expect(list.items.map(\.id) == [3, 0, 4, 1, 2], "a selection standing together moves together")
        #expect(list.calls { list.undo.undo() } == 1)
        #expect(list.items.map(\.id) == [3, 0, 1, 2, 4])
    }
}
