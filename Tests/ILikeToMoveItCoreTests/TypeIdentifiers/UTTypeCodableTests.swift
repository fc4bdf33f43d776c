import Foundation
@testable import ILikeToMoveItCore
import Testing

@Suite struct UTTypeCodableTests {
    struct Wrapper: Codable, Equatable {
        var type: UTType
    }

    @Test(arguments: [UTType.data, .plainText, .utf8PlainText, .json, .png, .pdf, .folder])
    func systemTypesRoundTrip(_ type: UTType) throws {
        let data = try JSONEncoder().encode(Wrapper(type: type))
        #expect(try JSONDecoder().decode(Wrapper.self, from: data) == Wrapper(type: type))
    }

    @Test func encodesAsTheIdentifierString() throws {
        let data = try JSONEncoder().encode([UTType.png])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png"]"#)
    }

    @Test func dynamicTypesRoundTrip() throws {
        let type = try #require(UTType(filenameExtension: "zzqxcodable"))
        let decoded = try JSONDecoder().decode([UTType].self, from: JSONEncoder().encode([type]))
        #expect(decoded == [type])
        #expect(decoded.first?.isDynamic == true)
    }

    @Test(arguments: [#"[42]"#, #"[null]"#, #"[{"identifier":"public.png"}]"#])
    func valuesThatAreNotStringsAreRejected(_ json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([UTType].self, from: Data(json.utf8))
        }
    }

    @Test(.tags(.implementation), arguments: [#"[""]"#, #"["com.example.zzqx.never-declared"]"#, #"["dyn.aiiii"]"#])
    func unknownIdentifiersAreRejectedWithTheirName(_ json: String) throws {
        do {
            _ = try JSONDecoder().decode([UTType].self, from: Data(json.utf8))
            Issue.record("decoded \(json)")
        } catch let DecodingError.dataCorrupted(context) {
            let identifier = try #require(try JSONDecoder().decode([String].self, from: Data(json.utf8)).first)
            #expect(context.debugDescription.contains("'\(identifier)'"))
        }
    }

    @Test func tagClassesRoundTrip() throws {
        let data = try JSONEncoder().encode([UTTagClass.filenameExtension, .mimeType])
        #expect(try JSONDecoder().decode([UTTagClass].self, from: data) == [.filenameExtension, .mimeType])
    }
}
