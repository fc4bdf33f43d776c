@testable import ILikeToMoveItCore
import Testing

@Suite struct UTTypeTagTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let type: UTType
        let filenameExtension: String
        let mimeType: String
        var testDescription: String { "\(type) ↔ .\(filenameExtension), \(mimeType)" }
    }

    static let cases: [Case] = [
        Case(type: .plainText, filenameExtension: "txt", mimeType: "text/plain"),
        Case(type: .json, filenameExtension: "json", mimeType: "application/json"),
        Case(type: .png, filenameExtension: "png", mimeType: "image/png"),
        Case(type: .jpeg, filenameExtension: "jpeg", mimeType: "image/jpeg"),
        Case(type: .pdf, filenameExtension: "pdf", mimeType: "application/pdf"),
        Case(type: .html, filenameExtension: "html", mimeType: "text/html"),
        Case(type: .zip, filenameExtension: "zip", mimeType: "application/zip"),
        Case(type: .gif, filenameExtension: "gif", mimeType: "image/gif"),
        Case(type: .mp3, filenameExtension: "mp3", mimeType: "audio/mpeg"),
        Case(type: .quickTimeMovie, filenameExtension: "mov", mimeType: "video/quicktime"),
        Case(type: .commaSeparatedText, filenameExtension: "csv", mimeType: "text/csv"),
    ]

    @Test(arguments: cases)
    func tagsBothWays(_ example: Case) {
        #expect(example.type.preferredFilenameExtension == example.filenameExtension)
        #expect(example.type.preferredMIMEType == example.mimeType)
        #expect(UTType(filenameExtension: example.filenameExtension) == example.type)
        #expect(UTType(mimeType: example.mimeType) == example.type)
        #expect(UTType(tag: example.filenameExtension, tagClass: .filenameExtension, conformingTo: nil) == example.type)
        #expect(example.type.tags[.filenameExtension]?.first == example.filenameExtension)
        #expect(example.type.tags[.mimeType]?.contains(example.mimeType) == true)
        #expect(UTType.types(tag: example.mimeType, tagClass: .mimeType, conformingTo: nil).contains(example.type))
    }

    @Test func lookupsIgnoreCase() {
        #expect(UTType(filenameExtension: "PNG") == .png)
        #expect(UTType(mimeType: "Image/PNG") == .png)
    }

    @Test func extensionSharedByTwoTypesFindsBoth() {
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(filenameExtension: "htm") == .html)
    }

    @Test func unknownExtensionGivesADynamicTypeConformingToTheSupertype() throws {
        let type = try #require(UTType(filenameExtension: "zzqxbirdfile"))
        #expect(type.isDynamic)
        #expect(!type.isDeclared)
        #expect(!type.isPublic)
        #expect(type.identifier.hasPrefix("dyn.a"))
        #expect(type.conforms(to: .data))
        #expect(type.conforms(to: .item))
        #expect(!type.conforms(to: .text))
        #expect(type.preferredFilenameExtension == "zzqxbirdfile")
        #expect(type.localizedDescription == nil)
    }

    @Test func unknownMIMETypeGivesADynamicType() throws {
        let type = try #require(UTType(mimeType: "application/x-zzqx-bird"))
        #expect(type.isDynamic)
        #expect(type.preferredMIMEType == "application/x-zzqx-bird")
        #expect(type.conforms(to: .data))
    }

    @Test func knownExtensionThatDoesNotConformGivesADynamicType() throws {
        let type = try #require(UTType(filenameExtension: "txt", conformingTo: .image))
        #expect(type.isDynamic)
        #expect(type != .plainText)
        #expect(type.conforms(to: .image))
    }

    @Test func supertypeFiltersTheCandidates() {
        #expect(UTType(filenameExtension: "txt", conformingTo: .text) == .plainText)
        #expect(UTType.types(tag: "txt", tagClass: .filenameExtension, conformingTo: .text).contains(.plainText))
    }

    @Test func dynamicIdentifierFindsTheSameTypeAgain() throws {
        let type = try #require(UTType(filenameExtension: "zzqxroundtrip"))
        let again = try #require(UTType(type.identifier))
        #expect(again == type)
        #expect(again.isDynamic)
        #expect(again.preferredFilenameExtension == "zzqxroundtrip")
        #expect(again.conforms(to: .data))
    }

    @Test func publicTypesArePublic() {
        #expect(UTType.png.isPublic)
        #expect(!UTType.pdf.isPublic)
        #expect(UTType.png.isDeclared)
        #expect(!UTType.png.isDynamic)
    }

    @Test func unknownIdentifierIsNil() {
        #expect(UTType("com.example.zzqx.never-declared") == nil)
    }

    @Test func tagClassesHaveApplesIdentifiers() {
        #expect(UTTagClass.filenameExtension.rawValue == "public.filename-extension")
        #expect(UTTagClass.mimeType.rawValue == "public.mime-type")
    }
}
