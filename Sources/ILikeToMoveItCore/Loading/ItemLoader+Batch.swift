extension ItemLoader {
    /// Loads one value per provider, at most `maximumConcurrentLoads` at a time, and hands
    /// each outcome to `body` exactly once, **in provider order**, whatever order the loads
    /// finish in.
    ///
    /// One task group, one child task per provider. The window of loads in flight is counted
    /// from the first outcome not yet handed over, so a slow first provider holds back new
    /// loads rather than piling up finished outcomes: at most `maximumConcurrentLoads`
    /// outcomes wait at any time, and a payload is held only while it decodes.
    ///
    /// Cancelling the calling task cancels the loads in flight (each returns at once with
    /// ``ItemProviderError/Code/cancelled``, see ``LoadableProvider``) and starts no more;
    /// `body` still receives one outcome per provider, cancellations included.
    ///
    /// - Parameters:
    ///   - providers: The providers, in drop order.
    ///   - maximumConcurrentLoads: The bound on loads in flight; values below 1 count as 1.
    ///   - body: Receives the provider's index and its outcome; returns `false` to stop
    ///     (loads in flight are cancelled and nothing more is handed over).
    package func forEachResult<Provider: LoadableProvider>(
        from providers: [Provider],
        maximumConcurrentLoads: Int = Self.defaultMaximumConcurrentLoads,
        _ body: (Int, Result<Value, ItemProviderError>) async -> Bool
    ) async {
        let count = providers.count
        guard count > 0 else { return }
        let window = Swift.max(1, maximumConcurrentLoads)
        await withTaskGroup(of: (Int, Result<Value, ItemProviderError>).self) { group in
            var started = 0
            var delivered = 0
            var waiting: [Int: Result<Value, ItemProviderError>] = [:]
            while delivered < count {
                while started < count, started < delivered + window {
                    let index = started
                    started += 1
                    if Task.isCancelled {
                        waiting[index] = .failure(.cancelled(type: nil))
                    } else {
                        let provider = providers[index]
                        group.addTask { (index, await self.result(from: provider)) }
                    }
                }
                if let outcome = waiting.removeValue(forKey: delivered) {
                    let goOn = await body(delivered, outcome)
                    delivered += 1
                    if !goOn {
                        group.cancelAll()
                        return
                    }
                    continue
                }
                guard let (index, outcome) = await group.next() else { return }
                waiting[index] = outcome
            }
        }
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
    package func values<Provider: LoadableProvider>(from providers: [Provider]) async throws -> [Value] {
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
