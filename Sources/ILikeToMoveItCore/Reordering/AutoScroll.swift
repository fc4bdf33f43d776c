#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decides when and where a list scrolls while a dragged item is held near the edge of the
/// scroll view that shows it.
///
/// SwiftUI before iOS 17 cannot scroll a `ScrollView` by points, but it can bring an item to
/// an edge (`ScrollViewProxy.scrollTo(_:anchor:)`). So the list scrolls item by item: while
/// the pointer is within ``margin`` of an edge, every so often the next line of items toward
/// that edge is brought to it. How often grows with closeness: ``slowestInterval`` at the
/// margin's inner border, ``fastestInterval`` at the edge or beyond it. It stops at the first
/// or last item, when the pointer leaves the margin, and when the drag ends.
///
/// It is a pure state machine: each method takes the time (any clock that only goes forward,
/// in seconds) and returns the ``Action``s for the platform glue to carry out (scroll, start
/// or cancel a timer). It never reads a clock.
///
/// ```swift
/// var autoScroll = AutoScroll()
/// autoScroll.dragMoved(to: 770, viewportLength: 800, over: 12, itemCount: 40, at: 0)
/// // [.schedule(after: 0.225, token: t1)]  — 30 points from the bottom edge, half the margin
/// autoScroll.dragMoved(to: 800, viewportLength: 800, over: 12, itemCount: 40, at: 0.1)
/// // [.cancel(t1), .schedule(after: 0, token: t2)]  — at the edge: 0.05 s after entering
/// autoScroll.timerFired(t2, at: 0.1)
/// // [.scroll(toItem: 13, edge: .end), .schedule(after: 0.05, token: t3)]
/// autoScroll.stop()
/// // [.cancel(t3)]  — the drag ended
/// ```
///
/// Bad input has a defined result: a viewport that is empty, negative, infinite or not a
/// number, a position that is not finite, or a list without items stops scrolling; a time
/// that is not finite stops it too; a hovered index outside the list counts as no item.
package struct AutoScroll: Equatable, Sendable {
    /// An edge of the viewport along the axis the list scrolls on.
    package enum Edge: Equatable, Sendable {
        /// The top, or the leading side of a list that scrolls sideways: where the first item is.
        case start
        /// The bottom, or the trailing side: where the last item is.
        case end
    }

    /// The axis a list scrolls on.
    package enum Axis: Equatable, Sendable {
        case vertical
        case horizontal
    }

    /// Identifies one timer; a timer that fires with an older token does nothing.
    package struct Token: Hashable, Sendable, CustomStringConvertible {
        let value: UInt64

        /// `#value`, for logs.
        package var description: String { "#\(value)" }
    }

    /// Something the platform glue must do.
    package enum Action: Equatable, Sendable {
        /// Bring the item at `toItem` (an offset in the list's order) to `edge` of the viewport.
        case scroll(toItem: Int, edge: Edge)
        /// Start a timer; call ``timerFired(_:at:)`` with `token` when it fires.
        case schedule(after: TimeInterval, token: Token)
        /// Stop the timer started for `token`, if it has not fired.
        case cancel(Token)
    }

    /// A scroll toward one edge that is under way.
    struct Run: Equatable, Sendable {
        var edge: Edge
        /// The item brought to the edge last, or the hovered item before the first step.
        var cursor: Int
        var itemCount: Int
        /// The wait between two steps at the pointer's current distance from the edge.
        var interval: TimeInterval
        /// When the last step was made, or when the pointer entered the margin.
        var since: TimeInterval
        /// The pending timer and when it is due.
        var token: Token
        var due: TimeInterval
    }

    /// Where the auto-scroll stands.
    enum State: Equatable, Sendable {
        /// Not scrolling: no drag near an edge.
        case idle
        /// Scrolling toward an edge, one line per interval.
        case scrolling(Run)
        /// The item at this edge of the list was reached; nothing more until the pointer
        /// leaves the margin or the drag ends.
        case reachedEnd(Edge)
    }

    /// How far from an edge, in points, the pointer makes the list scroll; at most a quarter
    /// of the viewport, so the two margins never meet. 60 by default.
    package var margin: Double
    /// The wait between steps at the margin's inner border; 0.4 s by default.
    package var slowestInterval: TimeInterval
    /// The wait between steps at the edge; 0.05 s by default.
    package var fastestInterval: TimeInterval
    /// How many items a step moves: the items of one line of a grid, 1 in a list.
    package var itemsPerStep: Int

    /// Where the auto-scroll stands; only its methods change it.
    private(set) var state: State = .idle
    private var nextToken: UInt64 = 1

    /// Creates an auto-scroll that is not scrolling.
    ///
    /// - Parameters:
    ///   - margin: The width of the band along each edge, in points; 60 by default. Values
    ///     that are negative or not finite count as 0 (no scrolling).
    ///   - slowestInterval: The wait between steps at the margin's inner border; 0.4 s by
    ///     default.
    ///   - fastestInterval: The wait between steps at the edge; 0.05 s by default. Negative or
    ///     non-finite intervals count as 0; the slowest is never faster than the fastest.
    ///   - itemsPerStep: How many items each step moves on; values below 1 count as 1.
    package init(
        margin: Double = 60, slowestInterval: TimeInterval = 0.4, fastestInterval: TimeInterval = 0.05,
        itemsPerStep: Int = 1
    ) {
        self.margin = margin.isFinite ? Swift.max(0, margin) : 0
        let fastest = fastestInterval.isFinite ? Swift.max(0, fastestInterval) : 0
        self.fastestInterval = fastest
        self.slowestInterval = slowestInterval.isFinite ? Swift.max(fastest, slowestInterval) : fastest
        self.itemsPerStep = Swift.max(1, itemsPerStep)
    }

    /// The drag moved, or was reported again where it is.
    ///
    /// - Parameters:
    ///   - position: The pointer's distance from the viewport's start edge (top, or leading
    ///     side), in points, along the axis the list scrolls on; beyond an edge counts as at it.
    ///   - viewportLength: The viewport's length along that axis, in points.
    ///   - item: The offset of the item under the pointer in the list's order; `nil` when the
    ///     pointer is between items.
    ///   - itemCount: How many items the list holds now.
    ///   - now: The time, in seconds.
    /// - Returns: Nothing while nothing changes; a schedule when the pointer entered a margin
    ///   (the first step comes one interval later, so a drag that passes through the margin
    ///   does not scroll); a cancel and a sooner schedule when it came closer to the edge; a
    ///   cancel when it left the margin or the input makes no sense.
    package mutating func dragMoved(
        to position: Double, viewportLength: Double, over item: Int?, itemCount: Int, at now: TimeInterval
    ) -> [Action] {
        guard position.isFinite, viewportLength.isFinite, viewportLength > 0, itemCount > 0, now.isFinite,
            let (edge, interval) = zone(of: position, in: viewportLength)
        else { return stop() }
        let hovered = item.flatMap { (0..<itemCount).contains($0) ? $0 : nil }
        switch state {
        case .reachedEnd(edge):
            return []
        case var .scrolling(run) where run.edge == edge:
            run.itemCount = itemCount
            run.cursor = Swift.min(Swift.max(run.cursor, 0), itemCount - 1)
            if let hovered { run.cursor = edge == .start ? Swift.min(run.cursor, hovered) : Swift.max(run.cursor, hovered) }
            run.interval = interval
            let due = run.since + interval
            guard due < run.due else {
                state = .scrolling(run)
                return []
            }
            let cancelled = Action.cancel(run.token)
            run.token = makeToken()
            run.due = Swift.max(now, due)
            state = .scrolling(run)
            return [cancelled, .schedule(after: run.due - now, token: run.token)]
        default:
            let cancelled = stop()
            guard let hovered else { return cancelled }
            let run = Run(
                edge: edge, cursor: hovered, itemCount: itemCount, interval: interval, since: now, token: makeToken(),
                due: now + interval)
            state = .scrolling(run)
            return cancelled + [.schedule(after: interval, token: run.token)]
        }
    }

    /// A timer fired.
    ///
    /// - Parameters:
    ///   - token: The token the timer was scheduled with.
    ///   - now: The time, in seconds.
    /// - Returns: A scroll to the next line toward the edge and the schedule of the step after
    ///   it; only the scroll when that line holds the list's first or last item (the
    ///   scrolling stops there); nothing for a stale or cancelled timer.
    package mutating func timerFired(_ token: Token, at now: TimeInterval) -> [Action] {
        guard case var .scrolling(run) = state, run.token == token else { return [] }
        guard now.isFinite else { return stop() }
        let last = run.itemCount - 1
        let target = run.edge == .start
            ? Swift.max(0, Swift.min(run.cursor, last) - itemsPerStep)
            : Swift.min(last, Swift.max(run.cursor, 0) + itemsPerStep)
        let scroll = Action.scroll(toItem: target, edge: run.edge)
        // The step reached the first or the last line.
        let reachedEnd = run.edge == .start ? target < itemsPerStep : target / itemsPerStep == last / itemsPerStep
        if reachedEnd {
            state = .reachedEnd(run.edge)
            return [scroll]
        }
        run.cursor = target
        run.since = now
        run.token = makeToken()
        run.due = now + run.interval
        state = .scrolling(run)
        return [scroll, .schedule(after: run.interval, token: run.token)]
    }

    /// The drag ended, or the pointer left the viewport: scrolling stops.
    ///
    /// - Returns: A cancel for the pending timer, if any.
    @discardableResult
    package mutating func stop() -> [Action] {
        defer { state = .idle }
        guard case let .scrolling(run) = state else { return [] }
        return [.cancel(run.token)]
    }

    /// The edge whose margin holds `position`, and the interval at its distance from it; `nil`
    /// outside both margins.
    private func zone(of position: Double, in length: Double) -> (Edge, TimeInterval)? {
        let band = Swift.min(margin, length / 4)
        guard band > 0 else { return nil }
        let edge: Edge
        let distance: Double
        if position < band {
            (edge, distance) = (.start, Swift.max(0, position))
        } else if position > length - band {
            (edge, distance) = (.end, Swift.max(0, length - position))
        } else {
            return nil
        }
        let closeness = 1 - Swift.min(distance / band, 1)
        return (edge, slowestInterval - (slowestInterval - fastestInterval) * closeness)
    }

    private mutating func makeToken() -> Token {
        defer { nextToken &+= 1 }
        return Token(value: nextToken)
    }
}

extension AutoScroll {
    /// The auto-scroll of a list laid out as `layout` that holds `itemCount` items: the axis it
    /// scrolls on and how many items one step moves.
    ///
    /// A list and a grid whose items fill rows (`LazyVGrid`) scroll vertically, a line of
    /// columns at a time; a grid whose items fill columns (`LazyHGrid`) scrolls sideways, a
    /// column at a time; a single row of items (a horizontal stack) scrolls sideways, item by
    /// item, and a single column vertically.
    ///
    /// - Complexity: O(1).
    package static func axis(of layout: MoveLayout, itemCount: Int) -> (axis: Axis, itemsPerStep: Int) {
        guard case let .grid(grid) = layout else { return (.vertical, 1) }
        switch layout.shape(itemCount: itemCount) {
        case .list, .column: return (.vertical, 1)
        case .row: return (.horizontal, 1)
        case .grid: return (grid.flow == .rows ? .vertical : .horizontal, grid.lineLength)
        }
    }
}
