@testable import ILikeToMoveItCore
import Testing

/// A driver's session, and a list's box, are reached one access at a time: code that writing
/// the list runs and that calls back into the list before returning stops the app with a
/// message naming the mistake, as the run-time exclusivity check would (which is off for the
/// session and the box: see `ListSessionDriver.withSession` and `SessionListBox.list`). Run in
/// a child process, which the stop ends.
@Suite struct ListSessionReentryTests {
    /// A list whose write calls back into its own driver.
    @MainActor
    final class Reentrant {
        var birds = FlockBird.flock(3)
        let driver = ListSessionDriver(hands: nil, timers: nil)
        /// What the list's write does with the driver.
        let reentry: @MainActor (ListSessionDriver) -> Void

        init(_ reentry: @escaping @MainActor (ListSessionDriver) -> Void) {
            self.reentry = reentry
            let list = ItemsList<[FlockBird], Int>(get: { [unowned self] in birds }, set: { [unowned self] items, _ in
                birds = items
                reentry(driver)
            })
            driver.update(
                SessionListBox(list, moves: AccessibleMoves(id: \.id)),
                settings: ListSettings(label: \FlockBird.name, announcer: .english), undo: nil)
        }
    }

    @Test func aWriteThatSendsTheListAnEventStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let list = Reentrant { driver in driver.send(.update) }
                list.driver.move(.list(.down), on: AnyHashable(0))
            }
        }
    }

    @Test func aWriteThatUpdatesTheListStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let list = Reentrant { driver in driver.update(RowlessList.box(), settings: ListSettings(), undo: nil) }
                list.driver.move(.list(.down), on: AnyHashable(0))
            }
        }
    }

    @Test func aWriteThatReadsTheListStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let list = Reentrant { driver in _ = driver.identities }
                list.driver.move(.list(.down), on: AnyHashable(0))
            }
        }
    }

    /// A list whose write hands its box a new list, as a user interface's update would.
    final class Replacing {
        var birds = FlockBird.flock(3)
        var box: SessionListBox<ItemsList<[FlockBird], Int>>!

        init(replacesWhileWriting: Bool) {
            box = SessionListBox(list(replacesWhileWriting), moves: AccessibleMoves(id: \.id))
        }

        private func list(_ replaces: Bool) -> ItemsList<[FlockBird], Int> {
            ItemsList(get: { [unowned self] in birds }, set: { [unowned self] items, _ in
                birds = items
                if replaces { box.list = list(false) }
            })
        }
    }

    @Test func aWriteThatHandsTheBoxANewListStops() async {
        await #expect(processExitsWith: .failure) {
            let list = Replacing(replacesWhileWriting: true)
            var session = ListSession()
            session.decide(.move(.list(.down), on: 0), in: list.box, settings: ListSettings(announcer: .english))
        }
        let list = Replacing(replacesWhileWriting: false)
        var session = ListSession()
        session.decide(.move(.list(.down), on: 0), in: list.box, settings: ListSettings(announcer: .english))
        list.box.list = list.box.list
        #expect(list.birds.map(\.id) == [1, 0, 2], "handed a new list between writes, the box takes it")
    }

    /// The same calls after the write returned are fine: the stop is for overlap only.
    @MainActor
    @Test func theSameCallsAfterTheWriteAreFine() {
        var calls = 0
        let list = Reentrant { _ in calls += 1 }
        list.driver.move(.list(.down), on: AnyHashable(0))
        list.driver.send(.update)
        #expect(calls == 1 && list.birds.map(\.id) == [1, 0, 2])
        #expect(list.driver.identities == [1, 0, 2].map { MoveKey($0) })
    }
}
