import ILikeToMoveItSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Awaits a load that reports through a completion handler, as `NSItemProvider`'s do, on a
/// queue of its own: the bridge between such a load and the ``LoadableProvider`` contract.
///
/// The waiting task is resumed exactly once: by the completion handler, or by the task's
/// cancellation, which also calls the load's `cancel` (for `NSItemProvider`, its
/// `Progress`). Whichever comes second finds nothing left to resume, so a load that never
/// calls back cannot keep a cancelled task waiting, and a late completion is dropped.
///
/// - Parameters:
///   - identifier: The type identifier being loaded, for errors.
///   - start: Starts the load with a completion handler (called once, on any thread, with
///     the bytes or an error) and returns how to cancel it.
/// - Returns: The bytes.
/// - Throws: ``ItemProviderError``: `.cancelled` when the task is cancelled, `.loadFailed`
///   when the load reports an error (or neither bytes nor an error).
package func loadThroughCallback(
    identifier: String,
    start: (_ completion: @escaping @Sendable (Data?, (any Error)?) -> Void) -> (@Sendable () -> Void)
) async throws -> Data {
    let state = Locked(CallbackLoad())
    let result: Result<Data, any Error> = await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
            guard state.withLock({ $0.wait(continuation) }) else {
                return continuation.resume(returning: .failure(CancellationError()))
            }
            let cancel = start { data, error in
                let outcome: Result<Data, any Error> = data.map { .success($0) } ?? .failure(error ?? CallbackLoadError())
                state.withLock { $0.takeContinuation() }?.resume(returning: outcome)
            }
            if state.withLock({ $0.started(cancel) }) { cancel() }
        }
    } onCancel: {
        let (continuation, cancel) = state.withLock { $0.cancel() }
        cancel?()
        continuation?.resume(returning: .failure(CancellationError()))
    }
    switch result {
    case let .success(data):
        return data
    case .failure where Task.isCancelled:
        throw ItemProviderError.cancelled(type: identifier)
    case let .failure(error):
        throw ItemProviderError.loadFailed(type: identifier, underlying: error)
    }
}

/// A completion handler called with neither bytes nor an error.
struct CallbackLoadError: Error, CustomStringConvertible {
    var description: String { "the provider returned neither data nor an error" }
}

/// One callback load: who resumes the waiting task, and how to cancel the load.
private struct CallbackLoad {
    private var continuation: CheckedContinuation<Result<Data, any Error>, Never>?
    private var cancelLoad: (@Sendable () -> Void)?
    private var isCancelled = false

    /// Records the waiting task; `false` when the task was cancelled before the load started.
    mutating func wait(_ continuation: CheckedContinuation<Result<Data, any Error>, Never>) -> Bool {
        guard !isCancelled else { return false }
        self.continuation = continuation
        return true
    }

    /// Records how to cancel the load; `true` when it must be cancelled at once.
    mutating func started(_ cancel: @escaping @Sendable () -> Void) -> Bool {
        cancelLoad = cancel
        return isCancelled
    }

    /// The continuation, once.
    mutating func takeContinuation() -> CheckedContinuation<Result<Data, any Error>, Never>? {
        defer { continuation = nil }
        return continuation
    }

    /// Marks the load cancelled; returns the continuation (once) and how to cancel the load.
    mutating func cancel() -> (CheckedContinuation<Result<Data, any Error>, Never>?, (@Sendable () -> Void)?) {
        isCancelled = true
        return (takeContinuation(), cancelLoad)
    }
}
