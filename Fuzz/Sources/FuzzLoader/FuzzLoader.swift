import Dispatch
import FuzzSupport
import ILikeToMoveIt
// The throwing batch form is SPI (apps use the result form); the fuzzer still drives it.
@_spi(Fuzzing) import ILikeToMoveItDropsCore

import Foundation

/// The one loader under random provider behaviour (missing types, failing, slow and stuck
/// loads) and cancellation, through each form (the public ones and the throwing batch form,
/// which is SPI): one outcome per provider, in provider order, callbacks exactly once on the
/// main actor, nothing lost or duplicated, and a stuck load never keeps a cancelled batch
/// waiting.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzLoader(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var input = FuzzInput(data, count)
    let scenario = LoaderScenario(&input)
    let release = Release()
    let providers = scenario.providers(release: release)
    let outcomes: [Outcome]
    switch scenario.form {
    case .callbacks: outcomes = loadWithCallbacks(providers, scenario)
    case .results: outcomes = loadResults(providers, scenario)
    case .items: outcomes = loadItems(providers, scenario)
    }
    release.open()
    check(outcomes, scenario)
    return 0
}

/// What one provider's load came to, as the checks need it.
enum Outcome: Equatable {
    case bird(String)
    case failure(ItemProviderError.Code)
    case original(ProvidableError)
    /// The throwing form reports no outcome for providers after its first failure.
    case notReported
}

private func outcome(_ result: Result<FuzzBird, ItemProviderError>) -> Outcome {
    switch result {
    case let .success(bird): .bird(bird.name)
    case let .failure(error): .failure(error.code)
    }
}

private func loadWithCallbacks(_ providers: [ItemProvider], _ scenario: LoaderScenario) -> [Outcome] {
    let done = DispatchSemaphore(value: 0)
    let box = Box()
    let cancelAfter = scenario.cancelAfter
    let expected = providers.count
    let task = Locked<Task<Void, Never>?>(nil)
    let started = providers.loadItems(FuzzBird.self) { bird, error in
        MainActor.preconditionIsolated("a completion handler ran off the main actor")
        let call: Outcome
        switch (bird, error) {
        case let (bird?, nil): call = .bird(bird.name)
        case let (nil, error as ItemProviderError): call = .failure(error.code)
        case let (nil, error as ProvidableError): call = .original(error)
        default: fatalError("Invariant broken: a call with \(String(describing: bird)) and \(String(describing: error))")
        }
        let calls = box.append(call)
        require(calls <= expected, "\(calls) calls for \(expected) providers")
        if calls == cancelAfter { task.withLock { $0 }?.cancel() }
        if calls == expected { done.signal() }
    }
    task.withLock { $0 = started }
    // The first calls may have come before the task was stored: then cancel from here.
    if let cancelAfter, box.outcomes.count >= cancelAfter { started.cancel() }
    if expected == 0 {
        waitForTask(started)
    } else {
        done.wait()
        waitForTask(started)
    }
    return box.outcomes
}

private func loadResults(_ providers: [ItemProvider], _ scenario: LoaderScenario) -> [Outcome] {
    blocking(scenario) { await providers.loadItemResults(FuzzBird.self).map(outcome) }
}

private func loadItems(_ providers: [ItemProvider], _ scenario: LoaderScenario) -> [Outcome] {
    blocking(scenario) {
        do {
            return try await providers.loadItems(FuzzBird.self).map { .bird($0.name) }
        } catch let error as ItemProviderError {
            return [.failure(error.code)]
        } catch {
            fatalError("Invariant broken: loadItems threw \(type(of: error)): \(error)")
        }
    }
}

/// Runs `body` in a task, cancels it after the scenario's number of yields, and waits.
private func blocking(_ scenario: LoaderScenario, _ body: @escaping @Sendable () async -> [Outcome]) -> [Outcome] {
    let done = DispatchSemaphore(value: 0)
    let box = Box()
    let work = Task {
        box.set(await body())
        done.signal()
    }
    if let cancelAfter = scenario.cancelAfter {
        Task {
            for _ in 0..<cancelAfter { await Task.yield() }
            work.cancel()
        }
    }
    done.wait()
    return box.outcomes
}

private func waitForTask(_ task: Task<Void, Never>) {
    let done = DispatchSemaphore(value: 0)
    Task {
        await task.value
        done.signal()
    }
    done.wait()
}

private func check(_ outcomes: [Outcome], _ scenario: LoaderScenario) {
    let behaviours = scenario.behaviours
    if scenario.form == .items {
        // All the birds in order, or one failure: the first in provider order, unless cancelled.
        if outcomes.count == 1, case let .failure(code) = outcomes[0] {
            if !scenario.isCancelling {
                let first = behaviours.firstIndex { !$0.delivers }
                require(first != nil, "loadItems failed with \(code) though every provider delivers")
                let expected: ItemProviderError.Code = behaviours[first!] == .missingType ? .unsupportedType : .loadFailed
                require(code == expected, "loadItems failed with \(code), expected \(expected) from provider \(first!)")
            }
            return
        }
        require(outcomes == behaviours.indices.map { .bird("\($0)") }, "loadItems gave \(outcomes) for \(behaviours)")
        return
    }
    require(outcomes.count == behaviours.count, "\(outcomes.count) outcomes for \(behaviours.count) providers")
    for (index, (behaviour, outcome)) in zip(behaviours, outcomes).enumerated() {
        if outcome == .failure(.cancelled) {
            require(scenario.isCancelling, "provider \(index) (\(behaviour)) cancelled though nothing cancelled")
            continue
        }
        switch behaviour {
        case .bird, .text, .slow:
            require(outcome == .bird("\(index)"), "provider \(index) (\(behaviour)) gave \(outcome)")
        case .missingType:
            require(outcome == .failure(.unsupportedType), "provider \(index) (missing type) gave \(outcome)")
        case .failing:
            require(outcome == .failure(.loadFailed), "provider \(index) (failing) gave \(outcome)")
        case .stuck:
            fatalError("Invariant broken: stuck provider \(index) gave \(outcome), not a cancellation")
        }
    }
}

/// Carries outcomes between the fuzzer's thread, tasks and the main actor.
private final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Outcome] = []

    /// Appends a call's outcome; returns how many calls there have been.
    func append(_ outcome: Outcome) -> Int {
        lock.lock()
        defer { lock.unlock() }
        stored.append(outcome)
        return stored.count
    }

    func set(_ outcomes: [Outcome]) {
        lock.lock()
        defer { lock.unlock() }
        stored = outcomes
    }

    var outcomes: [Outcome] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// A value behind a lock.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
