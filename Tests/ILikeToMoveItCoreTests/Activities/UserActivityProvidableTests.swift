#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

private extension UTType {
    static let treeNest = UTType(exportedAs: "com.example.activities.nest")
    static let looseFeather = UTType(exportedAs: "com.example.activities.feather")
}

/// An identifiable item: its activity targets a window by its `id`.
private struct TreeNest: Identifiable, Hashable, UserActivityProvidable {
    static let activityType = "com.example.activities.nest-detail"
    static let writableTypes: [UTType] = [.treeNest]

    var id: String
    var twigs: Int

    func data(type: UTType) throws -> Data? { try JSONEncoder().encode(self) }
    init?(type: UTType, data: Data) throws { self = try JSONDecoder().decode(TreeNest.self, from: data) }
    init(id: String, twigs: Int) {
        self.id = id
        self.twigs = twigs
    }
}

/// An item without identity: its activity targets a window by a hash of its content.
private struct LooseFeather: Hashable, UserActivityProvidable {
    static let activityType = "com.example.activities.feather-detail"
    static let writableTypes: [UTType] = [.looseFeather]

    var colour: String

    func data(type: UTType) throws -> Data? { Data(colour.utf8) }
    init?(type: UTType, data: Data) throws { colour = String(decoding: data, as: UTF8.self) }
    init(colour: String) { self.colour = colour }
}

/// A type that opts out of activities with an empty activity type.
private struct Pebble: Hashable, UserActivityProvidable {
    static let activityType = ""
    static let writableTypes: [UTType] = [.data]

    var weight: Int

    func data(type: UTType) throws -> Data? { nil }
    init?(type: UTType, data: Data) throws { return nil }
    init(weight: Int) { self.weight = weight }
}

@Suite struct UserActivityProvidableTests {
    @Test func anIdentifiableItemTargetsItsOwnWindowByID() throws {
        let nest = TreeNest(id: "oak-3", twigs: 40)
        let payload = try nest.userActivityPayload()
        #expect(payload.activityType == TreeNest.activityType)
        #expect(payload.targetContentIdentifier == "com.example.activities.nest-detail/oak-3")
        #expect(try TreeNest(userActivityPayload: payload) == nest)
    }

    @Test func anItemWithoutIdentityTargetsAWindowByContent() throws {
        let red = try LooseFeather(colour: "red").userActivityPayload()
        let blue = try LooseFeather(colour: "blue").userActivityPayload()
        #expect(red.targetContentIdentifier.hasPrefix(LooseFeather.activityType + "/"))
        #expect(red.targetContentIdentifier != blue.targetContentIdentifier)
        #expect(try LooseFeather(colour: "red").userActivityPayload() == red)
        #expect(try LooseFeather(userActivityPayload: red) == LooseFeather(colour: "red"))
    }

    @Test func anEmptyActivityTypeMeansNoActivity() {
        expectThrows(ItemProviderError.emptyActivityType(itemType: "Pebble")) {
            try Pebble(weight: 3).userActivityPayload()
        }
    }

    @Test func anotherTypesActivityIsRefused() throws {
        let payload = try TreeNest(id: "elm", twigs: 2).userActivityPayload()
        expectThrows(ItemProviderError.activityTypeMismatch(
            expected: LooseFeather.activityType, found: TreeNest.activityType, itemType: "LooseFeather")
        ) {
            try LooseFeather(userActivityPayload: payload)
        }
    }

    /// Handling an activity by the types an app knows picks exactly the matching one.
    @Test(arguments: [true, false])
    func onlyTheMatchingTypeDecodes(sendNest: Bool) throws {
        let payload = sendNest
            ? try TreeNest(id: "ash", twigs: 7).userActivityPayload()
            : try LooseFeather(colour: "grey").userActivityPayload()
        #expect(((try? TreeNest(userActivityPayload: payload)) != nil) == sendNest)
        #expect(((try? LooseFeather(userActivityPayload: payload)) != nil) == !sendNest)
    }

    /// The path an `NSUserActivity` takes: its type, identifier and `userInfo`.
    @Test func anItemComesBackFromTheActivitysParts() throws {
        let nest = TreeNest(id: "birch", twigs: 12)
        let payload = try nest.userActivityPayload()
        var info: [AnyHashable: Any] = [:]
        for (key, value) in payload.userInfo { info[key] = value }
        let read = try TreeNest(
            activityType: payload.activityType, targetContentIdentifier: payload.targetContentIdentifier, userInfo: info)
        #expect(read == nest)
    }

    @Test func theActivityTypeIsCheckedBeforeWhatTheActivityCarries() {
        expectThrows(ItemProviderError.activityTypeMismatch(
            expected: TreeNest.activityType, found: "com.example.other", itemType: "TreeNest")
        ) {
            try TreeNest(activityType: "com.example.other", targetContentIdentifier: nil, userInfo: nil)
        }
        expectThrows(ItemProviderError.emptyActivityType(itemType: "Pebble")) {
            try Pebble(activityType: "", targetContentIdentifier: nil, userInfo: nil)
        }
        expectThrows(ItemProviderError.missingActivityItem(activityType: TreeNest.activityType, itemType: "TreeNest")) {
            try TreeNest(activityType: TreeNest.activityType, targetContentIdentifier: nil, userInfo: ["unrelated": 1])
        }
    }
}
