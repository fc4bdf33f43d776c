import ILikeToMoveItSupport

/// The loads of the drops made on one view: a drop is accepted only when the loader can load
/// one of its providers; each accepted drop awaits the loader in a task of its own and applies
/// its outcomes once, in provider order, on the main actor; ``cancelAll()`` cancels the loads
/// still running, and a cancelled drop applies nothing. So do the loads of a `DropLoads` that
/// goes away: it lives as long as the view that holds it, and a load that ends after the view
/// left never writes into a list nobody shows.
///
/// The SwiftUI drop modifiers hold one per view (in a state object, so it goes away with the
/// view) and hand it `NSItemProvider`s; the tests hand it portable providers, so the
/// guarantees are checked on Linux. A running drop's task keeps its `apply` closure, so what
/// `apply` may capture (a drop handler's context) refers to the loads through a ``Handle``,
/// which does not keep them.
package final class DropLoads: Sendable {
    /// The drops under way, by number.
    struct State {
        var next = 0
        var running: [Int: Task<Void, Never>] = [:]
        /// Drops that ended before their task was recorded.
        var ended: Set<Int> = []
    }

    /// The drops under way; only the loads' own methods change it.
    let tasks = Locked(State())

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
}

extension DropLoads {
    /// Starts drops on a ``DropLoads`` without keeping it alive: what a drop handler is handed
    /// when its `apply` closure may capture what it was handed (the SwiftUI layer's drop
    /// context). A running drop's task keeps its `apply`; were the loads kept through it, they
    /// would outlive the view that owns them and never cancel. Through a handle, the loads go
    /// away with their owner, cancelling what runs, and a handle whose loads are gone starts
    /// nothing.
    ///
    /// ```swift
    /// let handle = state.loads.handle
    /// handle.start(providers, loader: loader) { results in
    ///     _ = handle   // captured: the loads still go away with `state`
    /// }
    /// ```
    package struct Handle: Sendable {
        private weak var loads: DropLoads?

        fileprivate init(_ loads: DropLoads) {
            self.loads = loads
        }

        /// Starts a drop as ``DropLoads/start(_:loader:apply:)`` does, on the loads if they
        /// are still there.
        ///
        /// - Returns: The drop's task; `nil` when the drop is refused or the loads are gone.
        @discardableResult
        package func start<Value: Sendable, Provider: LoadableProvider>(
            _ providers: [Provider],
            loader: ItemLoader<Value>,
            apply: @escaping @MainActor ([Result<Value, ItemProviderError>]) -> Void
        ) -> Task<Void, Never>? {
            loads?.start(providers, loader: loader, apply: apply)
        }
    }

    /// A handle that starts drops on these loads without keeping them alive.
    package var handle: Handle { Handle(self) }
}
