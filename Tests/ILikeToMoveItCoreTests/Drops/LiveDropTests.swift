@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
@testable @_spi(PortableProviders) import ILikeToMoveItDropsCore
import Testing
@testable import DemoKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Real providers, loads released out of order, lists edited between releases.
@Suite struct LiveDropTests {
    @MainActor
    @Test(arguments: [[2, 0, 1], [0, 1, 2], [1, 2, 0]])
    func dropCompletesAgainstTheListsAsTheyAreThen(_ releaseOrder: [Int]) async throws {
        var lists: [Side: [Token]] = [.left: .init(ids: [1, 2, 3, 4, 5]), .right: .init(ids: [10, 11, 12])]
        let picked = [2, 4, 5]
        let gates = GatedLoads(count: picked.count)
        let providers = try picked.enumerated().map { index, id in
            let provider = ItemProvider()
            provider.registerDataRepresentation(for: .token, loader: gates.loader(index, data: try JSONEncoder().encode(Token(id: id))))
            return provider
        }
        var session = CarriedItems<Token, Side>(pickingUp: picked, from: .left)
        session.aim(at: .right, .before(11))
        session.drop(loading: providers.count)

        let (stream, continuation) = AsyncStream.makeStream(of: Result<Token, ItemProviderError>.self)
        providers.loadItems(Token.self) { token, error in
            if let token { continuation.yield(.success(token)) } else { continuation.yield(.failure(error as? ItemProviderError ?? .loadFailed(type: "unknown", underlying: error ?? CancellationError()))) }
        }
        // Edits while the loads are in flight.
        lists[.right]?.insert(Token(id: 20), at: 0)
        lists[.right]?.removeAll { $0.id == 10 }
        _ = await gates.release(inOrder: [releaseOrder[0]])
        lists[.left]?.swapAt(0, 4)          // left: 5 2 3 4 1
        lists[.left]?.removeAll { $0.id == 3 }
        _ = await gates.release(inOrder: Array(releaseOrder.dropFirst()))

        var slot = 0
        for await result in stream {
            let accepted = session.receive(result, at: slot)
            #expect(accepted)
            slot += 1
            if slot == picked.count { continuation.finish() }
        }
        let completed = session.complete(in: &lists)
        let outcome = try #require(completed)
        #expect(lists[.left]?.ids == [1])
        #expect(lists[.right]?.ids == [20, 2, 4, 5, 11, 12])
        #expect(outcome.inserted == [2, 4, 5])
        #expect(outcome.removedFromSource == [2, 4, 5])
    }
}
