import ILikeToMoveItSupport
/// A handle on a load started with a completion handler: its progress, and a way to cancel it.
///
/// Cancelling is safe at any time and more than once; loads not yet complete finish with
/// ``ItemProviderError/cancelled(type:)``, and every completion handler is still called
/// exactly once.
///
/// ```swift
/// let handle = providers.loadItems(Bird.self) { bird, error in … }
/// handle.cancel() // the user left the screen
/// ```
public final class LoadHandle: Sendable, CustomStringConvertible {
    private struct State {
        var total: Int
        var completed = 0
        var isCancelled = false
        var task: Task<Void, Never>?
    }

    private let state: Locked<State>

    /// Creates a handle for `totalUnitCount` loads.
    package init(totalUnitCount: Int) {
        state = Locked(State(total: max(0, totalUnitCount)))
    }

    /// The number of loads this handle covers.
    public var totalUnitCount: Int { state.withLock(\.total) }

    /// The number of loads that have finished, successfully or not.
    public var completedUnitCount: Int { state.withLock(\.completed) }

    /// The finished share of the loads, from 0 to 1 (1 when there is nothing to load).
    public var fractionCompleted: Double {
        state.withLock { $0.total == 0 ? 1 : Double($0.completed) / Double($0.total) }
    }

    /// Whether every load has finished.
    public var isFinished: Bool { state.withLock { $0.completed >= $0.total } }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { state.withLock(\.isCancelled) }

    /// Cancels the loads that have not finished yet.
    public func cancel() {
        let task = state.withLock { state -> Task<Void, Never>? in
            state.isCancelled = true
            return state.task
        }
        task?.cancel()
    }

    /// Ties the handle to the task doing the work; cancels it at once if the handle already is.
    package func attach(_ task: Task<Void, Never>) {
        let cancelled = state.withLock { state -> Bool in
            state.task = task
            return state.isCancelled
        }
        if cancelled { task.cancel() }
    }

    /// Records one finished load.
    package func completeUnit() {
        state.withLock { $0.completed = min($0.total, $0.completed + 1) }
    }

    /// Progress and cancellation, for logs.
    public var description: String {
        state.withLock { "LoadHandle(\($0.completed)/\($0.total)\($0.isCancelled ? ", cancelled" : ""))" }
    }
}
