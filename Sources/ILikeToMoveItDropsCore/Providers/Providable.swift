#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A `Codable` type that can be dragged, dropped, copied and pasted through item providers.
///
/// Declare the content types the type writes (first = highest fidelity) and reads (in order
/// of preference), and convert to and from `Data` for each:
///
/// ```swift
/// extension Bird: Providable {
///     static let writableTypes: [UTType] = [.bird]
///     static let readableTypes: [UTType] = [.bird, .plainText]
///
///     func data(type: UTType) throws -> Data? {
///         switch type {
///         case .bird: try JSONEncoder().encode(self)
///         default: nil
///         }
///     }
///
///     init?(type: UTType, data: Data) throws {
///         switch type {
///         case .bird: self = try JSONDecoder().decode(Bird.self, from: data)
///         case .plainText: self = Bird(name: String(decoding: data, as: UTF8.self))
///         default: return nil
///         }
///     }
/// }
/// ```
///
/// Reading negotiates by conformance in the order of ``readableTypes``: `init?(type:data:)`
/// receives the *readable* type that matched (`.plainText` above, even when the provider
/// offered `public.utf8-plain-text`). A type can instead describe itself declaratively with
/// ``RepresentedProvidable``.
///
/// Custom types must be declared in the app's Info.plist (`UTExportedTypeDeclarations`,
/// conforming to `public.data`) or drags between apps fail on Apple platforms.
public protocol Providable: Codable, Sendable {
    /// The types this type can write, highest fidelity first; each is registered on the
    /// item's provider in this order.
    static var writableTypes: [UTType] { get }

    /// The types this type can read, in order of preference. Defaults to ``writableTypes``.
    static var readableTypes: [UTType] { get }

    /// The item's bytes in `type`, one of ``writableTypes``; `nil` when it has none.
    /// - Throws: Any encoding error; it is reported as ``ItemProviderError/Code/loadFailed``.
    func data(type: UTType) throws -> Data?

    /// Creates an item from bytes of `type`, one of ``readableTypes``; `nil` when `type` is
    /// not handled (reported as ``ItemProviderError/Code/unsupportedType``).
    /// - Throws: Any decoding error; it is reported as ``ItemProviderError/Code/decodingFailed``.
    init?(type: UTType, data: Data) throws
}

extension Providable {
    /// By default a type reads what it writes, in the same order.
    public static var readableTypes: [UTType] { writableTypes }

    /// The item type's name as errors print it.
    static var providableName: String { String(describing: Self.self) }
}
