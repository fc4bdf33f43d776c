/// A ``Providable`` type whose items can travel in a user activity, so that dragging one out
/// of the app (on iPadOS, to the edge of the screen) opens a new window showing it.
///
/// Name the activity type, list the same string under `NSUserActivityTypes` in the app's
/// Info.plist, and the item's `provider` carries the activity beside its data:
///
/// ```swift
/// extension Bird: UserActivityProvidable {
///     static let activityType = "com.example.birds.detail"
/// }
/// ```
///
/// On Apple platforms the item's `userActivity` is the activity, and `init?(activity:)` or
/// `init(userActivity:)` reads an item back from one. The activity's
/// `targetContentIdentifier` is `"<activityType>/<item identifier>"`, where the item
/// identifier is the item's `id` for `Identifiable` types and a hash of the item's content
/// otherwise: unique per item, so two different items open two windows.
///
/// An empty `activityType` means the type takes part in no activity: `userActivity` is `nil`
/// and the provider carries data only.
public protocol UserActivityProvidable: Providable {
    /// The activity type, as listed under `NSUserActivityTypes` in the app's Info.plist.
    static var activityType: String { get }
}

extension UserActivityProvidable {
    /// The identifier of this item in its activity's `targetContentIdentifier`: the item's
    /// `id`, described as a string, for `Identifiable` types; `nil` (a hash of the item's
    /// content stands in) otherwise.
    var userActivityItemIdentifier: String? {
        guard let item = self as? any Identifiable else { return nil }
        return describedIdentity(item)
    }

    /// The item as an activity payload.
    ///
    /// - Returns: The payload.
    /// - Throws: ``ItemProviderError``: ``ItemProviderError/Cause/emptyActivityType``
    ///   when ``activityType`` is empty, `.activityEncodingFailed` when the item cannot be encoded,
    ///   `.activityPayloadTooLarge` when it encodes to more than ``UserActivityPayload/maximumItemSize`` bytes.
    /// - Complexity: O(*n*) in the size of the encoded item.
    package func userActivityPayload() throws -> UserActivityPayload {
        try UserActivityPayload(item: self, activityType: Self.activityType, itemIdentifier: userActivityItemIdentifier)
    }

    /// Decodes an item from a payload of this type's ``activityType``.
    ///
    /// - Parameter payload: The payload, for example read from an `NSUserActivity`.
    /// - Throws: ``ItemProviderError``: `.emptyActivityType`, `.activityTypeMismatch`,
    ///   `.activityPayloadTooLarge` or `.activityDecodingFailed`.
    /// - Complexity: O(*n*) in the size of the encoded item.
    package init(userActivityPayload payload: UserActivityPayload) throws {
        self = try payload.decode(Self.self, activityType: Self.activityType)
    }

    /// Reads an item back from the parts of a user activity (on Apple platforms, an
    /// `NSUserActivity`'s `activityType`, `targetContentIdentifier` and `userInfo`).
    ///
    /// The activity type is checked first, so an activity meant for another type is
    /// reported as such whatever it carries.
    ///
    /// - Parameters:
    ///   - activityType: The activity's type.
    ///   - targetContentIdentifier: The activity's target content identifier, if any.
    ///   - userInfo: The activity's `userInfo`.
    /// - Throws: ``ItemProviderError``: `.emptyActivityType`, `.activityTypeMismatch`,
    ///   `.missingActivityItem`, `.unsupportedActivityVersion`, `.activityPayloadTooLarge` or
    ///   `.activityDecodingFailed`.
    /// - Complexity: O(*n*) in the size of the encoded item.
    package init(activityType: String, targetContentIdentifier: String?, userInfo: [AnyHashable: Any]?) throws {
        let name = String(describing: Self.self)
        guard !Self.activityType.isEmpty else { throw ItemProviderError.emptyActivityType(itemType: name) }
        guard activityType == Self.activityType else {
            throw ItemProviderError.activityTypeMismatch(expected: Self.activityType, found: activityType, itemType: name)
        }
        let payload = try UserActivityPayload(
            activityType: activityType, targetContentIdentifier: targetContentIdentifier,
            userInfo: userInfo, itemType: name)
        try self.init(userActivityPayload: payload)
    }
}

/// An item's `id`, described as a string.
private func describedIdentity<Item: Identifiable>(_ item: Item) -> String {
    String(describing: item.id)
}
