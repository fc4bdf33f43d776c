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
        expectThrows(ItemProviderError.activityTypeMismatch(
            expected: "com.example.other", found: Self.activityType, itemType: "Note")
        ) {
            try payload.decode(Note.self, activityType: "com.example.other")
        }
    }

    @Test func anEmptyActivityTypeMakesNoPayload() {
        expectThrows(ItemProviderError.emptyActivityType(itemType: "Note")) {
            try UserActivityPayload(item: Note(title: "Jay"), activityType: "")
        }
        expectThrows(ItemProviderError.emptyActivityType(itemType: "Note")) {
            try UserActivityPayload(activityType: "", targetContentIdentifier: nil, userInfo: [:], itemType: "Note")
        }
    }

    @Test func anUnencodableItemMakesNoPayload() throws {
        let error = #expect(throws: ItemProviderError.self) {
            try UserActivityPayload(item: Unencodable(), activityType: Self.activityType)
        }
        let failure = try #require(error)
        #expect(failure.cause == .activityEncodingFailed)
        #expect(failure.code == .loadFailed)
        #expect(failure.itemType == "Unencodable")
        #expect(failure.underlyingError is EncodingError)
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
        expectThrows(ItemProviderError.activityPayloadTooLarge(
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
        expectThrows(ItemProviderError.activityPayloadTooLarge(
            itemType: "Note", byteCount: UserActivityPayload.maximumItemSize + 1, limit: UserActivityPayload.maximumItemSize)
        ) {
            try UserActivityPayload(activityType: Self.activityType, targetContentIdentifier: nil, userInfo: info, itemType: "Note")
        }
    }

    @Test func errorsNameTheTypesAndTheRemedy() {
        let mismatch = ItemProviderError.activityTypeMismatch(expected: "a.b", found: "c.d", itemType: "Note")
        #expect(mismatch.developerDescription.contains("\"a.b\""))
        #expect(mismatch.developerDescription.contains("\"c.d\""))
        #expect(mismatch.developerDescription.contains("Note"))
        let empty = ItemProviderError.emptyActivityType(itemType: "Note")
        #expect(empty.developerDescription.contains("NSUserActivityTypes"))
        let large = ItemProviderError.activityPayloadTooLarge(itemType: "Note", byteCount: 70_000, limit: 65_536)
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

/// Every way an activity fails, word for word: the code an app acts on, the text a user may
/// read, and the developer's reason and remedy.
@Suite struct UserActivityErrorWordingTests {
    struct Because: Error, CustomStringConvertible {
        let description: String
    }

    struct Wording: Sendable, CustomTestStringConvertible {
        let error: ItemProviderError
        let code: ItemProviderError.Code
        let user: String
        let reason: String
        let suggestion: String?
        var testDescription: String { "\(error.cause)" }
    }

    static let here = "This item can’t be opened here."
    static let newWindow = "This item can’t be opened in a new window."

    static let wordings: [Wording] = [
        Wording(error: .emptyActivityType(itemType: "Note"), code: .activityTypeMismatch, user: newWindow,
                reason: "Note.activityType is empty, so Note takes part in no user activity.",
                suggestion: "Give it a non-empty activity type and list that type under NSUserActivityTypes in Info.plist."),
        Wording(error: .activityTypeMismatch(expected: "a.b", found: "c.d", itemType: "Note"),
                code: .activityTypeMismatch, user: here,
                reason: "The activity is of type \"c.d\", but Note expects \"a.b\".",
                suggestion: "Continue it with the item type whose activityType matches."),
        Wording(error: .activityEncodingFailed(itemType: "Note", underlying: Because(description: "no encoding")),
                code: .loadFailed, user: newWindow,
                reason: "Note could not be encoded for a user activity: no encoding.", suggestion: nil),
        Wording(error: .activityPayloadTooLarge(itemType: "Note", byteCount: 70_000, limit: 65_536),
                code: .payloadTooLarge, user: newWindow,
                reason: "The encoded Note is 70000 bytes, over the user-activity limit of 65536 bytes.",
                suggestion: "Keep activity payloads small: encode an identifier and look the item up when the activity continues."),
        Wording(error: .missingActivityItem(activityType: "a.b", itemType: "Note"), code: .decodingFailed, user: here,
                reason: "The \"a.b\" activity carries no Note data; it was not created from a Note.",
                suggestion: "Create the activity with Note.userActivity."),
        Wording(error: .unsupportedActivityVersion(found: "2", supported: 1, activityType: "a.b"),
                code: .decodingFailed, user: here,
                reason: "The \"a.b\" activity has payload version 2; this version of ILikeToMoveIt reads version 1.",
                suggestion: nil),
        Wording(error: .activityDecodingFailed(itemType: "Note", activityType: "a.b", underlying: Because(description: "bad JSON")),
                code: .decodingFailed, user: here,
                reason: "The \"a.b\" activity's data is not a valid Note: bad JSON.", suggestion: nil),
    ]

    @Test(arguments: wordings)
    func anActivityErrorSaysWhatHappened(_ wording: Wording) {
        #expect(wording.error.code == wording.code)
        #expect(wording.error.errorDescription == wording.user)
        #expect(wording.error.failureReason == wording.reason)
        #expect(wording.error.recoverySuggestion == wording.suggestion)
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
