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
        let settings = ListSettings<FlockBird, Int>(label: \.name, announcer: .english)
        private(set) lazy var driver = ListSessionDriver<OnMoveList<[FlockBird], Int>, RecordingHands>(
            identify: \.id, hands: hands, timers: VirtualTimers())

        /// A new update of the view, with the app's items as they are now.
        func update() {
            driver.update(OnMoveList(items: items) { [unowned self] source, destination in
                handed.append(IndexSetMove(source: source, destination: destination))
                items = referenceMove(items, fromOffsets: source, toOffset: destination)
            }, settings: settings, undo: undo)
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
