#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why an item provider could not deliver data or an item, as a value with a clear message.
///
/// Every case names the type identifiers involved and, when known, the item type, so a log
/// line says what was asked, what was on offer and what to do.
///
/// ```swift
/// providers.loadItems(Bird.self) { bird, error in
///     if let error { print(error) } // "No representation that Bird can read…"
/// }
/// ```
public enum ItemProviderError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// The provider registered no representation conforming to the requested type.
    case typeNotOffered(requested: String, offered: [String])
    /// None of the provider's representations conforms to any type the item type reads.
    case noReadableType(itemType: String, readable: [String], offered: [String])
    /// The representation's loader threw.
    case loadFailed(type: String, underlying: any Error)
    /// The payload is larger than the limit in ``ProvidableLoadOptions``.
    case payloadTooLarge(itemType: String, type: String, byteCount: Int, limit: Int)
    /// `init?(type:data:)` threw while decoding the payload.
    case decodingFailed(itemType: String, type: String, underlying: any Error)
    /// `init?(type:data:)` returned `nil`: the item type does not handle this type.
    case unsupportedType(itemType: String, type: String)
    /// `data(type:)` threw while encoding an item.
    case encodingFailed(itemType: String, type: String, underlying: any Error)
    /// `data(type:)` returned `nil` for a type the item declared writable.
    case noData(itemType: String, type: String)
    /// The load was cancelled before it completed.
    case cancelled(type: String?)

    /// What went wrong, naming the types involved, and what to do about it.
    public var description: String {
        switch self {
        case let .typeNotOffered(requested, offered):
            "No representation conforming to \(requested) is offered; the provider offers "
                + "\(Self.list(offered)). Request one of the offered types or a type they conform to."
        case let .noReadableType(itemType, readable, offered):
            "No representation that \(itemType) can read: it reads \(Self.list(readable)), the "
                + "provider offers \(Self.list(offered)). Add a matching type to "
                + "\(itemType).readableTypes, or drop something else."
        case let .loadFailed(type, underlying):
            "Loading \(type) failed: \(underlying)."
        case let .payloadTooLarge(itemType, type, byteCount, limit):
            "The \(type) payload for \(itemType) is \(byteCount) bytes, over the limit of "
                + "\(limit) bytes. Raise ProvidableLoadOptions.maximumPayloadSize if this size is expected."
        case let .decodingFailed(itemType, type, underlying):
            "Decoding \(itemType) from \(type) failed: \(underlying)."
        case let .unsupportedType(itemType, type):
            "\(itemType) does not support \(type): init?(type:data:) returned nil. Handle \(type) "
                + "there, or remove it from \(itemType).readableTypes."
        case let .encodingFailed(itemType, type, underlying):
            "Encoding \(itemType) as \(type) failed: \(underlying)."
        case let .noData(itemType, type):
            "\(itemType) declares \(type) writable but data(type:) returned nil for it. Return "
                + "data for every type in \(itemType).writableTypes."
        case let .cancelled(type):
            if let type { "Loading \(type) was cancelled." } else { "The load was cancelled." }
        }
    }

    /// The same text as ``description``, for `LocalizedError` consumers.
    public var errorDescription: String? { description }

    /// Whether this error reports a cancellation.
    public var isCancellation: Bool {
        if case .cancelled = self { true } else { false }
    }

    private static func list(_ identifiers: [String]) -> String {
        identifiers.isEmpty ? "nothing" : identifiers.joined(separator: ", ")
    }
}
