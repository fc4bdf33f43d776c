@testable import ILikeToMoveItCore
@testable import ILikeToMoveItTypeDeclarations
import Testing

@Suite(.tags(.implementation)) struct DynamicTypeIdentifierTests {
    @Test func matchesTheKnownEncodingOfAnExtensionConformingToData() {
        // `?0=6:1=sql`: conforms to public.data, filename extension "sql".
        let identifier = DynamicTypeIdentifier.encode(tag: "sql", tagClass: "public.filename-extension", conformsTo: "public.data")
        #expect(identifier == "dyn.ah62d4rv4ge81g6pq")
        let contents = DynamicTypeIdentifier.decode(identifier)
        #expect(contents?.conformsTo == ["public.data"])
        #expect(contents?.tags == ["public.filename-extension": ["sql"]])
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let tag: String
        let tagClass: String
        let conformsTo: String?
        var testDescription: String { "\(tagClass)=\(tag) conforming to \(conformsTo ?? "nothing")" }
    }

    static let cases: [Case] = [
        Case(tag: "bird", tagClass: "public.filename-extension", conformsTo: "public.data"),
        Case(tag: "bird", tagClass: "public.filename-extension", conformsTo: nil),
        Case(tag: "application/x-bird", tagClass: "public.mime-type", conformsTo: "public.data"),
        Case(tag: "6", tagClass: "public.filename-extension", conformsTo: "public.data"),
        Case(tag: "a:b=c,d\\e?f", tagClass: "public.filename-extension", conformsTo: "com.example.odd:parent"),
        Case(tag: "ÖSTERREICH🐦", tagClass: "com.example.tag-class", conformsTo: "public.image"),
        Case(tag: "x", tagClass: "public.url-scheme", conformsTo: "public.folder"),
    ]

    @Test(arguments: cases)
    func roundTrips(_ example: Case) throws {
        let identifier = DynamicTypeIdentifier.encode(tag: example.tag, tagClass: example.tagClass, conformsTo: example.conformsTo)
        #expect(identifier.hasPrefix("dyn.a"))
        #expect(identifier.allSatisfy { "abcdefghkmnpqrstuvwxyz0123456789.".contains($0) })
        let contents = try #require(DynamicTypeIdentifier.decode(identifier))
        #expect(contents.tags == [example.tagClass: [example.tag]])
        #expect(contents.conformsTo == (example.conformsTo.map { [$0] } ?? []))
    }

    @Test func seededRandomTagsRoundTrip() throws {
        var random = SplitMix64(seed: 0x5EED_0001)
        let pool = Array("abcxyz019AF.-_:=,\\?/+ éü🐦")
        for _ in 0..<500 {
            let tag = String((0..<Int.random(in: 1...12, using: &random)).map { _ in pool.randomElement(using: &random)! })
            let parent = Bool.random(using: &random) ? "public.data" : nil
            let identifier = DynamicTypeIdentifier.encode(tag: tag, tagClass: "public.filename-extension", conformsTo: parent)
            let contents = try #require(DynamicTypeIdentifier.decode(identifier), "\(tag)")
            #expect(contents.tags == ["public.filename-extension": [tag]], "\(tag)")
            #expect(contents.conformsTo == (parent.map { [$0] } ?? []))
        }
    }

    @Test(arguments: [
        "", "dyn", "dyn.", "dyn.a", "dyn.b", "dyn.ah62d4rv4ge81g6p", "dyn.ah62d4rv4ge81g6pq!",
        "dyn.aiiii", "dyn.aooooo", "DYN.AH62D4RV4GE81G6PQ", "dyn.a9999999999999999",
        "public.data", "dyn.ah62d4rv4ge8",
    ])
    func malformedIdentifiersDecodeToNil(_ identifier: String) {
        #expect(DynamicTypeIdentifier.decode(identifier) == nil)
    }

    @Test func payloadsWithoutATagOrWithADanglingEscapeAreRejected() {
        let alphabet = Array("abcdefghkmnpqrstuvwxyz0123456789")
        func encode(_ payload: String) -> String {
            var bits = 0, buffer = 0, output = "dyn.a"
            for byte in payload.utf8 {
                buffer = (buffer << 8) | Int(byte); bits += 8
                while bits >= 5 { bits -= 5; output.append(alphabet[(buffer >> bits) & 31]) }
                buffer &= (1 << bits) - 1
            }
            if bits > 0 { output.append(alphabet[(buffer << (5 - bits)) & 31]) }
            return output
        }
        #expect(DynamicTypeIdentifier.decode(encode("?1=sql")) != nil)
        #expect(DynamicTypeIdentifier.decode(encode("?0=6")) == nil)
        #expect(DynamicTypeIdentifier.decode(encode("?1=sql\\")) == nil)
        #expect(DynamicTypeIdentifier.decode(encode("?1")) == nil)
        #expect(DynamicTypeIdentifier.decode(encode("?=sql")) == nil)
        #expect(DynamicTypeIdentifier.decode(encode("1=sql")) == nil)
        #expect(DynamicTypeIdentifier.decode(encode("?1=a=b")) == nil)
    }

    @Test func randomGarbageNeverTraps() {
        var random = SplitMix64(seed: 0x5EED_0002)
        let alphabet = Array("abcdefghkmnpqrstuvwxyz0123456789ijlo.")
        var decoded = 0
        for _ in 0..<2000 {
            let body = String((0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            if DynamicTypeIdentifier.decode("dyn.a" + body) != nil { decoded += 1 }
        }
        #expect(decoded < 2000)
    }

    #if !canImport(UniformTypeIdentifiers)
    @Test func malformedDynamicIdentifiersAreNotTypes() {
        #expect(UTType("dyn.a") == nil)
        #expect(UTType("dyn.aiiii") == nil)
        #expect(UTType("dyn.ah62d4rv4ge81g6p") == nil)
    }

    @Test func knownIdentifierIsTheTypeWithItsTag() throws {
        let type = try #require(UTType("dyn.ah62d4rv4ge81g6pq"))
        #expect(type.isDynamic)
        #expect(type.tags == [.filenameExtension: ["sql"]])
        #expect(type.conforms(to: .data))
    }
    #endif
}
