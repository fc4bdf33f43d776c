@testable import ILikeToMoveItCore
import Testing

/// Runs an ``AutoScroll`` against a simulated clock: timers fire when the clock passes their
/// time, in order, and every scroll is recorded with the time it was made.
private struct SimulatedDrag {
    var autoScroll: AutoScroll
    var now: Double = 0
    var viewportLength: Double = 800
    var itemCount: Int = 100
    private(set) var timers: [AutoScroll.Token: Double] = [:]
    private(set) var scrolls: [(item: Int, edge: AutoScroll.Edge, at: Double)] = []

    init(_ autoScroll: AutoScroll = AutoScroll()) {
        self.autoScroll = autoScroll
    }

    /// Reports the pointer at `position` over `item`, now.
    mutating func move(to position: Double, over item: Int?) {
        carryOut(autoScroll.dragMoved(
            to: position, viewportLength: viewportLength, over: item, itemCount: itemCount, at: now))
    }

    /// Lets `seconds` pass, firing the timers that fall due on the way.
    mutating func wait(_ seconds: Double) {
        let end = now + seconds
        while let (token, due) = timers.min(by: { $0.value < $1.value }), due <= end {
            timers[token] = nil
            now = Swift.max(now, due)
            carryOut(autoScroll.timerFired(token, at: now))
        }
        now = end
    }

    mutating func stop() {
        carryOut(autoScroll.stop())
    }

    var pendingTimers: Int { timers.count }
    var scrolledItems: [Int] { scrolls.map(\.item) }

    private mutating func carryOut(_ actions: [AutoScroll.Action]) {
        for action in actions {
            switch action {
            case let .scroll(item, edge): scrolls.append((item, edge, now))
            case let .schedule(delay, token):
                #expect(delay >= 0 && delay.isFinite, "a timer waits a finite, non-negative time")
                timers[token] = now + delay
            case let .cancel(token): timers[token] = nil
            }
        }
    }
}

@Suite struct AutoScrollTests {
    @Test func scrollsTowardTheEdgeTheDragIsHeldAt() {
        var bottom = SimulatedDrag()
        bottom.move(to: 790, over: 40)
        bottom.wait(2)
        #expect(bottom.scrolls.allSatisfy { $0.edge == .end })
        #expect(Array(bottom.scrolledItems.prefix(3)) == [41, 42, 43], "the next item toward the bottom, one at a time")

        var top = SimulatedDrag()
        top.move(to: 10, over: 40)
        top.wait(2)
        #expect(top.scrolls.allSatisfy { $0.edge == .start })
        #expect(Array(top.scrolledItems.prefix(3)) == [39, 38, 37])
    }

    @Test(arguments: [(50.0, 30.0), (30.0, 10.0), (10.0, 0.0), (0.0, -40.0)])
    func speedGrowsTowardTheEdge(farther: Double, closer: Double) {
        func steps(atDistance distance: Double) -> Int {
            var drag = SimulatedDrag()
            drag.move(to: drag.viewportLength - distance, over: 10)
            drag.wait(3)
            return drag.scrolls.count
        }
        let slow = steps(atDistance: farther)
        let fast = steps(atDistance: closer)
        #expect(slow > 0)
        if closer >= 0 {
            #expect(fast > slow, "\(closer) points from the edge scrolls faster than \(farther)")
        } else {
            #expect(fast == slow, "beyond the edge counts as at it")
        }
    }

    @Test func theIntervalFollowsTheDistanceFromTheEdge() throws {
        var autoScroll = AutoScroll(margin: 60, slowestInterval: 0.4, fastestInterval: 0.1)
        let actions = autoScroll.dragMoved(to: 770, viewportLength: 800, over: 3, itemCount: 10, at: 5)
        guard case let .schedule(delay, _)? = actions.last else { throw ExpectedSchedule(actions: actions) }
        #expect(abs(delay - 0.25) < 1e-9, "half way into the margin, half way between the intervals")
    }

