#if canImport(SwiftUI)
import Foundation
import ILikeToMoveItCore

/// Carries out a list's auto-scroll while a pointer drag is under way: hands the core's
/// `AutoScroll` the pointer's place in the viewport and the time, starts and cancels the
/// timers it asks for, and scrolls as it says. It decides nothing.
@MainActor
final class AccessibilityMoveAutoScroller {
    private var autoScroll = AutoScroll()
    private var timers: [AutoScroll.Token: Task<Void, Never>] = [:]
    /// Brings the item at an offset of the list's order to an edge of the viewport.
    private let scroll: (Int, AutoScroll.Edge) -> Void

    init(scroll: @escaping (Int, AutoScroll.Edge) -> Void) {
        self.scroll = scroll
    }

    /// The pointer is at `position` along the axis the list scrolls on, in a viewport of
    /// `length`, over the item at offset `item` of a list of `itemCount` items, which a step
    /// moves by `itemsPerStep`.
    func dragMoved(to position: Double, length: Double, over item: Int?, itemCount: Int, itemsPerStep: Int) {
        autoScroll.itemsPerStep = Swift.max(1, itemsPerStep)
        carryOut(autoScroll.dragMoved(to: position, viewportLength: length, over: item, itemCount: itemCount, at: now))
    }

    /// The drag ended: scrolling stops.
    func stop() {
        carryOut(autoScroll.stop())
    }

    /// The time for the core's decisions. The wall clock, not the system's uptime (an API
    /// whose use an app must declare in its privacy manifest): a step is a fraction of a
    /// second, and a clock set back meanwhile only makes the next step come sooner or later.
    private var now: TimeInterval { Date().timeIntervalSinceReferenceDate }

    private func carryOut(_ actions: [AutoScroll.Action]) {
        for action in actions {
            switch action {
            case let .scroll(item, edge):
                scroll(item, edge)
            case let .schedule(delay, token):
                timers[token] = Task { @MainActor [weak self] in
                    try? await Task.sleep(nanoseconds: UInt64(Swift.max(0, delay) * 1_000_000_000))
                    guard !Task.isCancelled, let self else { return }
                    self.timers[token] = nil
                    self.carryOut(self.autoScroll.timerFired(token, at: self.now))
                }
            case let .cancel(token):
                timers.removeValue(forKey: token)?.cancel()
            }
        }
    }
}
#endif
