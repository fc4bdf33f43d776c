import ILikeToMoveItSupport

/// Runs `operation` in its own task and returns its result, or throws `CancellationError` as
/// soon as the calling task is cancelled, whether or not `operation` notices.
///
/// A loader that ignores cancellation (a slow download, a gate that never opens) must not keep
/// a cancelled drop waiting: the caller gets its answer at once and the abandoned operation is
/// cancelled too, its eventual result discarded.
func withPromptCancellation<Value: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    let outcome = Locked<CheckedContinuation<Value, any Error>?>(nil)
    let work = Locked<Task<Void, Never>?>(nil)
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            outcome.withLock { $0 = continuation }
            let task = Task {
                let result: Result<Value, any Error>
                do { result = .success(try await operation()) } catch { result = .failure(error) }
                outcome.withLock(takeContinuation)?.resume(with: result)
            }
            work.withLock { $0 = task }
            if Task.isCancelled {
                task.cancel()
                outcome.withLock(takeContinuation)?.resume(throwing: CancellationError())
            }
        }
    } onCancel: {
        work.withLock { $0 }?.cancel()
        outcome.withLock(takeContinuation)?.resume(throwing: CancellationError())
    }
}

/// Empties the slot and returns what it held, so exactly one caller resumes a continuation.
/// (`Optional.take()` needs a newer runtime than the package's deployment targets.)
private func takeContinuation<Value>(
    _ slot: inout CheckedContinuation<Value, any Error>?
) -> CheckedContinuation<Value, any Error>? {
    defer { slot = nil }
    return slot
}
