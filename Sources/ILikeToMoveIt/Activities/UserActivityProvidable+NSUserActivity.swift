#if canImport(Darwin)
import Foundation
import ILikeToMoveItCore
#if canImport(UIKit)
import UIKit
#endif

extension UserActivityProvidable {
    /// The item as a user activity of type ``UserActivityProvidable/activityType``, or `nil`
    /// when the type's activity type is empty, the item cannot be encoded as JSON, or it
    /// encodes to more than 64 KiB (activities are copied between processes: carry an
    /// identifier rather than images or documents).
    ///
    /// Its `targetContentIdentifier` is `"<activityType>/<item identifier>"` (the item's `id`
    /// for `Identifiable` types, a hash of its content otherwise): unique per item, and
    /// matched by a window group declared with
    /// `.handlesExternalEvents(matching: [Bird.activityType])`. Opening a window with it
    /// needs the activity type in Info.plist and multiple scenes; see
    /// <doc:UserActivitiesAndNewWindows>.
    public var userActivity: NSUserActivity? {
        guard let payload = try? userActivityPayload() else { return nil }
        let activity = NSUserActivity(activityType: payload.activityType)
        activity.targetContentIdentifier = payload.targetContentIdentifier
        let userInfo = payload.userInfo
        activity.userInfo = Dictionary(uniqueKeysWithValues: userInfo.map { (AnyHashable($0.key), $0.value as Any) })
        activity.requiredUserInfoKeys = Set(userInfo.keys)
        return activity
    }

    /// Reads an item back from a user activity created by ``userActivity``.
    ///
    /// Fails (returns `nil`) when the activity is of another type, carries no item, or its
    /// data does not decode; use ``init(userActivity:)`` to learn why.
    ///
    /// - Parameter activity: The activity, for example from `onContinueUserActivity`.
    public init?(activity: NSUserActivity) {
        guard let item = try? Self(userActivity: activity) else { return nil }
        self = item
    }

    /// Reads an item back from a user activity, explaining any failure.
    ///
    /// Reading never traps, whatever the activity carries.
    ///
    /// - Parameter activity: The activity.
    /// - Throws: ``ItemProviderError`` with the code
    ///   ``ItemProviderError/Code/activityTypeMismatch`` when the activity is of another type
    ///   (or the type's `activityType` is empty),
    ///   ``ItemProviderError/Code/payloadTooLarge`` when its item is over 64 KiB, or
    ///   ``ItemProviderError/Code/decodingFailed`` when it carries no item, one written by an
    ///   incompatible version, or data that does not decode.
    /// - Complexity: O(*n*) in the size of the encoded item.
    public init(userActivity activity: NSUserActivity) throws {
        try self.init(
            activityType: activity.activityType,
            targetContentIdentifier: activity.targetContentIdentifier,
            userInfo: activity.userInfo)
    }

    /// Registers the item's activity on `provider`, after its data representations and
    /// visible to every process, so a drop outside the app's windows opens a new one
    /// (iOS and iPadOS; elsewhere `NSUserActivity` is no item-provider representation).
    func registerUserActivity(on provider: NSItemProvider) {
        #if canImport(UIKit)
        guard let activity = userActivity else { return }
        provider.registerObject(activity, visibility: .all)
        #endif
    }
}
#endif
