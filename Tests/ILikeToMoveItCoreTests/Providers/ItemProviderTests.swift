@testable import ILikeToMoveItCore
@testable @_spi(PortableProviders) import ILikeToMoveItDropsCore
import ILikeToMoveItSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite struct ItemProviderTests {
    @Test func keepsRegistrationOrderAndIgnoresRepeatedTypes() {
        let provider = provider((.bird, "a"), (.utf8PlainText, "b"), (.bird, "c"))
        #expect(provider.registeredTypeIdentifiers == ["com.example.bird", "public.utf8-plain-text"])
        #expect(provider.registeredTypes == [.bird, .utf8PlainText])
    }

    struct ConformanceCase: Sendable, CustomTestStringConvertible {
        let name: String
        let offered: [UTType]
        let requested: UTType
        let expected: String?
        var testDescription: String { name }
    }

    static let conformanceCases: [ConformanceCase] = [
        .init(name: "exact type", offered: [.bird], requested: .bird, expected: "0"),
        .init(name: "utf8 text satisfies plain text", offered: [.bird, .utf8PlainText], requested: .plainText, expected: "1"),
        .init(name: "first conforming wins", offered: [.utf8PlainText, .plainText], requested: .text, expected: "0"),
        .init(name: "custom type conforms to data", offered: [.bird], requested: .data, expected: "0"),
        .init(name: "plain text does not satisfy utf8", offered: [.plainText], requested: .utf8PlainText, expected: nil),
        .init(name: "nothing offered", offered: [], requested: .data, expected: nil),
    ]

    @Test(arguments: conformanceCases)
    func loadsByConformance(_ testCase: ConformanceCase) async throws {
        let provider = ItemProvider()
        for (index, type) in testCase.offered.enumerated() {
            provider.registerDataRepresentation(for: type) { Data("\(index)".utf8) }
        }
        #expect(provider.hasItemConforming(to: testCase.requested) == (testCase.expected != nil))
        if let expected = testCase.expected {
            let data = try await provider.loadData(for: testCase.requested)
            #expect(String(decoding: data, as: UTF8.self) == expected)
        } else {
            let error = await #expect(throws: ItemProviderError.self) { try await provider.loadData(for: testCase.requested) }
            let message = error.map(String.init(describing:)) ?? ""
            #expect(message.contains(testCase.requested.identifier))
            for type in testCase.offered { #expect(message.contains(type.identifier)) }
        }
    }

    @Test func identifierRequestsUseConformanceToo() async throws {
        let provider = provider((.utf8PlainText, "hi"))
        #expect(provider.hasItemConforming(toTypeIdentifier: "public.plain-text"))
        #expect(!provider.hasItemConforming(toTypeIdentifier: "com.example.unknown"))
        let data = try await provider.loadData(forTypeIdentifier: "public.text")
        #expect(String(decoding: data, as: UTF8.self) == "hi")
    }

    struct Boom: Error, CustomStringConvertible {
        var description: String { "the disk caught fire" }
    }

    @Test func loaderErrorsNameTheTypeAndCause() async {
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .bird) { throw Boom() }
        let error = await #expect(throws: ItemProviderError.self) { try await provider.loadData(for: .bird) }
        #expect(error?.developerDescription == "Loading com.example.bird failed: the disk caught fire.")
    }

    @Test func cancellingTheTaskEndsAStuckLoadAtOnce() async {
        let gates = GatedLoads(count: 1)
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .bird, loader: gates.loader(0, data: Data()))
        let task = Task { try await provider.loadData(for: .bird) }
        task.cancel()
        let result = await task.result
        #expect((try? result.get()) == nil)
        if case let .failure(error as ItemProviderError) = result {
            #expect(error.code == .cancelled)
        } else {
            Issue.record("expected a cancellation, got \(result)")
        }
        await gates.openAll()
    }

    @Test func completionHandlerFormReportsOnceAndCancels() async throws {
        let gates = GatedLoads(count: 1)
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .bird, loader: gates.loader(0, data: try JSONEncoder().encode(Bird(name: "x"))))
        let calls = Locked<[String]>([])
        let task = provider.loadItem(Bird.self) { bird, error in
            let cancelled = (error as? ItemProviderError)?.code == .cancelled
            calls.withLock { $0.append(bird?.name ?? (cancelled ? "cancelled" : "other: \(String(describing: error))")) }
        }
        task.cancel()
        task.cancel()
        await task.value
        #expect(calls.withLock { $0 } == ["cancelled"])
        await gates.openAll()
    }
}
