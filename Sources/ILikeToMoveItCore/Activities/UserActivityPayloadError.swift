#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why an item could not travel in, or come back out of, a user activity.
///
/// Like ``ItemProviderError``, it has a ``code`` that may gain new values in any release (so
/// a `switch` over it needs a `default`), an `errorDescription` for the person using the app,
/// and the developer's text in `failureReason` and `recoverySuggestion`, which
/// ``description`` joins:
///
/// ```swift
/// do {
///     let bird = try Bird(userActivityPayload: payload)
/// } catch {
///     print(error) // "The activity is of type com.example.other, but Bird expects …"
/// }
/// ```
public struct UserActivityPayloadError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// What kind of failure a ``UserActivityPayloadError`` reports. New codes may be added.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        public let rawValue: String

        /// Creates a code from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The item type's `activityType` is empty, so it takes part in no activity.
        public static let emptyActivityType = Code(rawValue: "emptyActivityType")
        /// The activity is of another type than the item type expects.
        public static let activityTypeMismatch = Code(rawValue: "activityTypeMismatch")
        /// The item could not be encoded.
        public static let encodingFailed = Code(rawValue: "encodingFailed")
        /// The encoded item is larger than ``UserActivityPayload/maximumItemSize``.
        public static let payloadTooLarge = Code(rawValue: "payloadTooLarge")
        /// The activity carries no item, or the item is not stored as data.
        public static let missingItem = Code(rawValue: "missingItem")
        /// The activity was written by an incompatible version of this package.
        public static let unsupportedVersion = Code(rawValue: "unsupportedVersion")
        /// The item's data could not be decoded.
        public static let decodingFailed = Code(rawValue: "decodingFailed")

        /// The code's name.
        public var description: String { rawValue }

        /// Matches an error against a code, so `catch UserActivityPayloadError.Code.missingItem`
        /// works.
        public static func ~= (code: Code, error: any Error) -> Bool {
            (error as? UserActivityPayloadError)?.code == code
        }
    }

    /// What kind of failure this is.
    public let code: Code
    /// The item type involved, when known.
    public let itemType: String?
    /// The activity type found or involved, when known.
    public let activityType: String?
    /// The activity type the item type expects (``Code/activityTypeMismatch``).
    package let expectedActivityType: String?
    /// The encoder's or decoder's message, or the version found.
    package let detail: String?
    /// The payload's size and the limit (``Code/payloadTooLarge``), or the supported version.
    package let byteCount: Int?
    package let limit: Int?

    package init(
        code: Code, itemType: String? = nil, activityType: String? = nil, expectedActivityType: String? = nil,
        detail: String? = nil, byteCount: Int? = nil, limit: Int? = nil
    ) {
        self.code = code
        self.itemType = itemType
        self.activityType = activityType
        self.expectedActivityType = expectedActivityType
        self.detail = detail
        self.byteCount = byteCount
        self.limit = limit
    }

    /// What happened, in words for the person using the app.
    public var errorDescription: String? {
        switch code {
        case .activityTypeMismatch, .missingItem, .unsupportedVersion, .decodingFailed:
            "This item can’t be opened here."
        default:
            "This item can’t be opened in a new window."
        }
    }

    /// What happened, for the developer, naming the types involved.
    public var failureReason: String? {
        let item = itemType ?? "The item type"
        let activity = (activityType ?? "").debugDescription
        switch code {
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
        default:
            return "The user activity could not be used (\(code))."
        }
    }

    /// What the developer can change, when there is something to change.
    public var recoverySuggestion: String? {
        let item = itemType ?? "the item type"
        switch code {
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

    /// The developer's text: ``failureReason`` and ``recoverySuggestion``.
    public var description: String {
        [failureReason, recoverySuggestion].compactMap(\.self).joined(separator: " ")
    }
}

extension UserActivityPayloadError {
    package static func emptyActivityType(itemType: String) -> Self {
        Self(code: .emptyActivityType, itemType: itemType)
    }

    package static func activityTypeMismatch(expected: String, found: String, itemType: String) -> Self {
        Self(code: .activityTypeMismatch, itemType: itemType, activityType: found, expectedActivityType: expected)
    }

    package static func encodingFailed(itemType: String, reason: String) -> Self {
        Self(code: .encodingFailed, itemType: itemType, detail: reason)
    }

    package static func payloadTooLarge(itemType: String, byteCount: Int, limit: Int) -> Self {
        Self(code: .payloadTooLarge, itemType: itemType, byteCount: byteCount, limit: limit)
    }

    package static func missingItem(activityType: String, itemType: String) -> Self {
        Self(code: .missingItem, itemType: itemType, activityType: activityType)
    }

    package static func unsupportedVersion(found: String, supported: Int, activityType: String) -> Self {
        Self(code: .unsupportedVersion, activityType: activityType, detail: found, limit: supported)
    }

    package static func decodingFailed(itemType: String, activityType: String, reason: String) -> Self {
        Self(code: .decodingFailed, itemType: itemType, activityType: activityType, detail: reason)
    }
}
