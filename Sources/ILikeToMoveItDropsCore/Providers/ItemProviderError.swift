#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why an item could not be read or written: loaded from an item provider, dropped, put into
/// a user activity or read back from one.
///
/// An error reports its ``code``: what an app can act on. Its `errorDescription` (what
/// `localizedDescription` shows) is written for the person using the app ("The item is too
/// large to be used here."); `failureReason` names the item type and the content or activity
/// types involved, and `recoverySuggestion` says what to change in the app, both for the
/// developer:
///
/// ```swift
/// let results = await providers.loadItemResults(Bird.self)
/// for case let .failure(error) in results where error.code != .cancelled {
///     logger.error("\(error.failureReason ?? "")")  // the developer's text
///     alertMessage = error.localizedDescription     // the user's text
/// }
/// ```
///
/// New codes may be added in any release, so a `switch` over ``code`` needs a `default`:
///
/// ```swift
/// switch error.code {
/// case .cancelled: break                          // the app's own doing
/// case .payloadTooLarge: showTooLargeAlert()
/// default: showAlert(error.localizedDescription)
/// }
/// ```
///
/// Reading an item back from a user activity throws it too; an activity meant for another
/// type has the code ``Code/activityTypeMismatch``:
///
/// ```swift
/// do {
///     let bird = try Bird(userActivity: activity)
/// } catch let error as ItemProviderError where error.code == .activityTypeMismatch {
///     // an activity for another type: try the next one
/// }
/// ```
public struct ItemProviderError: Error, Sendable, LocalizedError {
    /// What kind of failure an ``ItemProviderError`` reports: one code per thing an app can
    /// do about it. New codes may be added in any release.
    public struct Code: Equatable, Sendable {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The item is in no form the type reads: nothing offered conforms to one of its
        /// `readableTypes`, or `init?(type:data:)` returned `nil` for what was offered.
        public static let unsupportedType = Code("unsupportedType")
        /// The bytes could not be produced: the provider's loader failed (see
        /// ``ItemProviderError/underlyingError``), or the item could not be encoded for a drag
        /// or a user activity (its `userActivity` is then `nil`).
        public static let loadFailed = Code("loadFailed")
        /// The bytes arrived but could not be read (see ``ItemProviderError/underlyingError``):
        /// `init?(type:data:)` threw while decoding them, or a user activity of the item type's
        /// `activityType` carries no item, one written by an incompatible version of this
        /// package, or one that does not decode.
        public static let decodingFailed = Code("decodingFailed")
        /// The payload is larger than ``ProvidableLoadOptions/maximumPayloadSize``, or than the
        /// 64 KiB a user activity may carry.
        public static let payloadTooLarge = Code("payloadTooLarge")
        /// The user activity is of another type than the item type's `activityType` (or the
        /// item type's `activityType` is empty, so it takes part in no activity): the activity
        /// is meant for something else.
        public static let activityTypeMismatch = Code("activityTypeMismatch")
        /// The load was cancelled before it completed: the app's own doing, not a failure
        /// to show.
        public static let cancelled = Code("cancelled")
    }

    /// What exactly went wrong, finer than ``code``: the failure reason's wording and the
    /// original package's error depend on it.
    enum Cause: Sendable, Equatable {
        /// Nothing registered conforms to the requested type (a raw data request).
        case typeNotOffered
        /// Nothing offered conforms to a type the reader reads.
        case noReadableType
        /// `init?(type:data:)` returned `nil` for the negotiated type.
        case unsupportedType
        /// The representation's loader failed.
        case loadFailed
        /// `data(type:)` threw while encoding an item.
        case encodingFailed
        /// `data(type:)` returned `nil` for a type the item declared writable.
        case noData
        /// `init?(type:data:)` threw.
        case decodingFailed
        /// The payload is over the limit.
        case payloadTooLarge
        /// The load was cancelled.
        case cancelled
        /// The item type's `activityType` is empty, so it takes part in no user activity.
        case emptyActivityType
        /// The activity is of another type than the item type expects.
        case activityTypeMismatch
        /// The item could not be encoded for a user activity.
        case activityEncodingFailed
        /// The encoded item is larger than ``UserActivityPayload/maximumItemSize``.
        case activityPayloadTooLarge
        /// The activity carries no item, or the item is not stored as data.
        case missingActivityItem
        /// The activity was written by an incompatible version of this package.
        case unsupportedActivityVersion
        /// The activity's item could not be decoded.
        case activityDecodingFailed
    }

