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
/// The activity's `targetContentIdentifier` is `"<activityType>/<item identifier>"` (see
/// ``UserActivityPayload``). The item identifier is ``userActivityItemIdentifier``: the
/// item's `id` for `Identifiable` types, otherwise a hash of the item's content.
///
/// An empty `activityType` means the type takes part in no activity: `userActivity` is `nil`
/// and the provider carries data only.
public protocol UserActivityProvidable: Providable {
    /// The activity type, as listed under `NSUserActivityTypes` in the app's Info.plist.
    static var activityType: String { get }

    /// A stable identifier of this item, used to target a window for it; `nil` derives one
    /// from the item's content.
    var userActivityItemIdentifier: String? { get }
}

extension UserActivityProvidable {
    /// By default, an identifier derived from the item's content.
    public var userActivityItemIdentifier: String? { nil }

    /// The item as an activity payload.
    ///
    /// - Returns: The payload.
    /// - Throws: ``UserActivityPayloadError`` `.emptyActivityType` when ``activityType`` is
    ///   empty, `.encodingFailed` when the item cannot be encoded, `.payloadTooLarge` when it
    ///   encodes to more than ``UserActivityPayload/maximumItemSize`` bytes.
    /// - Complexity: O(*n*) in the size of the encoded item.
    public func userActivityPayload() throws -> UserActivityPayload {
        try UserActivityPayload(item: self, activityType: Self.activityType, itemIdentifier: userActivityItemIdentifier)
    }

    /// Decodes an item from a payload of this type's ``activityType``.
    ///
    /// - Parameter payload: The payload, for example read from an `NSUserActivity`.
    /// - Throws: ``UserActivityPayloadError`` `.emptyActivityType`, `.activityTypeMismatch`,
    ///   `.payloadTooLarge` or `.decodingFailed`.
    /// - Complexity: O(*n*) in the size of the encoded item.
    public init(userActivityPayload payload: UserActivityPayload) throws {
        self = try payload.decode(Self.self, activityType: Self.activityType)
    }
}

extension UserActivityProvidable {
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
    /// - Throws: ``UserActivityPayloadError``: `.emptyActivityType`, `.activityTypeMismatch`,
    ///   `.missingItem`, `.unsupportedVersion`, `.payloadTooLarge` or `.decodingFailed`.
    /// - Complexity: O(*n*) in the size of the encoded item.
    public init(activityType: String, targetContentIdentifier: String?, userInfo: [AnyHashable: Any]?) throws {
        let name = String(describing: Self.self)
        guard !Self.activityType.isEmpty else { throw UserActivityPayloadError.emptyActivityType(itemType: name) }
        guard activityType == Self.activityType else {
            throw UserActivityPayloadError.activityTypeMismatch(expected: Self.activityType, found: activityType, itemType: name)
        }
        let payload = try UserActivityPayload(
            activityType: activityType, targetContentIdentifier: targetContentIdentifier,
            userInfo: userInfo, itemType: name)
        try self.init(userActivityPayload: payload)
    }
}

extension UserActivityProvidable where Self: Identifiable {
    /// The item's `id`, described as a string.
    public var userActivityItemIdentifier: String? { String(describing: id) }
}
