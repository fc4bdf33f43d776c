@testable import ILikeToMoveItCore
@testable @_spi(Fuzzing) @_spi(PortableProviders) import ILikeToMoveItDropsCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite struct LoadOrderTests {
    /// Providers whose loads finish only when `gates` releases them.
    static func gatedBirds(_ names: [String], gates: GatedLoads) throws -> [ItemProvider] {
        try names.enumerated().map { index, name in
            let provider = ItemProvider()
            let data = try JSONEncoder().encode(Bird(name: name))
            provider.registerDataRepresentation(for: .bird, loader: gates.loader(index, data: data))
            return provider
        }
    }

    static let releaseOrders: [[Int]] = [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1], [1, 3, 0, 2]]

    @Test(arguments: releaseOrders)
    func callbacksComeInProviderOrder(_ releaseOrder: [Int]) async throws {
        let names = ["Robin", "Goose", "Swan", "Crow"]
        let gates = GatedLoads(count: names.count)
        let providers = try Self.gatedBirds(names, gates: gates)
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let handle = providers.loadItems(Bird.self) { bird, error in
            continuation.yield(bird?.name ?? "error: \(String(describing: error))")
        }
        let finished = await gates.release(inOrder: releaseOrder)
        #expect(finished == releaseOrder, "the loads really finished in the release order")
        var delivered: [String] = []
        for await name in stream {
            delivered.append(name)
            if delivered.count == names.count { continuation.finish() }
        }
        #expect(delivered == names)
        await handle.value
    }

    @Test(arguments: releaseOrders)
    func asyncFormsReturnProviderOrder(_ releaseOrder: [Int]) async throws {
        let names = ["Robin", "Goose", "Swan", "Crow"]
        let gates = GatedLoads(count: names.count)
        let providers = try Self.gatedBirds(names, gates: gates)
        async let birds = providers.loadItems(Bird.self)
        _ = await gates.release(inOrder: releaseOrder)
        #expect(try await birds.map(\.name) == names)
    }

    @Test func resultsKeepFailuresInPlace() async {
        let providers = [provider((.utf8PlainText, "Robin")), provider((.nest, "?")), provider((.plainText, "Swan"))]
        let results = await providers.loadItemResults(Bird.self)
        #expect(results.count == 3)
        #expect((try? results[0].get()) == Bird(name: "Robin"))
        #expect((try? results[2].get()) == Bird(name: "Swan"))
        guard case .failure(let error)? = results.dropFirst().first, error.cause == .noReadableType else {
            Issue.record("expected noReadableType, got \(results[1])")
            return
        }
        await #expect(throws: ItemProviderError.self) { try await providers.loadItems(Bird.self) }
    }

    @Test func cancellingStillCallsBackOncePerProvider() async throws {
        let names = ["Robin", "Goose", "Swan"]
        let gates = GatedLoads(count: names.count)
        let providers = try Self.gatedBirds(names, gates: gates)
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let handle = providers.loadItems(Bird.self) { bird, error in
            let cancelled = (error as? ItemProviderError)?.code == .cancelled
            continuation.yield(bird?.name ?? (cancelled ? "cancelled" : "other error"))
        }
        _ = await gates.release(inOrder: [0])
        var delivered: [String] = []
        for await name in stream {
            delivered.append(name)
            if delivered.count == 1 { handle.cancel() }
            if delivered.count == names.count { continuation.finish() }
        }
        #expect(delivered == ["Robin", "cancelled", "cancelled"])
        await handle.value
        #expect(handle.isCancelled)
        await gates.openAll()
    }

    @Test func singleProviderCompletionForm() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Bird?.self)
        provider((.utf8PlainText, "Finch")).loadItem(Bird.self) { bird, _ in
            continuation.yield(bird)
            continuation.finish()
        }
        var birds: [Bird?] = []
        for await bird in stream { birds.append(bird) }
        #expect(birds == [Bird(name: "Finch")])
    }

    @Test func emptyProviderListFinishesAtOnce() async throws {
        let handle = [ItemProvider]().loadItems(Bird.self) { _, _ in Issue.record("no provider, no call") }
        await handle.value
        #expect(try await [ItemProvider]().loadItems(Bird.self).isEmpty)
    }
}
