#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why an item provider could not deliver data or an item.
///
/// An error reports its ``code`` and the types involved. Its `errorDescription` is written for
/// the person using the app ("The item is too large to be used here."); `failureReason` and
/// `recoverySuggestion` are for the developer, and ``description`` (what `print` shows)
/// joins them:
///
/// ```swift
/// let results = await providers.loadItemResults(Bird.self)
/// for case let .failure(error) in results where !error.isCancellation {
///     logger.error("\(error)")            // the developer's text
///     alertMessage = error.localizedDescription // the user's text
/// }
/// ```
///
/// New codes may be added in any release, so a `switch` over ``code`` needs a `default`.
public struct ItemProviderError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// What kind of failure an ``ItemProviderError`` reports. New codes may be added.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        public let rawValue: String

        /// Creates a code from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The provider registered no representation conforming to the requested type.
        public static let typeNotOffered = Code(rawValue: "typeNotOffered")
        /// None of the provider's representations conforms to a type the reader reads.
        public static let noReadableType = Code(rawValue: "noReadableType")
        /// The representation's loader failed; see ``ItemProviderError/underlyingError``.
        public static let loadFailed = Code(rawValue: "loadFailed")
        /// The payload is larger than ``ProvidableLoadOptions/maximumPayloadSize``.
        public static let payloadTooLarge = Code(rawValue: "payloadTooLarge")
        /// `init?(type:data:)` threw while decoding the payload.
        public static let decodingFailed = Code(rawValue: "decodingFailed")
        /// `init?(type:data:)` returned `nil` for the negotiated type.
        public static let unsupportedType = Code(rawValue: "unsupportedType")
        /// `data(type:)` threw while encoding an item.
        public static let encodingFailed = Code(rawValue: "encodingFailed")
        /// `data(type:)` returned `nil` for a type the item declared writable.
        public static let noData = Code(rawValue: "noData")
        /// The load was cancelled before it completed.
        public static let cancelled = Code(rawValue: "cancelled")

        /// The code's name.
        public var description: String { rawValue }

        /// Matches an error against a code, so `catch ItemProviderError.Code.payloadTooLarge`
        /// and `case ItemProviderError.Code.cancelled` work.
        public static func ~= (code: Code, error: any Error) -> Bool {
            (error as? ItemProviderError)?.code == code
        }
    }

    /// What kind of failure this is.
    public let code: Code
    /// The item type being read or written (`"Bird"`, or `"Bird or Nest"` for a
    /// ``DropAcceptor``), when known.
    public let itemType: String?
    /// The content type identifier involved (requested, loaded or decoded), when known.
    public let contentType: String?
    /// The error thrown by a loader, a decoder or an encoder, when there is one.
    public let underlyingError: (any Error)?
    /// The identifiers the provider offered (``Code/typeNotOffered``, ``Code/noReadableType``).
    package let offeredTypes: [String]
    /// The identifiers the reader reads (``Code/noReadableType``).
    package let readableTypes: [String]
    /// The payload's size and the limit (``Code/payloadTooLarge``).
    package let byteCount: Int?
    package let limit: Int?

    package init(
        code: Code, itemType: String? = nil, contentType: String? = nil, underlyingError: (any Error)? = nil,
        offeredTypes: [String] = [], readableTypes: [String] = [], byteCount: Int? = nil, limit: Int? = nil
    ) {
        self.code = code
        self.itemType = itemType
        self.contentType = contentType
        self.underlyingError = underlyingError
        self.offeredTypes = offeredTypes
        self.readableTypes = readableTypes
        self.byteCount = byteCount
        self.limit = limit
    }

    /// Whether this error reports a cancellation.
    public var isCancellation: Bool { code == .cancelled }

    /// What happened, in words for the person using the app.
    public var errorDescription: String? {
        switch code {
        case .typeNotOffered, .noReadableType, .unsupportedType: "The item is not in a format that can be used here."
        case .payloadTooLarge: "The item is too large to be used here."
        case .decodingFailed: "The item’s data is damaged or in an unexpected format."
        case .encodingFailed, .noData: "The item could not be prepared for sharing."
        case .cancelled: "Loading the item was cancelled."
        default: "The item could not be loaded."
        }
    }

    /// What happened, for the developer, naming the types involved.
    public var failureReason: String? {
        let item = itemType ?? "The item type"
        let type = contentType ?? "an unknown type"
        switch code {
        case .typeNotOffered:
            return "No representation conforming to \(type) is offered; the provider offers \(Self.list(offeredTypes))."
        case .noReadableType:
            return "No representation that \(item) can read: it reads \(Self.list(readableTypes)), the provider offers \(Self.list(offeredTypes))."
        case .loadFailed:
            return "Loading \(type) failed: \(underlyingError.map { "\($0)" } ?? "no reason given")."
        case .payloadTooLarge:
            return "The \(type) payload for \(item) is \(byteCount ?? 0) bytes, over the limit of \(limit ?? 0) bytes."
        case .decodingFailed:
            return "Decoding \(item) from \(type) failed: \(underlyingError.map { "\($0)" } ?? "no reason given")."
        case .unsupportedType:
            return "\(item) does not support \(type): init?(type:data:) returned nil."
        case .encodingFailed:
            return "Encoding \(item) as \(type) failed: \(underlyingError.map { "\($0)" } ?? "no reason given")."
        case .noData:
            return "\(item) declares \(type) writable but data(type:) returned nil for it."
        case .cancelled:
            return contentType.map { "Loading \($0) was cancelled." } ?? "The load was cancelled."
        default:
            return "The load failed (\(code))."
        }
    }

    /// What the developer can change, when there is something to change.
    public var recoverySuggestion: String? {
        let item = itemType ?? "the item type"
        let type = contentType ?? "the type"
        switch code {
        case .typeNotOffered: return "Request one of the offered types or a type they conform to."
        case .noReadableType: return "Add a matching type to \(item).readableTypes, or drop something else."
        case .payloadTooLarge: return "Raise ProvidableLoadOptions.maximumPayloadSize if this size is expected."
        case .unsupportedType: return "Handle \(type) there, or remove it from \(item).readableTypes."
        case .noData: return "Return data for every type in \(item).writableTypes."
        default: return nil
        }
    }

    /// The developer's text: ``failureReason`` and ``recoverySuggestion``.
    public var description: String {
        [failureReason, recoverySuggestion].compactMap(\.self).joined(separator: " ")
    }

    private static func list(_ identifiers: [String]) -> String {
        identifiers.isEmpty ? "nothing" : identifiers.joined(separator: ", ")
    }
}

