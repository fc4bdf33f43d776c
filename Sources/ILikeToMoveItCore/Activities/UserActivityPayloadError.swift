/// Why an item could not travel in, or come back out of, a user activity.
///
/// Every case names the activity type and the item type involved and says what to do, so a
/// log line is enough to fix the problem.
///
/// ```swift
/// do {
///     let bird = try Bird(userActivityPayload: payload)
/// } catch {
///     print(error) // "The activity is of type com.example.other, but Bird expects …"
/// }
/// ```
public enum UserActivityPayloadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The item type's `activityType` is empty, so it takes part in no activity.
    case emptyActivityType(itemType: String)
    /// The activity is of another type than the item type expects.
    case activityTypeMismatch(expected: String, found: String, itemType: String)
    /// The item could not be encoded; `reason` is the encoder's message.
    case encodingFailed(itemType: String, reason: String)
    /// The encoded item is larger than ``UserActivityPayload/maximumItemSize``.
    case payloadTooLarge(itemType: String, byteCount: Int, limit: Int)
    /// The activity carries no item, or the item is not stored as data.
    case missingItem(activityType: String, itemType: String)
    /// The activity was written by an incompatible version of this package.
    case unsupportedVersion(found: String, supported: Int, activityType: String)
    /// The item's data could not be decoded; `reason` is the decoder's message.
    case decodingFailed(itemType: String, activityType: String, reason: String)

    public var description: String {
        switch self {
        case let .emptyActivityType(itemType):
            "\(itemType).activityType is empty, so \(itemType) takes part in no user activity. "
                + "Give it a non-empty activity type and list that type under NSUserActivityTypes in Info.plist."
        case let .activityTypeMismatch(expected, found, itemType):
            "The activity is of type \(found.debugDescription), but \(itemType) expects "
                + "\(expected.debugDescription). Continue it with the item type whose activityType matches."
        case let .encodingFailed(itemType, reason):
            "\(itemType) could not be encoded for a user activity: \(reason)."
        case let .payloadTooLarge(itemType, byteCount, limit):
            "The encoded \(itemType) is \(byteCount) bytes, over the user-activity limit of \(limit) "
                + "bytes. Keep activity payloads small: encode an identifier and look the item up "
                + "when the activity continues."
        case let .missingItem(activityType, itemType):
            "The \(activityType.debugDescription) activity carries no \(itemType) data; it was not "
                + "created from a \(itemType) (use \(itemType).userActivity)."
        case let .unsupportedVersion(found, supported, activityType):
            "The \(activityType.debugDescription) activity has payload version \(found); this "
                + "version of ILikeToMoveIt reads version \(supported)."
        case let .decodingFailed(itemType, activityType, reason):
            "The \(activityType.debugDescription) activity's data is not a valid \(itemType): \(reason)."
        }
    }
}