    @Test func comingCloserBringsTheNextStepForward() throws {
        var autoScroll = AutoScroll(margin: 60, slowestInterval: 0.4, fastestInterval: 0.1)
        let first = autoScroll.dragMoved(to: 745, viewportLength: 800, over: 3, itemCount: 10, at: 0)
        guard case let .schedule(_, slowToken)? = first.last else { throw ExpectedSchedule(actions: first) }
        let closer = autoScroll.dragMoved(to: 800, viewportLength: 800, over: 3, itemCount: 10, at: 0.05)
        guard case let .schedule(delay, fastToken)? = closer.last else { throw ExpectedSchedule(actions: closer) }
        #expect(closer.first == .cancel(slowToken))
        #expect(abs(delay - 0.05) < 1e-9, "0.1 s after entering the margin, 0.05 s from now")
        #expect(autoScroll.timerFired(slowToken, at: 0.1) == [], "the replaced timer does nothing")
        #expect(autoScroll.timerFired(fastToken, at: 0.1).first == .scroll(toItem: 4, edge: .end))
        let stillThere = autoScroll.dragMoved(to: 800, viewportLength: 800, over: 4, itemCount: 10, at: 0.12)
        #expect(stillThere == [], "the same place again changes nothing")
    }

    @Test(arguments: [100.0, 400.0, 700.0, 60.0, 740.0])
    func noScrollOutsideTheMargin(position: Double) {
        var drag = SimulatedDrag()
        drag.move(to: position, over: 50)
        drag.wait(5)
        #expect(drag.scrolls.isEmpty)
        #expect(drag.pendingTimers == 0)
    }

    @Test func leavingTheMarginStopsTheScrolling() {
        var drag = SimulatedDrag()
        drag.move(to: 795, over: 50)
        drag.wait(1)
        let scrolled = drag.scrolls.count
        #expect(scrolled > 0)
        drag.move(to: 400, over: 52)
        drag.wait(5)
        #expect(drag.scrolls.count == scrolled)
        #expect(drag.pendingTimers == 0)
    }

    @Test func theEndOfTheDragStopsTheScrolling() {
        var drag = SimulatedDrag()
        drag.move(to: 5, over: 50)
        drag.wait(1)
        let scrolled = drag.scrolls.count
        #expect(scrolled > 0)
        drag.stop()
        drag.wait(5)
        #expect(drag.scrolls.count == scrolled)
        #expect(drag.pendingTimers == 0)
        #expect(!drag.autoScroll.isScrolling)
    }

    @Test func stopsAtTheContentsEnd() {
        var bottom = SimulatedDrag()
        bottom.itemCount = 6
        bottom.move(to: 800, over: 2)
        bottom.wait(10)
        #expect(bottom.scrolledItems == [3, 4, 5], "up to the last item, then no more")
        #expect(bottom.pendingTimers == 0)
        bottom.move(to: 800, over: 5)
        bottom.wait(10)
        #expect(bottom.scrolledItems == [3, 4, 5], "holding on at the end starts nothing")

        var top = SimulatedDrag()
        top.itemCount = 6
        top.move(to: 0, over: 2)
        top.wait(10)
        #expect(top.scrolledItems == [1, 0])
        #expect(top.pendingTimers == 0)
    }

    @Test func scrollsAgainAfterLeavingTheMarginAtTheEnd() {
        var drag = SimulatedDrag()
        drag.itemCount = 3
        drag.move(to: 800, over: 1)
        drag.wait(5)
        #expect(drag.scrolledItems == [2])
        drag.move(to: 400, over: 1)
        drag.move(to: 0, over: 1)
        drag.wait(5)
        #expect(drag.scrolledItems == [2, 0], "toward the other edge after leaving the first one's margin")
    }

    @Test func theFirstItemAtTheEdgeIsStillBroughtIntoView() {
        var drag = SimulatedDrag()
        drag.move(to: 3, over: 0)
        drag.wait(5)
        #expect(drag.scrolledItems == [0])
        #expect(drag.pendingTimers == 0)
    }

    @Test func theHoveredItemMovesTheCursorOnlyTowardTheEdge() {
        var drag = SimulatedDrag()
        drag.move(to: 800, over: 10)
        drag.wait(0.05)
        #expect(drag.scrolledItems == [11])
        drag.move(to: 800, over: 20)
        drag.wait(0.05)
        drag.move(to: 800, over: 15)
        drag.wait(0.05)
        #expect(drag.scrolledItems == [11, 21, 22], "a hovered item behind the last step does not pull it back")
    }

    @Test func aGridScrollsALineAtATime() {
        var drag = SimulatedDrag(AutoScroll(itemsPerStep: 3))
        drag.itemCount = 10
        drag.move(to: 800, over: 1)
        drag.wait(10)
        #expect(drag.scrolledItems == [4, 7, 9], "one row of three columns per step, the last row last")
    }

    @Test func aDragBetweenItemsStartsNothing() {
        var drag = SimulatedDrag()
        drag.move(to: 800, over: nil)
        drag.wait(2)
        #expect(drag.scrolls.isEmpty)
        #expect(drag.pendingTimers == 0)
    }

