import ILikeToMoveItSupport
/// Whether the task running a load is abandoned by its caller as soon as the caller is
/// cancelled, so the load need not run its loader in a task of its own to be abandoned.
package enum PromptCancellation {
    /// `true` inside the workers of a ``BatchLoad``.
    @TaskLocal package static var isProvidedByCaller = false
}

/// Loads every element of a batch with a few worker tasks, returning the outcomes in element
/// order, and abandons the loads still running the moment the caller is cancelled.
///
/// A single load (``withPromptCancellation(_:)``) runs its loader in a task of its own, so
/// that a loader that never returns cannot keep its caller waiting after a cancellation.
/// Doing that for each element of a batch cost two tasks, a continuation and two locks per
/// element, more than decoding a small item. Here the batch does it once: its workers are
/// unstructured tasks that the batch stops waiting for when its caller is cancelled, and
/// each worker runs its elements' loads inline, one after another.
///
/// Elements not loaded when the batch is cancelled get ``ItemProviderError/cancelled(type:)``
/// without a type; elements already loaded keep their outcome.
package final class BatchLoad<Element: Sendable, Value: Sendable>: Sendable {
    package typealias Outcome = Result<Value, ItemProviderError>

    private struct State: Sendable {
        var next = 0
        var remaining: Int
        /// One outcome per element, a cancellation until its load ends: so the array is the
        /// answer as it stands, handed over without a copy when the batch ends.
        var outcomes: [Outcome]
        var finished = false
        var continuation: CheckedContinuation<[Outcome], Never>?
        var workers: [Task<Void, Never>] = []

        /// Ends the batch and hands over the outcomes; those not known yet are cancellations.
        mutating func finish() -> (CheckedContinuation<[Outcome], Never>?, [Outcome]) {
            finished = true
            defer {
                continuation = nil
                outcomes = []
            }
            return (continuation, outcomes)
        }
    }

    private let elements: [Element]
    private let load: @Sendable (Element) async throws -> Value
    private let state: Locked<State>

    /// Prepares a batch; nothing runs before ``run(maximumConcurrency:)``.
    package init(_ elements: [Element], load: @escaping @Sendable (Element) async throws -> Value) {
        self.elements = elements
        self.load = load
        let pending = Outcome.failure(.cancelled(type: nil))
        self.state = Locked(State(remaining: elements.count, outcomes: Array(repeating: pending, count: elements.count)))
    }

    /// Loads every element with at most `maximumConcurrency` loads at once.
    ///
    /// - Returns: One outcome per element, in element order; errors become
    ///   ``ItemProviderError``s.
    package func run(maximumConcurrency: Int = 64) async -> [Outcome] {
        guard !elements.isEmpty else { return [] }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let cancelledFirst = state.withLock { state -> [Outcome]? in
                    if state.finished { return state.finish().1 }
                    state.continuation = continuation
                    return nil
                }
                if let cancelledFirst { return continuation.resume(returning: cancelledFirst) }
                let workers = (0..<Swift.min(elements.count, Swift.max(1, maximumConcurrency))).map { _ in
                    Task { await PromptCancellation.$isProvidedByCaller.withValue(true) { await self.work() } }
                }
                let abandoned = state.withLock { state in
                    if !state.finished { state.workers = workers }
                    return state.finished
                }
                if abandoned { for worker in workers { worker.cancel() } }
            }
        } onCancel: {
            abandon()
        }
    }

    /// Takes the next element, loads it, records its outcome; until none is left.
    private func work() async {
        while let index = state.withLock({ state -> Int? in
            guard !state.finished, state.next < elements.count else { return nil }
            defer { state.next += 1 }
            return state.next
        }) {
            let outcome = await Result { try await load(elements[index]) }.mapProviderError(type: nil)
            let done = state.withLock { state -> (CheckedContinuation<[Outcome], Never>?, [Outcome])? in
                guard !state.finished else { return nil }
                state.outcomes[index] = outcome
                state.remaining -= 1
                return state.remaining == 0 ? state.finish() : nil
            }
            if let (continuation, outcomes) = done { continuation?.resume(returning: outcomes) }
        }
    }

    /// Stops waiting: the caller gets the outcomes known so far and cancellations for the rest.
    private func abandon() {
        typealias Abandoned = (CheckedContinuation<[Outcome], Never>?, [Outcome], [Task<Void, Never>])
        let abandoned = state.withLock { state -> Abandoned? in
            guard !state.finished else { return nil }
            let (continuation, outcomes) = state.finish()
            return (continuation, outcomes, state.workers)
        }
        guard let (continuation, outcomes, workers) = abandoned else { return }
        for worker in workers { worker.cancel() }
        continuation?.resume(returning: outcomes)
    }
}
