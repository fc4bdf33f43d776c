#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore

private struct Note: Codable, Hashable, Sendable {
    var title: String
}

/// Activities arrive from other processes: every malformed `userInfo` must give a clear error.
@Suite struct UserActivityPayloadCorruptionTests {
    static let activityType = "com.example.notes.detail"

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let userInfo: [String: any Sendable]?
        let expected: ItemProviderError
        var testDescription: String { name }
    }

    static let version = UserActivityPayload.UserInfoKey.version
    static let item = UserActivityPayload.UserInfoKey.item

    static let unreadable: [Case] = [
        Case(name: "no userInfo", userInfo: nil,
             expected: .missingActivityItem(activityType: activityType, itemType: "Note")),
        Case(name: "empty userInfo", userInfo: [:],
             expected: .missingActivityItem(activityType: activityType, itemType: "Note")),
        Case(name: "no item", userInfo: [version: 1],
             expected: .missingActivityItem(activityType: activityType, itemType: "Note")),
        Case(name: "item is a string", userInfo: [version: 1, item: "{\"title\":\"Robin\"}"],
             expected: .missingActivityItem(activityType: activityType, itemType: "Note")),
        Case(name: "version from the future", userInfo: [version: 2, item: Data("{}".utf8)],
             expected: .unsupportedActivityVersion(found: "2", supported: 1, activityType: activityType)),
        Case(name: "version is a string", userInfo: [version: "1", item: Data("{}".utf8)],
             expected: .unsupportedActivityVersion(found: "1", supported: 1, activityType: activityType)),
        Case(name: "no version", userInfo: [item: Data("{}".utf8)],
             expected: .missingActivityItem(activityType: activityType, itemType: "Note")),
    ]

    @Test(arguments: unreadable)
    func malformedUserInfoIsReported(_ testCase: Case) {
        let info = testCase.userInfo.map { Dictionary(uniqueKeysWithValues: $0.map { (AnyHashable($0.key), $0.value as Any) }) }
        expectThrows(testCase.expected) {
            try UserActivityPayload(activityType: Self.activityType, targetContentIdentifier: nil, userInfo: info, itemType: "Note")
        }
    }

    static let undecodable: [(name: String, bytes: [UInt8])] = [
        ("empty data", []),
        ("not JSON", Array("robin".utf8)),
        ("truncated JSON", Array("{\"title\":\"Rob".utf8)),
        ("wrong shape", Array("[1,2,3]".utf8)),
        ("missing field", Array("{\"name\":\"Robin\"}".utf8)),
        ("wrong field type", Array("{\"title\":42}".utf8)),
        ("invalid UTF-8", [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D]),
    ]

    @Test(arguments: undecodable.map(\.name))
    func corruptItemDataFailsToDecodeWithTheTypesNamed(_ name: String) throws {
        let bytes = try #require(Self.undecodable.first { $0.name == name }).bytes
        let info: [AnyHashable: Any] = [Self.version: 1, Self.item: Data(bytes)]
        let payload = try UserActivityPayload(activityType: Self.activityType, targetContentIdentifier: nil, userInfo: info, itemType: "Note")
        let error = #expect(throws: ItemProviderError.self) {
            try payload.decode(Note.self, activityType: Self.activityType)
        }
        let failure = try #require(error)
        #expect(failure.cause == .activityDecodingFailed)
        #expect(failure.code == .decodingFailed)
        #expect(failure.underlyingError is DecodingError)
        #expect(failure.itemType == "Note")
        #expect(failure.activityType == Self.activityType)
    }

    @Test func aMissingTargetIdentifierFallsBackToTheActivityType() throws {
        let info: [AnyHashable: Any] = [Self.version: 1, Self.item: Data("{\"title\":\"Robin\"}".utf8)]
        let payload = try UserActivityPayload(activityType: Self.activityType, targetContentIdentifier: nil, userInfo: info, itemType: "Note")
        #expect(payload.targetContentIdentifier == Self.activityType)
        #expect(try payload.decode(Note.self, activityType: Self.activityType) == Note(title: "Robin"))
    }

    /// Seeded random bytes never crash the reader: each input either decodes or throws.
    @Test(arguments: [1, 2, 3, 0xBEEF] as [UInt64])
    func randomBytesNeverCrash(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let count = Int(generator.next() % 64)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let info: [AnyHashable: Any] = [Self.version: 1, Self.item: Data(bytes)]
            let payload = try UserActivityPayload(activityType: Self.activityType, targetContentIdentifier: nil, userInfo: info, itemType: "Note")
            do {
                _ = try payload.decode(Note.self, activityType: Self.activityType)
            } catch {
                guard (error as? ItemProviderError)?.code == .decodingFailed else {
                    Issue.record("unexpected error \(error) for \(bytes)")
                    return
                }
            }
        }
    }
}

