import FuzzSupport
import ILikeToMoveIt

import Foundation

/// How one scripted provider behaves when loaded.
enum Behaviour: CaseIterable {
    /// Offers the bird as JSON and answers at once.
    case bird
    /// Offers the bird's name as UTF-8 text (read by conformance as plain text).
    case text
    /// Offers only a type the bird does not read.
    case missingType
    /// Its loader throws.
    case failing
    /// Answers after yielding a few times, so loads finish out of order.
    case slow
    /// Never answers and ignores cancellation: only cancelling the load ends the wait.
    case stuck

    /// Whether a load that is not cancelled gives the bird.
    var delivers: Bool { self == .bird || self == .text || self == .slow }
}

/// One input: providers with scripted behaviour, the form of loading, and when to cancel.
struct LoaderScenario {
    enum Form: CaseIterable { case callbacks, results, items }

    let behaviours: [Behaviour]
    let yields: [Int]
    let form: Form
    /// Cancel once this many callbacks have arrived (callbacks), or after this many yields
    /// of the waiting task (the async forms); `nil`: never, unless a provider is stuck.
    let cancelAfter: Int?

    init(_ input: inout FuzzInput) {
        let count = input.int(below: 13)
        var behaviours: [Behaviour] = []
        var yields: [Int] = []
        for _ in 0..<count {
            behaviours.append(input.pick(Behaviour.allCases))
            yields.append(input.int(below: 8))
        }
        self.behaviours = behaviours
        self.yields = yields
        form = input.pick(Form.allCases)
        let cancels = input.bool()
        let after = input.int(below: 16)
        // A stuck provider holds everything after it, so such a scenario must cancel.
        if let stuck = behaviours.firstIndex(of: .stuck) {
            cancelAfter = form == .callbacks ? min(after, stuck) : after
        } else {
            cancelAfter = cancels ? after : nil
        }
    }

    var isCancelling: Bool { cancelAfter != nil }

    /// The providers, one per behaviour; a stuck loader waits for `release`.
    func providers(release: Release) -> [ItemProvider] {
        behaviours.indices.map { index in
            let provider = ItemProvider(suggestedName: "\(index)")
            let name = "\(index)"
            let turns = yields[index]
            switch behaviours[index] {
            case .bird:
                provider.registerDataRepresentation(for: .fuzzBird) { try JSONEncoder().encode(FuzzBird(name: name)) }
            case .text:
                provider.registerDataRepresentation(for: .utf8PlainText) { Data(name.utf8) }
            case .missingType:
                provider.registerDataRepresentation(for: .png) { Data() }
            case .failing:
                provider.registerDataRepresentation(for: .fuzzBird) { throw ScriptedFailure() }
            case .slow:
                provider.registerDataRepresentation(for: .fuzzBird) {
                    for _ in 0..<turns { await Task.yield() }
                    return try JSONEncoder().encode(FuzzBird(name: name))
                }
            case .stuck:
                provider.registerDataRepresentation(for: .fuzzBird) {
                    await release.wait()
                    return try JSONEncoder().encode(FuzzBird(name: name))
                }
            }
            return provider
        }
    }
}

struct ScriptedFailure: Error {}

/// Lets stuck loaders end once the input has been checked, so nothing outlives it.
final class Release: Sendable {
    private let state = NSLock()
    nonisolated(unsafe) private var isOpen = false
    nonisolated(unsafe) private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            state.lock()
            if isOpen {
                state.unlock()
                continuation.resume()
            } else {
                waiters.append(continuation)
                state.unlock()
            }
        }
    }

    func open() {
        state.lock()
        isOpen = true
        let waiting = waiters
        waiters = []
        state.unlock()
        for waiter in waiting { waiter.resume() }
    }
}
