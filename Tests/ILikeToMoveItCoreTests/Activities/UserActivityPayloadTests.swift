#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
import ILikeToMoveItCore

private struct Note: Codable, Hashable, Sendable {
    var title: String
    var tags: [String] = []
}

@Suite struct UserActivityPayloadTests {
    static let activityType = "com.example.notes.detail"

    @Test func roundTripKeepsTheItem() throws {
        let note = Note(title: "Robin", tags: ["garden", "red"])
        let payload = try UserActivityPayload(item: note, activityType: Self.activityType, itemIdentifier: "n-1")
        #expect(payload.activityType == Self.activityType)
        #expect(payload.targetContentIdentifier == "\(Self.activityType)/n-1")
        #expect(try payload.decode(Note.self, activityType: Self.activityType) == note)
    }

    @Test func roundTripThroughUserInfo() throws {
        let note = Note(title: "Wren")
        let payload = try UserActivityPayload(item: note, activityType: Self.activityType)
        var info: [AnyHashable: Any] = [:]
        for (key, value) in payload.userInfo { info[key] = value }
        let read = try UserActivityPayload(
            activityType: Self.activityType,
            targetContentIdentifier: payload.targetContentIdentifier,
            userInfo: info,
            itemType: "Note")
        #expect(read == payload)
        #expect(try read.decode(Note.self, activityType: Self.activityType) == note)
    }

    @Test func decodingAnotherActivityTypeFails() throws {
        let payload = try UserActivityPayload(item: Note(title: "Jay"), activityType: Self.activityType)
        #expect(throws: UserActivityPayloadError.activityTypeMismatch(
            expected: "com.example.other", found: Self.activityType, itemType: "Note")
        ) {
            try payload.decode(Note.self, activityType: "com.example.other")
        }
    }

    @Test func anEmptyActivityTypeMakesNoPayload() {
        #expect(throws: UserActivityPayloadError.emptyActivityType(itemType: "Note")) {
            try UserActivityPayload(item: Note(title: "Jay"), activityType: "")
        }
        #expect(throws: UserActivityPayloadError.emptyActivityType(itemType: "Note")) {
            try UserActivityPayload(activityType: "", targetContentIdentifier: nil, userInfo: [:], itemType: "Note")
        }
    }

    @Test func anUnencodableItemMakesNoPayload() throws {
        let error = #expect(throws: UserActivityPayloadError.self) {
            try UserActivityPayload(item: Unencodable(), activityType: Self.activityType)
        }
        let failure = try #require(error)
        #expect(failure.code == .encodingFailed)
        #expect(failure.itemType == "Unencodable")
        #expect(failure.developerDescription.contains("no encoding"))
    }

    @Test func anItemAtTheLimitIsAccepted() throws {
        // A JSON string's two quotes bring the encoded size to the limit exactly.
        let item = String(repeating: "a", count: UserActivityPayload.maximumItemSize - 2)
        let payload = try UserActivityPayload(item: item, activityType: Self.activityType)
        #expect(payload.itemData.count == UserActivityPayload.maximumItemSize)
    }

    @Test func anOversizedItemIsRejectedWithItsSize() {
        let item = String(repeating: "a", count: UserActivityPayload.maximumItemSize)
        #expect(throws: UserActivityPayloadError.payloadTooLarge(
            itemType: "String", byteCount: UserActivityPayload.maximumItemSize + 2, limit: UserActivityPayload.maximumItemSize)
        ) {
            try UserActivityPayload(item: item, activityType: Self.activityType)
        }
    }

    @Test func anOversizedUserInfoItemIsRejectedBeforeDecoding() {
        let info: [AnyHashable: Any] = [
            UserActivityPayload.UserInfoKey.version: UserActivityPayload.version,
            UserActivityPayload.UserInfoKey.item: Data(count: UserActivityPayload.maximumItemSize + 1),
        ]
        #expect(throws: UserActivityPayloadError.payloadTooLarge(
            itemType: "Note", byteCount: UserActivityPayload.maximumItemSize + 1, limit: UserActivityPayload.maximumItemSize)
        ) {
            try UserActivityPayload(activityType: Self.activityType, targetContentIdentifier: nil, userInfo: info, itemType: "Note")
        }
    }

    @Test func errorsNameTheTypesAndTheRemedy() {
        let mismatch = UserActivityPayloadError.activityTypeMismatch(expected: "a.b", found: "c.d", itemType: "Note")
        #expect(mismatch.developerDescription.contains("\"a.b\""))
        #expect(mismatch.developerDescription.contains("\"c.d\""))
        #expect(mismatch.developerDescription.contains("Note"))
        let empty = UserActivityPayloadError.emptyActivityType(itemType: "Note")
        #expect(empty.developerDescription.contains("NSUserActivityTypes"))
        let large = UserActivityPayloadError.payloadTooLarge(itemType: "Note", byteCount: 70_000, limit: 65_536)
        #expect(large.developerDescription.contains("70000"))
        #expect(large.developerDescription.contains("65536"))
        // What a user may read names no type and gives no developer advice.
        for error in [mismatch, empty, large] {
            let userText = error.errorDescription ?? ""
            #expect(!userText.isEmpty)
            #expect(!userText.contains("Note") && !userText.contains("Info.plist") && !userText.contains("activityType"))
        }
    }
}

/// A value whose encoding always fails, as an item holding a non-finite number would.
private struct Unencodable: Codable {
    init() {}
    init(from decoder: any Decoder) throws { self.init() }
    func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(self, .init(codingPath: [], debugDescription: "no encoding for this value"))
    }
}
