@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import ILikeToMoveItSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A completion-handler load as `NSItemProvider` runs one: it calls back on a thread of its
/// own, when the test says so, and records whether it was cancelled.
final class ScriptedCallbackLoad: Sendable {
    private let state = Locked((completion: (@Sendable (Data?, (any Error)?) -> Void)?.none, cancels: 0))

    var cancels: Int { state.withLock(\.cancels) }
    var hasStarted: Bool { state.withLock { $0.completion != nil } }

    /// What `loadThroughCallback` calls.
    func start(_ completion: @escaping @Sendable (Data?, (any Error)?) -> Void) -> @Sendable () -> Void {
        state.withLock { $0.completion = completion }
        return { [state] in state.withLock { $0.cancels += 1 } }
    }

    /// Calls back from another thread, as the provider's queue would.
    func finish(_ data: Data?, _ error: (any Error)?) async {
        let completion = state.withLock(\.completion)
        await Task.detached { completion?(data, error) }.value
    }
}

@Suite struct CallbackLoadTests {
    struct Boom: Error {}

    @Test func theCompletionHandlerResumesTheTask() async throws {
        let load = ScriptedCallbackLoad()
        async let data = loadThroughCallback(identifier: "com.example.bird", start: load.start)
        while !load.hasStarted { await Task.yield() }
        await load.finish(Data("Robin".utf8), nil)
        #expect(try await data == Data("Robin".utf8))
        #expect(load.cancels == 0)
    }

    @Test func anErrorOrNothingIsALoadFailureNamingTheType() async {
        for error in [Boom() as (any Error)?, nil] {
            let load = ScriptedCallbackLoad()
            let task = Task { try await loadThroughCallback(identifier: "com.example.bird", start: load.start) }
            while !load.hasStarted { await Task.yield() }
            await load.finish(nil, error)
            let result = await task.result
            guard case let .failure(thrown as ItemProviderError) = result else {
                Issue.record("expected a load failure, got \(result)")
                continue
            }
            #expect(thrown.code == .loadFailed && thrown.contentType == "com.example.bird")
        }
    }

    @Test func cancellingEndsALoadThatNeverCallsBackAndCancelsIt() async {
        let load = ScriptedCallbackLoad()
        let task = Task { try await loadThroughCallback(identifier: "com.example.bird", start: load.start) }
        while !load.hasStarted { await Task.yield() }
        task.cancel()
        let result = await task.result
        guard case let .failure(error as ItemProviderError) = result, error.code == .cancelled else {
            Issue.record("expected a cancellation, got \(result)")
            return
        }
        #expect(load.cancels == 1)
        // A completion after the cancellation resumes nothing a second time.
        await load.finish(Data("late".utf8), nil)
    }

    @Test func aTaskCancelledBeforeTheLoadStartsCancelsItAtOnce() async {
        let load = ScriptedCallbackLoad()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await loadThroughCallback(identifier: "com.example.bird", start: load.start)
        }
        let result = await task.result
        guard case let .failure(error as ItemProviderError) = result, error.code == .cancelled else {
            Issue.record("expected a cancellation, got \(result)")
            return
        }
        #expect(load.cancels <= 1)
    }
}
