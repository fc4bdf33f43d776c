#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why an item could not come back out of a user activity.
///
/// Like ``ItemProviderError``, it has a ``code`` that may gain new values in any release (so
/// a `switch` over it needs a `default`), an `errorDescription` for the person using the app,
/// and the developer's text in `failureReason` and `recoverySuggestion`, which name the
/// activity type and the item type:
///
/// ```swift
/// do {
///     let bird = try Bird(userActivity: activity)
/// } catch let error as UserActivityPayloadError where error.code == .activityTypeMismatch {
///     // an activity for another type: try the next one
/// }
/// ```
public struct UserActivityPayloadError: Error, Sendable, Equatable, LocalizedError {
    /// What kind of failure a ``UserActivityPayloadError`` reports: one code per thing an
    /// app can do about it. New codes may be added in any release.
    public struct Code: Equatable, Sendable {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The activity is of another type than the item type's `activityType` (or the item
        /// type's `activityType` is empty, so it takes part in no activity): the activity is
        /// meant for something else.
        public static let activityTypeMismatch = Code("activityTypeMismatch")
        /// The activity is of the item type's `activityType` but its item cannot be read: it
        /// carries none, was written by an incompatible version of this package, is larger
        /// than an activity may carry, or does not decode.
        public static let decodingFailed = Code("decodingFailed")
        /// The item could not be put into an activity (its `userActivity` is then `nil`).
        package static let encodingFailed = Code("encodingFailed")
    }

    /// What exactly went wrong, finer than ``code``: the failure reason's wording depends on it.
    package enum Cause: Sendable, Hashable {
        /// The item type's `activityType` is empty, so it takes part in no activity.
        case emptyActivityType
        /// The activity is of another type than the item type expects.
        case activityTypeMismatch
        /// The item could not be encoded.
        case encodingFailed
        /// The encoded item is larger than ``UserActivityPayload/maximumItemSize``.
        case payloadTooLarge
        /// The activity carries no item, or the item is not stored as data.
        case missingItem
        /// The activity was written by an incompatible version of this package.
        case unsupportedVersion
        /// The item's data could not be decoded.
        case decodingFailed
    }

    /// What exactly went wrong.
    package let cause: Cause
    /// The item type involved, when known.
    package let itemType: String?
    /// The activity type found or involved, when known.
    package let activityType: String?
    /// The activity type the item type expects (``Cause/activityTypeMismatch``).
    package let expectedActivityType: String?
    /// The encoder's or decoder's message, or the version found.
    package let detail: String?
    /// The payload's size and the limit (``Cause/payloadTooLarge``), or the supported version.
    package let byteCount: Int?
    package let limit: Int?

    package init(
        cause: Cause, itemType: String? = nil, activityType: String? = nil, expectedActivityType: String? = nil,
        detail: String? = nil, byteCount: Int? = nil, limit: Int? = nil
    ) {
        self.cause = cause
        self.itemType = itemType
        self.activityType = activityType
        self.expectedActivityType = expectedActivityType
        self.detail = detail
        self.byteCount = byteCount
        self.limit = limit
    }

    /// What kind of failure this is.
    public var code: Code {
        switch cause {
        case .emptyActivityType, .activityTypeMismatch: .activityTypeMismatch
        case .encodingFailed: .encodingFailed
        case .payloadTooLarge, .missingItem, .unsupportedVersion, .decodingFailed: .decodingFailed
        }
    }

    /// What happened, in words for the person using the app.
    public var errorDescription: String? {
        switch cause {
        case .activityTypeMismatch, .missingItem, .unsupportedVersion, .decodingFailed:
            "This item can’t be opened here."
        case .emptyActivityType, .encodingFailed, .payloadTooLarge:
            "This item can’t be opened in a new window."
        }
    }

    /// What happened, for the developer, naming the types involved.
    public var failureReason: String? {
        let item = itemType ?? "The item type"
        let activity = (activityType ?? "").debugDescription
        switch cause {
        case .emptyActivityType:
            return "\(item).activityType is empty, so \(item) takes part in no user activity."
        case .activityTypeMismatch:
            return "The activity is of type \(activity), but \(item) expects \((expectedActivityType ?? "").debugDescription)."
        case .encodingFailed:
            return "\(item) could not be encoded for a user activity: \(detail ?? "no reason given")."
        case .payloadTooLarge:
            return "The encoded \(item) is \(byteCount ?? 0) bytes, over the user-activity limit of \(limit ?? 0) bytes."
        case .missingItem:
            return "The \(activity) activity carries no \(item) data; it was not created from a \(item)."
        case .unsupportedVersion:
            return "The \(activity) activity has payload version \(detail ?? "?"); this version of ILikeToMoveIt "
                + "reads version \(limit ?? UserActivityPayload.version)."
        case .decodingFailed:
            return "The \(activity) activity's data is not a valid \(item): \(detail ?? "no reason given")."
        }
    }

    /// What the developer can change, when there is something to change.
    public var recoverySuggestion: String? {
        let item = itemType ?? "the item type"
        switch cause {
        case .emptyActivityType:
            return "Give it a non-empty activity type and list that type under NSUserActivityTypes in Info.plist."
        case .activityTypeMismatch:
            return "Continue it with the item type whose activityType matches."
        case .payloadTooLarge:
            return "Keep activity payloads small: encode an identifier and look the item up when the activity continues."
        case .missingItem:
            return "Create the activity with \(item).userActivity."
        default:
            return nil
        }
    }

    /// The developer's text, for the package's own messages: ``failureReason`` and
    /// ``recoverySuggestion``.
    package var developerDescription: String {
        [failureReason, recoverySuggestion].compactMap(\.self).joined(separator: " ")
    }
}

extension UserActivityPayloadError {
    package static func emptyActivityType(itemType: String) -> Self {
        Self(cause: .emptyActivityType, itemType: itemType)
    }

    package static func activityTypeMismatch(expected: String, found: String, itemType: String) -> Self {
        Self(cause: .activityTypeMismatch, itemType: itemType, activityType: found, expectedActivityType: expected)
    }

    package static func encodingFailed(itemType: String, reason: String) -> Self {
        Self(cause: .encodingFailed, itemType: itemType, detail: reason)
    }

    package static func payloadTooLarge(itemType: String, byteCount: Int, limit: Int) -> Self {
        Self(cause: .payloadTooLarge, itemType: itemType, byteCount: byteCount, limit: limit)
    }

    package static func missingItem(activityType: String, itemType: String) -> Self {
        Self(cause: .missingItem, itemType: itemType, activityType: activityType)
    }

    package static func unsupportedVersion(found: String, supported: Int, activityType: String) -> Self {
        Self(cause: .unsupportedVersion, activityType: activityType, detail: found, limit: supported)
    }

    package static func decodingFailed(itemType: String, activityType: String, reason: String) -> Self {
        Self(cause: .decodingFailed, itemType: itemType, activityType: activityType, detail: reason)
    }
}
