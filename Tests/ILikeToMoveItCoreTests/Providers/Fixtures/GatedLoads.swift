@testable import ILikeToMoveItCore
@testable @_spi(PortableProviders) import ILikeToMoveItDropsCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Holds a load until the test opens it.
actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}

/// Loaders that finish exactly in the order a test releases them.
final class GatedLoads: Sendable {
    let gates: [Gate]
    private let finished: AsyncStream<Int>
    private let finishing: AsyncStream<Int>.Continuation

    init(count: Int) {
        gates = (0..<count).map { _ in Gate() }
        (finished, finishing) = AsyncStream.makeStream(of: Int.self)
    }

    /// A loader for slot `index` that waits for its gate, then yields `data`.
    func loader(_ index: Int, data: Data) -> ItemProvider.Loader {
        { [gates, finishing] in
            await gates[index].wait()
            finishing.yield(index)
            return data
        }
    }

    /// Opens the gates one by one in `order`, each after the previous loader has finished;
    /// returns the order the loaders finished in.
    func release(inOrder order: [Int]) async -> [Int] {
        var iterator = finished.makeAsyncIterator()
        var done: [Int] = []
        for index in order {
            await gates[index].open()
            if let finishedIndex = await iterator.next() { done.append(finishedIndex) }
        }
        return done
    }

    /// Opens every gate (to let abandoned loaders end).
    func openAll() async {
        for gate in gates { await gate.open() }
    }
}