    /// What an error holds, in one shared, immutable box: an error travels in every
    /// `Result` of a batch load, and a reference keeps those results the size of their items
    /// rather than of a dozen strings and arrays.
    private final class Details: Sendable, CustomStringConvertible {
        let cause: Cause
        let itemType: String?
        let contentType: String?
        let activityType: String?
        let expectedActivityType: String?
        let activityVersion: String?
        let underlyingError: (any Error)?
        let offeredTypes: [String]
        let readableTypes: [String]
        let byteCount: Int?
        let limit: Int?

        init(
            cause: Cause, itemType: String?, contentType: String?, activityType: String?,
            expectedActivityType: String?, activityVersion: String?, underlyingError: (any Error)?,
            offeredTypes: [String], readableTypes: [String], byteCount: Int?, limit: Int?
        ) {
            self.cause = cause
            self.itemType = itemType
            self.contentType = contentType
            self.activityType = activityType
            self.expectedActivityType = expectedActivityType
            self.activityVersion = activityVersion
            self.underlyingError = underlyingError
            self.offeredTypes = offeredTypes
            self.readableTypes = readableTypes
            self.byteCount = byteCount
            self.limit = limit
        }

        /// The facts an error holds, as `print` and string interpolation show the error:
        /// `ItemProviderError(details: cause: payloadTooLarge, itemType: "Bird", …)`.
        var description: String {
            let facts: [(String, String?)] = [
                ("cause", "\(cause)"), ("itemType", itemType?.debugDescription),
                ("contentType", contentType?.debugDescription), ("activityType", activityType?.debugDescription),
                ("expectedActivityType", expectedActivityType?.debugDescription),
                ("activityVersion", activityVersion?.debugDescription),
                ("underlyingError", underlyingError.map { "\($0)" }),
                ("offeredTypes", offeredTypes.isEmpty ? nil : "\(offeredTypes)"),
                ("readableTypes", readableTypes.isEmpty ? nil : "\(readableTypes)"),
                ("byteCount", byteCount.map(String.init)), ("limit", limit.map(String.init)),
            ]
            return facts.compactMap { name, value in value.map { "\(name): \($0)" } }.joined(separator: ", ")
        }
    }

    private let details: Details

    /// What exactly went wrong.
    var cause: Cause { details.cause }
    /// The item type being read or written (`"Bird"`, or `"Bird or Nest"` for a
    /// ``DropAcceptor``), when known.
    var itemType: String? { details.itemType }
    /// The content type identifier involved (requested, loaded or decoded), when known.
    var contentType: String? { details.contentType }
    /// The user activity's type, found or involved, when known.
    var activityType: String? { details.activityType }
    /// The activity type the item type expects (``Cause/activityTypeMismatch``).
    var expectedActivityType: String? { details.expectedActivityType }
    /// The payload version an activity carries (``Cause/unsupportedActivityVersion``).
    var activityVersion: String? { details.activityVersion }
    /// The error thrown by the provider's loader, by `init?(type:data:)` or by
    /// `data(type:)`, or by the encoder or decoder of a user activity's item, when there is one.
    public var underlyingError: (any Error)? { details.underlyingError }
    /// The identifiers the provider offered (``Cause/typeNotOffered``, ``Cause/noReadableType``).
    var offeredTypes: [String] { details.offeredTypes }
    /// The identifiers the reader reads (``Cause/noReadableType``).
    var readableTypes: [String] { details.readableTypes }
    /// The payload's size and the limit (``Cause/payloadTooLarge``,
    /// ``Cause/activityPayloadTooLarge``), or the activity payload version this package reads
    /// (``Cause/unsupportedActivityVersion``).
    var byteCount: Int? { details.byteCount }
    var limit: Int? { details.limit }

