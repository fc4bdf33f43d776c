@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
@testable @_spi(PortableProviders) import ILikeToMoveItDropsCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Provider data no well-behaved app sends: too large, nested without end, cut short, not
/// UTF-8. Each load ends in an item with a documented value or an `ItemProviderError`.
@Suite struct HostileProviderTests {
    @Test(arguments: [0, 1, 15, 16])
    func payloadsOverTheLimitAreRefusedBeforeDecoding(limit: Int) async throws {
        let payload = Data(#"{"name":"Robin"}"#.utf8)   // 16 bytes
        let options = ProvidableLoadOptions(maximumPayloadSize: limit)
        let loading = provider((.bird, String(decoding: payload, as: UTF8.self)))
        if payload.count <= limit {
            #expect(try await loading.loadItem(Bird.self, options: options) == Bird(name: "Robin"))
            return
        }
        await #expect {
            try await loading.loadItem(Bird.self, options: options)
        } throws: { error in
            guard let error = error as? ItemProviderError, error.code == .payloadTooLarge else { return false }
            return error.itemType == "Bird" && error.contentType == "com.example.bird" && error.byteCount == 16 && error.limit == limit
                && "\(error)".contains("Bird") && "\(error)".contains("com.example.bird")
        }
    }

    @Test(arguments: [Int.min, -1])
    func negativeLimitsRefuseEveryNonEmptyPayload(limit: Int) {
        #expect(throws: ItemProviderError.self) {
            try Bird.item(from: Data("x".utf8), type: .plainText, options: .init(maximumPayloadSize: limit))
        }
        #expect((try? Bird.item(from: Data(), type: .plainText, options: .init(maximumPayloadSize: limit))) == Bird(name: ""))
    }

    @Test func aHugePayloadIsRefusedWithoutBeingDecoded() async {
        let limit = ProvidableLoadOptions().maximumPayloadSize
        #expect(limit == 16_777_216, "16 MiB by default, as documented")
        let huge = limit + 1
        let loading = ItemProvider()
        loading.registerDataRepresentation(for: .bird) { Data(count: huge) }
        await #expect {
            try await loading.loadItem(Bird.self)
        } throws: { error in
            guard let error = error as? ItemProviderError, error.code == .payloadTooLarge else { return false }
            return error.byteCount == huge && error.limit == limit
        }
    }

    struct JSONCase: CustomTestStringConvertible, Sendable {
        let name: String
        let json: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        JSONCase(name: "100,000 nested arrays", json: String(repeating: "[", count: 100_000)),
        JSONCase(name: "100,000 nested objects", json: String(repeating: #"{"name":"#, count: 100_000)),
        JSONCase(name: "nested and closed", json: String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)),
        JSONCase(name: "truncated object", json: #"{"name":"Rob"#),
        JSONCase(name: "truncated escape", json: #"{"name":"\u00"#),
        JSONCase(name: "empty", json: ""),
        JSONCase(name: "wrong type", json: #"{"name":7}"#),
        JSONCase(name: "lone surrogate", json: #"{"name":"\ud800"}"#),
    ])
    func malformedJSONIsADecodingFailure(_ testCase: JSONCase) async {
        await #expect {
            try await provider((.bird, testCase.json)).loadItem(Bird.self)
        } throws: { error in
            guard let error = error as? ItemProviderError, error.code == .decodingFailed else { return false }
            return error.itemType == "Bird" && error.contentType == "com.example.bird"
        }
    }

    @Test func invalidUTF8AsPlainTextIsReadWithReplacementCharacters() async throws {
        let bytes: [UInt8] = [0x52, 0x6F, 0xFF, 0x62, 0xC3, 0x28, 0xED, 0xA0, 0x80, 0x69, 0x6E]
        let loading = ItemProvider()
        loading.registerDataRepresentation(for: .utf8PlainText) { Data(bytes) }
        let bird = try await loading.loadItem(Bird.self)
        #expect(bird.name == String(decoding: bytes, as: UTF8.self))
        #expect(bird.name.hasPrefix("Ro\u{FFFD}b") && bird.name.hasSuffix("in"))
    }

    @Test func aRepresentedTypeDecliningInvalidTextSaysSo() async {
        // Token reads only its own JSON type; plain text is not readable at all.
        let loading = ItemProvider()
        loading.registerDataRepresentation(for: .utf8PlainText) { Data([0xFF, 0xFE]) }
        await #expect {
            try await loading.loadItem(Token.self)
        } throws: { error in
            guard let error = error as? ItemProviderError, error.cause == .noReadableType else { return false }
            return error.itemType == "Token" && error.offeredTypes == ["public.utf8-plain-text"]
        }
    }
}
