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

@Suite struct UserActivityIdentifierTests {
    static let activityType = "com.example.notes.detail"

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let itemIdentifier: String?
        let usedAsIs: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "plain", itemIdentifier: "42", usedAsIs: true),
        Case(name: "UUID-like", itemIdentifier: "6F9619FF-8B86-D011-B42D-00C04FC964FF", usedAsIs: true),
        Case(name: "non-ASCII", itemIdentifier: "コマドリ", usedAsIs: true),
        Case(name: "longest allowed", itemIdentifier: String(repeating: "x", count: 128), usedAsIs: true),
        Case(name: "none", itemIdentifier: nil, usedAsIs: false),
        Case(name: "empty", itemIdentifier: "", usedAsIs: false),
        Case(name: "too long", itemIdentifier: String(repeating: "x", count: 129), usedAsIs: false),
        Case(name: "newline", itemIdentifier: "a\nb", usedAsIs: false),
        Case(name: "NUL", itemIdentifier: "a\u{0}b", usedAsIs: false),
    ]

    @Test(arguments: cases)
    func theIdentifierContainsTheActivityType(_ testCase: Case) throws {
        let note = Note(title: "Robin")
        let payload = try UserActivityPayload(item: note, activityType: Self.activityType, itemIdentifier: testCase.itemIdentifier)
        let prefix = Self.activityType + "/"
        #expect(payload.targetContentIdentifier.hasPrefix(prefix))
        let itemPart = String(payload.targetContentIdentifier.dropFirst(prefix.count))
        if testCase.usedAsIs {
            #expect(itemPart == testCase.itemIdentifier)
        } else {
            #expect(itemPart == UserActivityIdentifier.contentHash(of: payload.itemData))
        }
    }

    @Test func contentHashesAreStableAndDistinguishItems() throws {
        let robin = try UserActivityPayload(item: Note(title: "Robin"), activityType: Self.activityType)
        let again = try UserActivityPayload(item: Note(title: "Robin"), activityType: Self.activityType)
        let wren = try UserActivityPayload(item: Note(title: "Wren"), activityType: Self.activityType)
        #expect(robin.targetContentIdentifier == again.targetContentIdentifier)
        #expect(robin.targetContentIdentifier != wren.targetContentIdentifier)
    }

    /// FNV-1a 64 reference values (the empty input is the offset basis).
    @Test(arguments: [
        ("", "cbf29ce484222325"),
        ("a", "af63dc4c8601ec8c"),
        ("foobar", "85944171f73967e8"),
    ])
    func contentHashMatchesFNV1a(input: String, expected: String) {
        #expect(UserActivityIdentifier.contentHash(of: Data(input.utf8)) == expected)
    }
}
