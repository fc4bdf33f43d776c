/// Runs `count` loads concurrently and hands each outcome to `deliver` on the main actor,
/// in index order, exactly once each, however the loads interleave.
///
/// Outcome *i* is delivered as soon as outcomes 0…*i* are all known; a slow first load holds
/// back the later ones (that is the price of a stable order). Cancelling `handle` cancels the
/// loads; `load` must then return promptly (for example a cancellation error as a value).
/// Shared by the portable provider and the `NSItemProvider` bridge.
///
/// - Parameters:
///   - count: The number of loads.
///   - handle: Counts finished loads and cancels the work.
///   - load: Produces outcome *i*.
///   - deliver: Receives *i* and its outcome on the main actor.
package func deliverInOrder<Outcome: Sendable>(
    count: Int,
    handle: LoadHandle,
    load: @escaping @Sendable (Int) async -> Outcome,
    deliver: @escaping @MainActor @Sendable (Int, Outcome) -> Void
) {
    handle.attach(Task {
        await withTaskGroup(of: (Int, Outcome).self) { group in
            for index in 0..<count {
                group.addTask { (index, await load(index)) }
            }
            var pending: [Int: Outcome] = [:]
            var next = 0
            for await (index, outcome) in group {
                handle.completeUnit()
                pending[index] = outcome
                var ready: [(Int, Outcome)] = []
                while let outcome = pending.removeValue(forKey: next) {
                    ready.append((next, outcome))
                    next += 1
                }
                if !ready.isEmpty {
                    let batch = ready
                    await MainActor.run { for (index, outcome) in batch { deliver(index, outcome) } }
                }
            }
        }
    })
}

/// Runs `count` loads concurrently and calls `completion` exactly once per load, on the main
/// actor, in index order, with the value or an error: the callback shape of every
/// `loadItems` form, for the portable provider and the `NSItemProvider` bridge alike.
///
/// Errors are ``ItemProviderError``s, except the failures the original package reported as
/// ``ProvidableError/unsupportedUTTypeIdentifier``, which are reported as that, as apps
/// written for it expect in this callback shape.
///
/// - Parameters:
///   - count: The number of loads.
///   - load: Produces value *i*; a thrown error is reported as described above.
///   - completion: Receives each value or error, in index order, on the main actor.
/// - Returns: A handle to follow progress or cancel.
package func deliverLoadsInOrder<Value: Sendable>(
    count: Int,
    load: @escaping @Sendable (Int) async throws -> Value,
    completion: @escaping @MainActor @Sendable (Value?, (any Error)?) -> Void
) -> LoadHandle {
    let handle = LoadHandle(totalUnitCount: count)
    deliverInOrder(count: count, handle: handle) { index in
        await Result { try await load(index) }.mapProviderError(type: nil)
    } deliver: { _, result in
        switch result {
        case let .success(value): completion(value, nil)
        case let .failure(error): completion(nil, error.providableError ?? error)
        }
    }
    return handle
}

extension Array where Element: Sendable {
    /// Runs `load` on every element concurrently and returns the outcomes in element order,
    /// errors as ``ItemProviderError``s: the shape of every `loadItemResults` form.
    package func loadResults<Value: Sendable>(
        _ load: @escaping @Sendable (Element) async throws -> Value
    ) async -> [Result<Value, ItemProviderError>] {
        await BatchLoad(self, load: load).run()
    }
}