extension ItemProviderError {
    package static func typeNotOffered(requested: String, offered: [String]) -> Self {
        Self(code: .typeNotOffered, contentType: requested, offeredTypes: offered)
    }

    package static func noReadableType(itemType: String, readable: [String], offered: [String]) -> Self {
        Self(code: .noReadableType, itemType: itemType, offeredTypes: offered, readableTypes: readable)
    }

    package static func loadFailed(type: String, underlying: any Error) -> Self {
        Self(code: .loadFailed, contentType: type, underlyingError: underlying)
    }

    package static func payloadTooLarge(itemType: String, type: String, byteCount: Int, limit: Int) -> Self {
        Self(code: .payloadTooLarge, itemType: itemType, contentType: type, byteCount: byteCount, limit: limit)
    }

    package static func decodingFailed(itemType: String, type: String, underlying: any Error) -> Self {
        Self(code: .decodingFailed, itemType: itemType, contentType: type, underlyingError: underlying)
    }

    package static func unsupportedType(itemType: String, type: String) -> Self {
        Self(code: .unsupportedType, itemType: itemType, contentType: type)
    }

    package static func encodingFailed(itemType: String, type: String, underlying: any Error) -> Self {
        Self(code: .encodingFailed, itemType: itemType, contentType: type, underlyingError: underlying)
    }

    package static func noData(itemType: String, type: String) -> Self {
        Self(code: .noData, itemType: itemType, contentType: type)
    }

    package static func cancelled(type: String?) -> Self {
        Self(code: .cancelled, contentType: type)
    }
}
