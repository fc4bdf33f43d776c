#if canImport(Darwin)
import Foundation
import ILikeToMoveItCore

extension ItemProviderReference: LoadableProvider {
    var registeredTypeIdentifiers: [String] { provider.registeredTypeIdentifiers }

    /// Loads the bytes registered under exactly `identifier`.
    ///
    /// The continuation is resumed exactly once: by the provider's completion handler, which
    /// runs on a queue of the provider's, or by the calling task's cancellation, which also
    /// cancels the load's `Progress`; whichever comes second finds nothing left to resume.
    func loadData(exactly identifier: String) async throws -> Data {
        let load = Locked(PendingLoad())
        let result: Result<Data, any Error> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard load.withLock({ $0.wait(continuation) }) else {
                    return continuation.resume(returning: .failure(CancellationError()))
                }
                let progress = provider.loadDataRepresentation(forTypeIdentifier: identifier) { data, error in
                    let outcome: Result<Data, any Error> = data.map { .success($0) }
                        ?? .failure(error ?? CocoaError(.fileReadUnknown))
                    load.withLock { $0.takeContinuation() }?.resume(returning: outcome)
                }
                if load.withLock({ $0.started(progress) }) { progress.cancel() }
            }
        } onCancel: {
            let (continuation, progress) = load.withLock { $0.cancel() }
            progress?.cancel()
            continuation?.resume(returning: .failure(CancellationError()))
        }
        switch result {
        case let .success(data):
            return data
        case .failure where Task.isCancelled:
            throw ItemProviderError(code: .cancelled, contentType: identifier)
        case let .failure(error):
            throw ItemProviderError(code: .loadFailed, contentType: identifier, underlyingError: error)
        }
    }
}

/// One `NSItemProvider` load: who resumes the waiting task, and the `Progress` to cancel.
private struct PendingLoad {
    private var continuation: CheckedContinuation<Result<Data, any Error>, Never>?
    private var progress: Progress?
    private var isCancelled = false

    /// Records the waiting task; `false` when the load was cancelled before it started.
    mutating func wait(_ continuation: CheckedContinuation<Result<Data, any Error>, Never>) -> Bool {
        guard !isCancelled else { return false }
        self.continuation = continuation
        return true
    }

    /// Records the load's progress; `true` when it must be cancelled at once.
    mutating func started(_ progress: Progress) -> Bool {
        self.progress = progress
        return isCancelled
    }

    /// The continuation, once.
    mutating func takeContinuation() -> CheckedContinuation<Result<Data, any Error>, Never>? {
        defer { continuation = nil }
        return continuation
    }

    /// Marks the load cancelled; returns the continuation (once) and the progress to cancel.
    mutating func cancel() -> (CheckedContinuation<Result<Data, any Error>, Never>?, Progress?) {
        isCancelled = true
        return (takeContinuation(), progress)
    }
}
#endif
