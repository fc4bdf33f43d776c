import FuzzSupport
import ILikeToMoveIt
// The payload and the portable reading of an activity's parts are the package's own.
@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A bird that can open a window of its own.
struct ActivityBird: Codable, Hashable, Identifiable, UserActivityProvidable {
    var id: String
    var name: String

    static let activityType = "com.example.bird.open"
    static let writableTypes: [UTType] = [.fuzzBird]

    func data(type: UTType) throws -> Data? { try JSONEncoder().encode(self) }

    init(id: String, name: String) {
        self.id = id
        self.name = name
    }

    init?(type: UTType, data: Data) throws {
        self = try JSONDecoder().decode(ActivityBird.self, from: data)
    }
}

/// User-activity payloads: whatever an activity's type, target and user info hold, continuing
/// it gives the item or an `ItemProviderError` that explains itself; an item always
/// survives the trip into a payload and back.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzUserActivity(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var input = FuzzInput(data, count)
    if input.byte() % 4 == 0 {
        roundTrip(&input)
        return 0
    }
    let activityType = input.pick([ActivityBird.activityType, "", "com.example.other", String(decoding: input.bytes(upTo: 16), as: UTF8.self)])
    let target: String? = input.pick([nil, "", String(decoding: input.bytes(upTo: 16), as: UTF8.self)])
    let version: (any Sendable)? = input.pick([1, 2, 0, -1, "1", 1.0, nil, Data([1])] as [(any Sendable)?])
    let padding = input.pick([0, 0, 0, UserActivityPayload.maximumItemSize])
    let itemData = Data(input.remaining) + Data(repeating: 0x20, count: padding)
    var userInfo: [AnyHashable: Any] = [:]
    if let version { userInfo[UserActivityPayload.UserInfoKey.version] = version }
    switch input.byte() % 3 {
    case 0: userInfo[UserActivityPayload.UserInfoKey.item] = itemData
    case 1: userInfo[UserActivityPayload.UserInfoKey.item] = String(decoding: itemData, as: UTF8.self)
    default: break
    }
    do {
        let bird = try ActivityBird(activityType: activityType, targetContentIdentifier: target, userInfo: userInfo)
        require(activityType == ActivityBird.activityType && itemData.count <= UserActivityPayload.maximumItemSize,
                "continued \(bird) from a \(activityType.debugDescription) activity of \(itemData.count) bytes")
        require((try? JSONDecoder().decode(ActivityBird.self, from: itemData)) == bird, "read \(bird) from other bytes")
    } catch let error as ItemProviderError {
        require(!error.developerDescription.isEmpty, "an error without a message")
        require(error.errorDescription?.isEmpty == false, "an error without a message for the user")
    } catch {
        fatalError("Invariant broken: continuing threw \(type(of: error)), not ItemProviderError: \(error)")
    }
    return 0
}

/// An item with any identity and name goes into a payload and comes back the same.
private func roundTrip(_ input: inout FuzzInput) {
    let bird = ActivityBird(id: String(decoding: input.bytes(upTo: 200), as: UTF8.self),
                            name: String(decoding: input.remaining, as: UTF8.self))
    let payload: UserActivityPayload
    do {
        payload = try bird.userActivityPayload()
    } catch let error as ItemProviderError {
        guard error.cause == .activityPayloadTooLarge else { fatalError("Invariant broken: \(bird) has no payload: \(error)") }
        return
    } catch {
        fatalError("Invariant broken: userActivityPayload threw \(type(of: error))")
    }
    // Compared by bytes: an identity starting with a combining mark joins the "/" before it.
    require(payload.targetContentIdentifier.utf8.starts(with: (ActivityBird.activityType + "/").utf8),
            "target \(payload.targetContentIdentifier.debugDescription)")
    require(!payload.targetContentIdentifier.unicodeScalars.contains { $0.properties.generalCategory == .control },
            "control characters in the target \(payload.targetContentIdentifier.debugDescription)")
    let back = try? ActivityBird(activityType: payload.activityType, targetContentIdentifier: payload.targetContentIdentifier,
                                 userInfo: payload.userInfo)
    require(back == bird, "\(bird) came back as \(String(describing: back))")
}