    init(
        cause: Cause, itemType: String? = nil, contentType: String? = nil,
        activityType: String? = nil, expectedActivityType: String? = nil, activityVersion: String? = nil,
        underlyingError: (any Error)? = nil,
        offeredTypes: [String] = [], readableTypes: [String] = [], byteCount: Int? = nil, limit: Int? = nil
    ) {
        details = Details(
            cause: cause, itemType: itemType, contentType: contentType, activityType: activityType,
            expectedActivityType: expectedActivityType, activityVersion: activityVersion,
            underlyingError: underlyingError, offeredTypes: offeredTypes, readableTypes: readableTypes,
            byteCount: byteCount, limit: limit)
    }

    /// What kind of failure this is.
    public var code: Code {
        switch cause {
        case .typeNotOffered, .noReadableType, .unsupportedType: .unsupportedType
        case .loadFailed, .encodingFailed, .noData, .activityEncodingFailed: .loadFailed
        case .decodingFailed, .missingActivityItem, .unsupportedActivityVersion, .activityDecodingFailed: .decodingFailed
        case .payloadTooLarge, .activityPayloadTooLarge: .payloadTooLarge
        case .cancelled: .cancelled
        case .emptyActivityType, .activityTypeMismatch: .activityTypeMismatch
        }
    }

    /// What happened, in words for the person using the app.
    public var errorDescription: String? {
        switch cause {
        case .typeNotOffered, .noReadableType, .unsupportedType: "The item is not in a format that can be used here."
        case .payloadTooLarge: "The item is too large to be used here."
        case .decodingFailed: "The item’s data is damaged or in an unexpected format."
        case .encodingFailed, .noData: "The item could not be prepared for sharing."
        case .cancelled: "Loading the item was cancelled."
        case .loadFailed: "The item could not be loaded."
        case .activityTypeMismatch, .missingActivityItem, .unsupportedActivityVersion, .activityDecodingFailed:
            "This item can’t be opened here."
        case .emptyActivityType, .activityEncodingFailed, .activityPayloadTooLarge:
            "This item can’t be opened in a new window."
        }
    }

    /// What happened, for the developer, naming the types involved.
    public var failureReason: String? {
        let item = itemType ?? "The item type"
        let type = contentType ?? "an unknown type"
        let activity = (activityType ?? "").debugDescription
        let reason = underlyingError.map { "\($0)" } ?? "no reason given"
        switch cause {
        case .typeNotOffered:
            return "No representation conforming to \(type) is offered; the provider offers \(Self.list(offeredTypes))."
        case .noReadableType:
            return "No representation that \(item) can read: it reads \(Self.list(readableTypes)), the provider offers \(Self.list(offeredTypes))."
        case .loadFailed:
            return "Loading \(type) failed: \(reason)."
        case .payloadTooLarge:
            return "The \(type) payload for \(item) is \(byteCount ?? 0) bytes, over the limit of \(limit ?? 0) bytes."
        case .decodingFailed:
            return "Decoding \(item) from \(type) failed: \(reason)."
        case .unsupportedType:
            return "\(item) does not support \(type): init?(type:data:) returned nil."
        case .encodingFailed:
            return "Encoding \(item) as \(type) failed: \(reason)."
        case .noData:
            return "\(item) declares \(type) writable but data(type:) returned nil for it."
        case .cancelled:
            return contentType.map { "Loading \($0) was cancelled." } ?? "The load was cancelled."
        case .emptyActivityType:
            return "\(item).activityType is empty, so \(item) takes part in no user activity."
        case .activityTypeMismatch:
            return "The activity is of type \(activity), but \(item) expects \((expectedActivityType ?? "").debugDescription)."
        case .activityEncodingFailed:
            return "\(item) could not be encoded for a user activity: \(reason)."
        case .activityPayloadTooLarge:
            return "The encoded \(item) is \(byteCount ?? 0) bytes, over the user-activity limit of \(limit ?? 0) bytes."
        case .missingActivityItem:
            return "The \(activity) activity carries no \(item) data; it was not created from a \(item)."
        case .unsupportedActivityVersion:
            return "The \(activity) activity has payload version \(activityVersion ?? "?"); this version of ILikeToMoveIt "
                + "reads version \(limit ?? UserActivityPayload.version)."
        case .activityDecodingFailed:
            return "The \(activity) activity's data is not a valid \(item): \(reason)."
        }
    }