    /// Input that makes no sense stops scrolling and never traps.
    struct AbsurdInput: CustomTestStringConvertible, Sendable {
        let name: String
        var position = 800.0
        var viewportLength = 800.0
        var itemCount = 100
        var time = 1.0

        var testDescription: String { name }
    }

    @Test(arguments: [
        AbsurdInput(name: "position NaN", position: .nan),
        AbsurdInput(name: "position infinite", position: .infinity),
        AbsurdInput(name: "position minus infinity", position: -.infinity),
        AbsurdInput(name: "viewport NaN", viewportLength: .nan),
        AbsurdInput(name: "viewport infinite", viewportLength: .infinity),
        AbsurdInput(name: "viewport negative", viewportLength: -800),
        AbsurdInput(name: "viewport empty", viewportLength: 0),
        AbsurdInput(name: "no items", itemCount: 0),
        AbsurdInput(name: "negative item count", itemCount: -5),
        AbsurdInput(name: "time NaN", time: .nan),
        AbsurdInput(name: "time infinite", time: .infinity),
    ])
    func absurdInputStopsScrolling(_ input: AbsurdInput) throws {
        var autoScroll = AutoScroll()
        let started = autoScroll.dragMoved(to: 800, viewportLength: 800, over: 50, itemCount: 100, at: 0)
        guard case let .schedule(_, token)? = started.last else { throw ExpectedSchedule(actions: started) }
        let actions = autoScroll.dragMoved(
            to: input.position, viewportLength: input.viewportLength, over: 50, itemCount: input.itemCount,
            at: input.time)
        #expect(actions == [.cancel(token)])
        #expect(!autoScroll.isScrolling)
        #expect(autoScroll.timerFired(token, at: 2) == [])
    }

    @Test func aHoveredItemOutsideTheListCountsAsNone() {
        for item in [-1, 100, Int.max, Int.min] {
            var drag = SimulatedDrag()
            drag.move(to: 800, over: item)
            drag.wait(2)
            #expect(drag.scrolls.isEmpty, "item \(item)")
        }
    }

    @Test func aListThatShrankKeepsTheStepsInside() {
        var drag = SimulatedDrag()
        drag.move(to: 800, over: 50)
        drag.itemCount = 10
        drag.move(to: 800, over: nil)
        drag.wait(5)
        #expect(drag.scrolledItems == [9], "the last item of the list as it is now")
    }

    @Test func absurdSettingsHaveDefinedValues() {
        let nonsense = AutoScroll(margin: .nan, slowestInterval: -1, fastestInterval: .infinity, itemsPerStep: -3)
        #expect(nonsense.margin == 0)
        #expect(nonsense.fastestInterval == 0)
        #expect(nonsense.slowestInterval == 0)
        #expect(nonsense.itemsPerStep == 1)
        var drag = SimulatedDrag(nonsense)
        drag.move(to: 800, over: 5)
        drag.wait(1)
        #expect(drag.scrolls.isEmpty, "no margin, no scrolling")

        let inverted = AutoScroll(margin: 60, slowestInterval: 0.1, fastestInterval: 0.3)
        #expect(inverted.slowestInterval == 0.3, "the slowest is never faster than the fastest")
    }

    @Test func aSmallViewportKeepsTheMarginsApart() {
        var drag = SimulatedDrag()
        drag.viewportLength = 100
        drag.move(to: 50, over: 5)
        drag.wait(2)
        #expect(drag.scrolls.isEmpty, "the middle of a 100-point viewport is in neither margin")
        drag.move(to: 20, over: 5)
        drag.wait(0.5)
        #expect(!drag.scrolls.isEmpty, "a quarter of it is")
    }

    @Test(arguments: [
        (MoveLayout.list, 10, AutoScroll.Axis.vertical, 1),
        (.grid(GridMoveLayout(columns: 3)), 10, .vertical, 3),
        (.grid(GridMoveLayout(rows: 2)), 10, .horizontal, 2),
        (.grid(GridMoveLayout(columns: .max)), 10, .horizontal, 1),
        (.grid(GridMoveLayout(rows: .max)), 10, .vertical, 1),
        (.grid(GridMoveLayout(columns: 1)), 10, .vertical, 1),
    ])
    func theLayoutGivesTheAxisAndTheStep(layout: MoveLayout, count: Int, axis: AutoScroll.Axis, step: Int) {
        let result = AutoScroll.axis(of: layout, itemCount: count)
        #expect(result.axis == axis)
        #expect(result.itemsPerStep == step)
    }
}

private struct ExpectedSchedule: Error {
    let actions: [AutoScroll.Action]
}
