import ILikeToMoveItSupport

/// Tasks suspended until the test lets them go, each let go early when its own task is
/// cancelled (as `Task.sleep` is), so a test that never lets them go ends at its time limit
/// instead of hanging.
final class Waiters: Sendable {
    private struct State {
        var open = false
        var next = 0
        var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
        var cancelled: Set<Int> = []
    }

    private let state = Locked(State())

    /// Suspends until ``release(keepOpen:)`` or cancellation; returns at once when open.
    /// `suspended` runs once the wait is registered (a release from then on ends it).
    func wait(suspended: @Sendable () -> Void = {}) async {
        let id = state.withLock { state -> Int in
            defer { state.next += 1 }
            return state.next
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { state -> Bool in
                    if state.open || state.cancelled.remove(id) != nil { return true }
                    state.waiting[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
                suspended()
            }
        } onCancel: {
            let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
                if let waiter = state.waiting.removeValue(forKey: id) { return waiter }
                state.cancelled.insert(id)
                return nil
            }
            waiter?.resume()
        }
    }

    /// Lets every waiting task go; with `keepOpen`, later waits return at once too.
    func release(keepOpen: Bool) {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            if keepOpen { state.open = true }
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for waiter in waiting { waiter.resume() }
    }
}