    /// What the developer can change, when there is something to change.
    public var recoverySuggestion: String? {
        let item = itemType ?? "the item type"
        let type = contentType ?? "the type"
        switch cause {
        case .typeNotOffered: return "Request one of the offered types or a type they conform to."
        case .noReadableType: return "Add a matching type to \(item).readableTypes, or drop something else."
        case .payloadTooLarge: return "Pass a larger ProvidableLoadOptions(maximumPayloadSize:) if this size is expected."
        case .unsupportedType: return "Handle \(type) there, or remove it from \(item).readableTypes."
        case .noData: return "Return data for every type in \(item).writableTypes."
        case .emptyActivityType:
            return "Give it a non-empty activity type and list that type under NSUserActivityTypes in Info.plist."
        case .activityTypeMismatch: return "Continue it with the item type whose activityType matches."
        case .activityPayloadTooLarge:
            return "Keep activity payloads small: encode an identifier and look the item up when the activity continues."
        case .missingActivityItem: return "Create the activity with \(item).userActivity."
        default: return nil
        }
    }

    /// The developer's text, for the package's own messages: ``failureReason`` and
    /// ``recoverySuggestion``.
    package var developerDescription: String {
        [failureReason, recoverySuggestion].compactMap(\.self).joined(separator: " ")
    }

    private static func list(_ identifiers: [String]) -> String {
        identifiers.isEmpty ? "nothing" : identifiers.joined(separator: ", ")
    }
}

extension ItemProviderError {
    static func typeNotOffered(requested: String, offered: [String]) -> Self {
        Self(cause: .typeNotOffered, contentType: requested, offeredTypes: offered)
    }

    static func noReadableType(itemType: String, readable: [String], offered: [String]) -> Self {
        Self(cause: .noReadableType, itemType: itemType, offeredTypes: offered, readableTypes: readable)
    }

    static func loadFailed(type: String, underlying: any Error) -> Self {
        Self(cause: .loadFailed, contentType: type, underlyingError: underlying)
    }

    static func payloadTooLarge(itemType: String, type: String, byteCount: Int, limit: Int) -> Self {
        Self(cause: .payloadTooLarge, itemType: itemType, contentType: type, byteCount: byteCount, limit: limit)
    }

    static func decodingFailed(itemType: String, type: String, underlying: any Error) -> Self {
        Self(cause: .decodingFailed, itemType: itemType, contentType: type, underlyingError: underlying)
    }

    static func unsupportedType(itemType: String, type: String) -> Self {
        Self(cause: .unsupportedType, itemType: itemType, contentType: type)
    }

    static func encodingFailed(itemType: String, type: String, underlying: any Error) -> Self {
        Self(cause: .encodingFailed, itemType: itemType, contentType: type, underlyingError: underlying)
    }

    static func noData(itemType: String, type: String) -> Self {
        Self(cause: .noData, itemType: itemType, contentType: type)
    }

    static func cancelled(type: String?) -> Self {
        Self(cause: .cancelled, contentType: type)
    }

    static func emptyActivityType(itemType: String) -> Self {
        Self(cause: .emptyActivityType, itemType: itemType)
    }

    static func activityTypeMismatch(expected: String, found: String, itemType: String) -> Self {
        Self(cause: .activityTypeMismatch, itemType: itemType, activityType: found, expectedActivityType: expected)
    }

    static func activityEncodingFailed(itemType: String, underlying: any Error) -> Self {
        Self(cause: .activityEncodingFailed, itemType: itemType, underlyingError: underlying)
    }

    static func activityPayloadTooLarge(itemType: String, byteCount: Int, limit: Int) -> Self {
        Self(cause: .activityPayloadTooLarge, itemType: itemType, byteCount: byteCount, limit: limit)
    }

    static func missingActivityItem(activityType: String, itemType: String) -> Self {
        Self(cause: .missingActivityItem, itemType: itemType, activityType: activityType)
    }

    static func unsupportedActivityVersion(found: String, supported: Int, activityType: String) -> Self {
        Self(cause: .unsupportedActivityVersion, activityType: activityType, activityVersion: found, limit: supported)
    }

    static func activityDecodingFailed(itemType: String, activityType: String, underlying: any Error) -> Self {
        Self(cause: .activityDecodingFailed, itemType: itemType, activityType: activityType, underlyingError: underlying)
    }
}
