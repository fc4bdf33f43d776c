#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The portable content of a user activity that carries one item: its activity type, an
/// identifier that targets a window, and the encoded item.
///
/// A ``UserActivityProvidable`` item produces one with ``UserActivityProvidable/userActivityPayload()``
/// and is read back with ``UserActivityProvidable/init(userActivityPayload:)``; on Apple
/// platforms the `ILikeToMoveIt` module moves it in and out of an `NSUserActivity`
/// (``userInfo`` is what goes into `NSUserActivity.userInfo`).
///
/// The ``targetContentIdentifier`` is `"<activityType>/<item identifier>"`: unique per item, so
/// dragging two different items opens two windows, and it *contains* the activity type, so a
/// scene declared with `handlesExternalEvents(matching: [Bird.activityType])` receives it
/// (SwiftUI matches by containment).
///
/// Payloads are meant to be small: the encoded item may not exceed ``maximumItemSize``.
package struct UserActivityPayload: Sendable, Equatable {
    /// The activity type, as listed under `NSUserActivityTypes` in the app's Info.plist.
    package let activityType: String
    /// `"<activityType>/<item identifier>"`; see ``UserActivityPayload``.
    package let targetContentIdentifier: String
    /// The item, JSON-encoded with sorted keys.
    package let itemData: Data

    /// The largest encoded item an activity carries: 64 KiB.
    ///
    /// Activities are archived and handed between processes; Apple asks that they stay as
    /// small as possible. 64 KiB leaves room for rich items while rejecting, with
    /// ``ItemProviderError/Code/payloadTooLarge``, an item that
    /// embeds images or whole documents: put an identifier in the activity instead.
    static let maximumItemSize = 64 * 1024

    /// The payload format this version writes and reads.
    static let version = 1

    /// Creates a payload from its parts, checking the size limit.
    ///
    /// - Parameters:
    ///   - activityType: The activity type; must not be empty.
    ///   - targetContentIdentifier: The window-targeting identifier.
    ///   - itemData: The encoded item.
    ///   - itemType: The item type's name, for error messages.
    /// - Throws: ``ItemProviderError`` `.emptyActivityType` or `.activityPayloadTooLarge`.
    init(activityType: String, targetContentIdentifier: String, itemData: Data, itemType: String) throws {
        guard !activityType.isEmpty else { throw ItemProviderError.emptyActivityType(itemType: itemType) }
        guard itemData.count <= Self.maximumItemSize else {
            throw ItemProviderError.activityPayloadTooLarge(itemType: itemType, byteCount: itemData.count, limit: Self.maximumItemSize)
        }
        self.activityType = activityType
        self.targetContentIdentifier = targetContentIdentifier
        self.itemData = itemData
    }
}
