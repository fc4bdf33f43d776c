@testable import ILikeToMoveItCore
@testable @_spi(PortableProviders) import ILikeToMoveItDropsCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite struct ProvidableTests {
    @Test(arguments: ["Robin", "", "Blue Jay 🐦", String(repeating: "a", count: 10_000)])
    func birdRoundTripsThroughItsProvider(_ name: String) async throws {
        let bird = Bird(name: name)
        #expect(bird.itemProvider.registeredTypes == [.bird])
        #if !canImport(Darwin)  // on Apple platforms `provider` is the NSItemProvider of the umbrella
        #expect(bird.provider.registeredTypes == bird.itemProvider.registeredTypes)
        #endif
        let loaded = try await bird.itemProvider.loadItem(Bird.self)
        #expect(loaded == bird)
    }

    @Test func readableTypesDefaultToWritableTypes() {
        struct Plain: Providable {
            static let writableTypes: [UTType] = [.nest, .json]
            func data(type: UTType) throws -> Data? { nil }
            init?(type: UTType, data: Data) throws { nil }
        }
        #expect(Plain.readableTypes == [.nest, .json])
    }

    @Test func utf8TextBecomesABirdThroughPlainText() async throws {
        let bird = try await provider((.utf8PlainText, "Crow")).loadItem(Bird.self)
        #expect(bird == Bird(name: "Crow"))
    }

    @Test func birdRepresentationPreferredOverText() async throws {
        let json = String(decoding: try JSONEncoder().encode(Bird(name: "Swan")), as: UTF8.self)
        let bird = try await provider((.utf8PlainText, "Goose"), (.bird, json)).loadItem(Bird.self)
        #expect(bird == Bird(name: "Swan"))
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let name: String
        let provider: @Sendable () -> ItemProvider
        let limit: Int
        let expected: String
        var testDescription: String { name }
    }

    static let errorCases: [ErrorCase] = [
        .init(name: "nothing readable", provider: { provider((.nest, "x")) }, limit: 100,
              expected: "No representation that Picky can read: it reads com.example.egg, public.json, the provider "
                + "offers com.example.nest. Add a matching type to Picky.readableTypes, or drop something else."),
        .init(name: "initializer declines", provider: { provider((.json, "{}")) }, limit: 100,
              expected: "Picky does not support public.json: init?(type:data:) returned nil. Handle public.json "
                + "there, or remove it from Picky.readableTypes."),
        .init(name: "decoding throws", provider: { provider((.egg, "twelve")) }, limit: 100,
              expected: "Decoding Picky from com.example.egg failed: \"twelve\" is not a number."),
        .init(name: "payload over the limit", provider: { provider((.egg, "123456")) }, limit: 5,
              expected: "The com.example.egg payload for Picky is 6 bytes, over the limit of 5 bytes. "
                + "Pass a larger ProvidableLoadOptions(maximumPayloadSize:) if this size is expected."),
        .init(name: "negative limit counts as zero", provider: { provider((.egg, "1")) }, limit: -7,
              expected: "The com.example.egg payload for Picky is 1 bytes, over the limit of 0 bytes. "
                + "Pass a larger ProvidableLoadOptions(maximumPayloadSize:) if this size is expected."),
    ]

    @Test(arguments: errorCases)
    func errorsExplainThemselves(_ testCase: ErrorCase) async {
        let options = ProvidableLoadOptions(maximumPayloadSize: testCase.limit)
        let error = await #expect(throws: ItemProviderError.self) {
            try await testCase.provider().loadItem(Picky.self, options: options)
        }
        #expect(error?.developerDescription == testCase.expected)
        // What a user may read names no type and gives no developer advice.
        let userText = error?.errorDescription ?? ""
        #expect(!userText.isEmpty)
        for developerWord in ["Picky", "com.example", "public.", "init?", "readableTypes", "ProvidableLoadOptions"] {
            #expect(!userText.contains(developerWord), "\(userText)")
        }
    }

    @Test func payloadAtTheLimitIsAccepted() async throws {
        let item = try await provider((.egg, "12345")).loadItem(Picky.self, options: .init(maximumPayloadSize: 5))
        #expect(item.value == 12345)
    }

    @Test func decodingErrorKeepsTheUnderlyingError() throws {
        let error = #expect(throws: ItemProviderError.self) { try Bird.item(from: Data("{".utf8), type: .bird) }
        guard let error, error.code == .decodingFailed else {
            Issue.record("expected decodingFailed, got \(String(describing: error))")
            return
        }
        #expect(error.itemType == "Bird")
        #expect(error.contentType == "com.example.bird")
        #expect(error.underlyingError is DecodingError)
    }

    @Test func exportErrorsExplainThemselves() throws {
        let error = #expect(throws: ItemProviderError.self) { try Picky(value: 1).exportedData(type: .json) }
        #expect(error?.developerDescription == "Picky declares public.json writable but data(type:) returned nil for it. "
            + "Return data for every type in Picky.writableTypes.")
    }

    /// Decided without a clock: the callback form returns the task that delivers, and every
    /// call has been made once it has finished.
    @MainActor
    @Test func unsupportedDropCallsBackExactlyOnce() async {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let delivery = [provider((.nest, "x"))].loadItems(Bird.self) { bird, error in
            continuation.yield(bird == nil && error != nil ? "error" : "item")
        }
        await delivery.value
        continuation.finish()
        var calls: [String] = []
        for await call in stream { calls.append(call) }
        #expect(calls == ["error"])
    }
}
