@testable import ILikeToMoveItCore
@testable import ILikeToMoveItTypeDeclarations
import Testing

@Suite struct UTTypeConformanceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let type: UTType
        let other: UTType
        let conforms: Bool
        var testDescription: String { "\(type) \(conforms ? "conforms" : "does not conform") to \(other)" }
    }

    static let cases: [Case] = [
        Case(type: .utf8PlainText, other: .plainText, conforms: true),
        Case(type: .utf8PlainText, other: .text, conforms: true),
        Case(type: .utf8PlainText, other: .data, conforms: true),
        Case(type: .utf8PlainText, other: .item, conforms: true),
        Case(type: .utf8PlainText, other: .content, conforms: true),
        Case(type: .plainText, other: .utf8PlainText, conforms: false),
        Case(type: .json, other: .text, conforms: true),
        Case(type: .json, other: .plainText, conforms: false),
        Case(type: .png, other: .image, conforms: true),
        Case(type: .png, other: .data, conforms: true),
        Case(type: .jpeg, other: .png, conforms: false),
        Case(type: .fileURL, other: .url, conforms: true),
        Case(type: .url, other: .text, conforms: false),
        Case(type: .pdf, other: .compositeContent, conforms: true),
        Case(type: .pdf, other: .content, conforms: true),
        Case(type: .zip, other: .archive, conforms: true),
        Case(type: .zip, other: .data, conforms: true),
        Case(type: .folder, other: .directory, conforms: true),
        Case(type: .folder, other: .data, conforms: false),
        Case(type: .applicationBundle, other: .package, conforms: true),
        Case(type: .vCard, other: .contact, conforms: true),
        Case(type: .vCard, other: .text, conforms: true),
        Case(type: .mpeg4Audio, other: .mpeg4Movie, conforms: true),
        Case(type: .mpeg4Audio, other: .audio, conforms: true),
        Case(type: .heic, other: .image, conforms: true),
        Case(type: .xmlPropertyList, other: .xml, conforms: true),
        Case(type: .pythonScript, other: .sourceCode, conforms: true),
        Case(type: .item, other: .data, conforms: false),
    ]

    @Test(arguments: cases)
    func conformance(_ example: Case) {
        #expect(example.type.conforms(to: example.other) == example.conforms)
        #expect(example.type.isSubtype(of: example.other) == example.conforms)
        #expect(example.other.isSupertype(of: example.type) == example.conforms)
        #expect(example.type.supertypes.contains(example.other) == example.conforms)
    }

    @Test(arguments: [UTType.item, .data, .text, .utf8PlainText, .json, .png, .folder])
    func aTypeConformsToItselfButIsNotItsOwnSubOrSupertype(_ type: UTType) {
        #expect(type.conforms(to: type))
        #expect(!type.isSubtype(of: type))
        #expect(!type.isSupertype(of: type))
        #expect(!type.supertypes.contains(type))
    }

    @Test func supertypesOfUTF8PlainTextAreItsWholeAncestry() {
        #expect(UTType.utf8PlainText.supertypes == [.plainText, .text, .data, .content, .item])
    }

    @Test func equalityAndHashingFollowTheIdentifier() throws {
        let parsed = try #require(UTType("public.png"))
        #expect(parsed == .png)
        #expect(Set([parsed, .png, .jpeg]).count == 2)
        #expect(UTType.png.description == "public.png")
    }
}
