#if canImport(Darwin)
import Foundation
import ILikeToMoveItCore
import ILikeToMoveItSupport

/// The loads of the drops made on one view: each drop awaits the loader in a task of its own
/// and applies its outcome once, on the main actor; ``cancelAll()`` (when the view goes away)
/// cancels the loads still running, and a cancelled drop applies nothing.
final class DropLoads: @unchecked Sendable {
    private struct State {
        var next = 0
        var running: [Int: Task<Void, Never>] = [:]
        /// Drops that ended before their task was recorded.
        var ended: Set<Int> = []
    }

    // @unchecked: `tasks` is only touched inside its lock.
    private let tasks = Locked(State())

    /// Loads one value per provider with `loader` and hands the outcomes, in provider order,
    /// to `apply` once, on the main actor, unless cancelled first.
    func start<Value: Sendable>(
        _ providers: [NSItemProvider],
        loader: ItemLoader<Value>,
        apply: @escaping @MainActor ([Result<Value, ItemProviderError>]) -> Void
    ) {
        let references = providers.references
        let id = tasks.withLock { state -> Int in
            defer { state.next += 1 }
            return state.next
        }
        let task = Task { @MainActor [tasks] in
            let results = await loader.results(from: references)
            tasks.withLock { state in
                if state.running.removeValue(forKey: id) == nil { state.ended.insert(id) }
            }
            guard !Task.isCancelled else { return }
            apply(results)
        }
        tasks.withLock { state in
            if state.ended.remove(id) == nil { state.running[id] = task }
        }
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
#endif
