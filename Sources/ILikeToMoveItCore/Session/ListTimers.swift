#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Starts the timers a list's announcements wait on: real ones in an app, a clock the test
/// moves by hand in the tests.
@MainActor
package protocol ListTimers {
    /// Calls `fire` once after `seconds`, unless the returned timer is cancelled first.
    func start(after seconds: TimeInterval, _ fire: @escaping @MainActor () -> Void) -> ListTimer
}

/// A started timer, which can be stopped before it fires.
package struct ListTimer {
    private let stop: @MainActor () -> Void

    package init(cancel: @escaping @MainActor () -> Void) {
        stop = cancel
    }

    /// Stops the timer; nothing when it fired already.
    @MainActor package func cancel() {
        stop()
    }
}

/// Timers that wait with `Task.sleep` on the main actor.
package struct TaskTimers: ListTimers {
    package init() {}

    package func start(after seconds: TimeInterval, _ fire: @escaping @MainActor () -> Void) -> ListTimer {
        let task = Task { @MainActor in
            try? await Task.sleep(nanoseconds: UInt64(Swift.max(0, seconds) * 1_000_000_000))
            guard !Task.isCancelled else { return }
            fire()
        }
        return ListTimer { task.cancel() }
    }
}
