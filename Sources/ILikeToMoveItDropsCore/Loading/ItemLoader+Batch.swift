extension ItemLoader {
    /// Loads one value per provider, at most `maximumConcurrentLoads` at a time, and hands
    /// each outcome to `body` exactly once, **in provider order**, whatever order the loads
    /// finish in.
    ///
    /// One task group. Each child task loads a run of consecutive providers, one after
    /// another: a single provider per child for drops of fewer than
    /// `8 × maximumConcurrentLoads` providers, longer runs for larger batches, so that a batch of thousands does not pay
    /// for a task and a wake-up per provider. The children in flight never hold more than
    /// `maximumConcurrentLoads` providers, counted from the first outcome not yet handed
    /// over: a slow first provider holds back new loads rather than piling up finished
    /// outcomes, and a payload is held only while it decodes.
    ///
    /// Cancelling the calling task cancels the loads in flight (each returns at once with
    /// ``ItemProviderError/Code/cancelled``, see ``LoadableProvider``) and starts no more;
    /// `body` still receives one outcome per provider, cancellations included.
    ///
    /// - Parameters:
    ///   - providers: The providers, in drop order.
    ///   - maximumConcurrentLoads: The bound on providers in flight; values below 1 count as 1.
    ///   - body: Receives the provider's index and its outcome; returns `false` to stop
    ///     (loads in flight are cancelled and nothing more is handed over).
    func forEachResult<Provider: LoadableProvider>(
        from providers: [Provider],
        maximumConcurrentLoads: Int = Self.defaultMaximumConcurrentLoads,
        _ body: (Int, Result<Value, ItemProviderError>) async -> Bool
    ) async {
        let count = providers.count
        guard count > 0 else { return }
        let window = Swift.max(1, maximumConcurrentLoads)
        let run = Self.runLength(count: count, window: window)
        await withTaskGroup(of: (Int, [Result<Value, ItemProviderError>]).self) { group in
            var started = 0
            var delivered = 0
            var waiting: [Int: [Result<Value, ItemProviderError>]] = [:]
            while delivered < count {
                while started < count, started + run <= delivered + window {
                    let range = started..<Swift.min(count, started + run)
                    started = range.upperBound
                    if Task.isCancelled {
                        waiting[range.lowerBound] = Array(repeating: .failure(.cancelled(type: nil)), count: range.count)
                    } else {
                        let slice = providers[range]
                        group.addTask { (range.lowerBound, await self.results(of: slice)) }
                    }
                }
                if let outcomes = waiting.removeValue(forKey: delivered) {
                    for outcome in outcomes {
                        let goOn = await body(delivered, outcome)
                        delivered += 1
                        if !goOn {
                            group.cancelAll()
                            return
                        }
                    }
                    continue
                }
                guard let (start, outcomes) = await group.next() else { return }
                waiting[start] = outcomes
            }
        }
    }

    /// How many consecutive providers one child task loads: one for batches of fewer than
    /// eight windows, then enough that about four windows' worth of runs cover the batch, but
    /// never more than a quarter of the window, so that at least four children fit in the
    /// window and load at once. (Runs as long as the window let one child run at a time: a
    /// large batch loaded one provider after another, 1.4 times slower than decoding its
    /// payloads directly.)
    static func runLength(count: Int, window: Int) -> Int {
        Swift.max(1, Swift.min(window / 4, count / (4 * window)))
    }

    /// Loads a run of providers one after another; after a cancellation the rest are
    /// cancellations without a load.
    private func results<Provider: LoadableProvider>(of providers: ArraySlice<Provider>) async -> [Result<Value, ItemProviderError>] {
        var outcomes: [Result<Value, ItemProviderError>] = []
        outcomes.reserveCapacity(providers.count)
        for provider in providers {
            outcomes.append(Task.isCancelled ? .failure(.cancelled(type: nil)) : await result(from: provider))
        }
        return outcomes
    }

    /// One outcome per provider, in provider order.
    package func results<Provider: LoadableProvider>(from providers: [Provider]) async -> [Result<Value, ItemProviderError>] {
        var results: [Result<Value, ItemProviderError>] = []
        results.reserveCapacity(providers.count)
        await forEachResult(from: providers) { _, outcome in
            results.append(outcome)
            return true
        }
        return results
    }

    /// One value per provider, in provider order.
    ///
    /// - Throws: The first ``ItemProviderError`` in provider order; the loads still running
    ///   are cancelled.
    func values<Provider: LoadableProvider>(from providers: [Provider]) async throws -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(providers.count)
        var failure: ItemProviderError?
        await forEachResult(from: providers) { _, outcome in
            switch outcome {
            case let .success(value):
                values.append(value)
                return true
            case let .failure(error):
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return values
    }

    /// Starts loading and calls `completion` exactly once per provider, on the main actor,
    /// in provider order: the shape of every completion-handler entry point.
    ///
    /// Errors are ``ItemProviderError``s, except the failures the original package reported
    /// as ``ProvidableError/unsupportedUTTypeIdentifier``, which are reported as that.
    ///
    /// - Returns: The task doing the work: cancel it to cancel the loads (the remaining
    ///   calls then carry ``ItemProviderError/Code/cancelled``), await its `value` to wait
    ///   for the last call.
    package func deliver<Provider: LoadableProvider>(
        from providers: [Provider],
        completion: @escaping @MainActor @Sendable (Value?, (any Error)?) -> Void
    ) -> Task<Void, Never> {
        Task {
            await forEachResult(from: providers) { _, outcome in
                await MainActor.run {
                    switch outcome {
                    case let .success(value): completion(value, nil)
                    case let .failure(error): completion(nil, error.providableError ?? error)
                    }
                }
                return true
            }
        }
    }
}

extension ItemLoader {
    /// The values that loaded, in provider order; failures are left out (what a drop
    /// modifier that hands over only items does).
    package static func successes(in results: [Result<Value, ItemProviderError>]) -> [Value] {
        results.compactMap { try? $0.get() }
    }
}
