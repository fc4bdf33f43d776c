import Dispatch
import Synchronization

/// Runs async work from synchronous code and waits for it.
///
/// The executable's `main` is synchronous because valgrind cannot run an async `main` (it
/// parks the main thread in dispatch's `sigsuspend`), and callgrind is how slow paths are found.
func blocking<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) throws -> Value {
    let outcome = Mutex<Result<Value, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        let result = await Result { try await work() }
        outcome.withLock { $0 = result }
        done.signal()
    }
    done.wait()
    return try outcome.withLock { $0! }.get()
}

extension Result where Failure == any Error {
    init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
