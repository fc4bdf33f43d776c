@testable import ILikeToMoveItCore
@testable @_spi(PortableProviders) import ILikeToMoveItDropsCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Type identifiers and tags with odd characters: spaces, combining marks, emoji, control
/// characters, nothing at all, or a megabyte. Each gives a defined result.
@Suite struct HostileIdentifierTests {
    struct TagCase: CustomTestStringConvertible, Sendable {
        let name: String
        let tag: String
        let tagClass: String
        var testDescription: String { name }
    }

    /// Found by the dynamic-identifier fuzzer: a combining mark right after a separator of
    /// the payload merged with it into one character, so the identifier did not parse back.
    @Test(arguments: [
        TagCase(name: "tag class starting with a combining mark", tag: "bird", tagClass: "\u{06DC}x"),
        TagCase(name: "tag starting with a combining mark", tag: "\u{301}e", tagClass: "public.filename-extension"),
        TagCase(name: "combining mark after an escaped colon", tag: "a:\u{301}b", tagClass: "public.mime-type"),
        TagCase(name: "tag that is only a combining mark", tag: "\u{302}", tagClass: "com.example.tag"),
        TagCase(name: "spaces and emoji", tag: "my 🐦 file", tagClass: "public.filename-extension"),
        TagCase(name: "control characters", tag: "\u{0}\u{1B}\n", tagClass: "public.filename-extension"),
        TagCase(name: "every separator", tag: "\\:=,?", tagClass: "com.example.?=:"),
        TagCase(name: "a digit that reads as an abbreviation", tag: "6", tagClass: "public.filename-extension"),
    ])
    func dynamicTypesForOddTagsParseBack(_ testCase: TagCase) throws {
        for supertype in [nil, UTType.data] {
            let type = try #require(UTType(tag: testCase.tag, tagClass: UTTagClass(rawValue: testCase.tagClass), conformingTo: supertype))
            #expect(type.isDynamic)
            let parsed = try #require(UTType(type.identifier), "\(type.identifier) does not parse")
            #expect(parsed.tags == type.tags)
            #expect(parsed.tags[UTTagClass(rawValue: testCase.tagClass)]?.first == testCase.tag)
            if let supertype { #expect(parsed.conforms(to: supertype)) }
        }
    }

    @Test(arguments: ["", " ", "public.png ", " public.png", "public .png", "com.example.ünïcödé", "🐦", "\n", "\u{0}",
                      "dyn.", "dyn.a", "dyn.a!", "dyn.a" + String(repeating: "z", count: 10_001), String(repeating: "a", count: 1 << 20)])
    func unknownOrMalformedIdentifiersAreNotTypes(_ identifier: String) {
        #expect(UTType(identifier) == nil)
    }

    @Test func emptyTagsAndTagClassesGiveNoType() {
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType(mimeType: "") == nil)
        #expect(UTType(tag: "bird", tagClass: UTTagClass(rawValue: ""), conformingTo: nil) == nil)
    }

    @Test func oddCustomIdentifiersNegotiateOnlyByEquality() async throws {
        let odd = UTType(exportedAs: "com.example.with space ü", conformingTo: .data)
        #expect(odd.identifier == "com.example.with space ü")
        let loading = ItemProvider()
        loading.registerDataRepresentation(for: odd) { Data("x".utf8) }
        #expect(loading.hasItemConforming(to: odd))
        #expect(!loading.hasItemConforming(to: .plainText))
        #expect(try await loading.loadData(forTypeIdentifier: "com.example.with space ü") == Data("x".utf8))
    }

    @Test func aVeryLongTagRoundTrips() throws {
        let tag = String(repeating: "ext:", count: 5_000)
        let type = try #require(UTType(filenameExtension: tag))
        #expect(UTType(type.identifier)?.preferredFilenameExtension == tag)
    }
}
