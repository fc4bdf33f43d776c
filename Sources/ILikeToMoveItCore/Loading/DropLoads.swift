import ILikeToMoveItSupport

/// The loads of the drops made on one view: a drop is accepted only when the loader can load
/// one of its providers; each accepted drop awaits the loader in a task of its own and applies
/// its outcomes once, in provider order, on the main actor; ``cancelAll()`` cancels the loads
/// still running, and a cancelled drop applies nothing. So do the loads of a `DropLoads` that
/// goes away: it lives as long as the view that holds it, and a load that ends after the view
/// left never writes into a list nobody shows.
///
/// The SwiftUI drop modifiers hold one per view (in `@State`, so it goes away with the view)
/// and hand it `NSItemProvider`s; the tests hand it portable providers, so the guarantees are
/// checked on Linux.
package final class DropLoads: Sendable {
    private struct State {
        var next = 0
        var running: [Int: Task<Void, Never>] = [:]
        /// Drops that ended before their task was recorded.
        var ended: Set<Int> = []
    }

    private let tasks = Locked(State())

    package init() {}

    deinit {
        cancelAll()
    }

    /// Accepts a drop when `loader` can load at least one of `providers`
    /// (``ItemLoader/canLoadAny(of:)``), then loads one value per provider and hands the
    /// outcomes, in provider order, to `apply` once, on the main actor, unless ``cancelAll()``
    /// came first.
    ///
    /// A refused drop (no providers, or none offering a type the loader reads) starts no load
    /// and never calls `apply`. Of an accepted drop, the providers the loader cannot read are
    /// failures (`noReadableType`) among the outcomes.
    ///
    /// - Returns: The drop's task, which ends after `apply` ran or was skipped; `nil` when the
    ///   drop is refused (what SwiftUI's `onDrop` returns is whether this is non-`nil`).
    @discardableResult
    package func start<Value: Sendable, Provider: LoadableProvider>(
        _ providers: [Provider],
        loader: ItemLoader<Value>,
        apply: @escaping @MainActor ([Result<Value, ItemProviderError>]) -> Void
    ) -> Task<Void, Never>? {
        guard loader.canLoadAny(of: providers) else { return nil }
        let id = tasks.withLock { state -> Int in
            defer { state.next += 1 }
            return state.next
        }
        let task = Task { @MainActor [tasks] in
            let results = await loader.results(from: providers)
            tasks.withLock { state in
                if state.running.removeValue(forKey: id) == nil { state.ended.insert(id) }
            }
            guard !Task.isCancelled else { return }
            apply(results)
        }
        tasks.withLock { state in
            if state.ended.remove(id) == nil { state.running[id] = task }
        }
        return task
    }

    /// Cancels every drop still loading; none of them applies anything.
    func cancelAll() {
        let running = tasks.withLock { state -> [Task<Void, Never>] in
            defer { state.running = [:] }
            return Array(state.running.values)
        }
        for task in running { task.cancel() }
    }

    /// How many drops are still loading.
    var runningCount: Int { tasks.withLock { $0.running.count } }
}
