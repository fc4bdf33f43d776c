#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A ``Providable`` type that describes its representations declaratively, like
/// `Transferable`, and gets `writableTypes`, `readableTypes`, `data(type:)` and
/// `init?(type:data:)` from them. Works on iOS 14/15, macOS and Linux.
///
/// Declaration order is priority: the first representation that writes a type is the one
/// used for it, types are offered in declaration order (first = highest fidelity), and a
/// payload is read by the first representation that imports its type.
///
/// ```swift
/// extension Bird: RepresentedProvidable {
///     static var representations: [Provided] {
///         [
///             .codable(contentType: .bird),
///             .plainText(exporting: \.name, importing: { Bird(name: $0) }),
///         ]
///     }
/// }
/// ```
///
/// ``Provided`` is this type's ``ProvidableRepresentation``. The alias is not called
/// `Representation`, which a `Transferable` type already has (its `transferRepresentation`'s
/// type), so one type can be both.
///
/// Any member may still be written by hand; a hand-written one replaces the derived one,
/// so both styles mix freely, and a represented type can proxy through a hand-written one.
public protocol RepresentedProvidable: Providable {
    /// The representations, highest priority first.
    ///
    /// Read once per type, the first time the type writes, reads or lists its types; the
    /// derived members use that list from then on, so a batch of items does not build it
    /// again for each item. Return the same list every time.
    static var representations: [ProvidableRepresentation<Self>] { get }
}

extension RepresentedProvidable {
    /// Shorthand for this type's representations inside its own declaration: how the item is
    /// provided in a drag, such as its JSON or its plain text.
    public typealias Provided = ProvidableRepresentation<Self>

    /// Every type a representation exports, in declaration order, without repeats.
    public static var writableTypes: [UTType] {
        RepresentationCache.entry(for: Self.self).writableTypes
    }

    /// Every type a representation imports, in declaration order, without repeats.
    public static var readableTypes: [UTType] {
        RepresentationCache.entry(for: Self.self).readableTypes
    }

    /// The bytes from the first representation that exports `type`.
    /// - Throws: What that representation's exporter throws.
    public func data(type: UTType) throws -> Data? {
        for representation in RepresentationCache.entry(for: Self.self).representations where representation.exports(type) {
            if let data = try representation.export(self, as: type) { return data }
        }
        return nil
    }

    /// An item from the first representation that imports `type` and accepts the bytes.
    /// - Throws: What that representation's importer throws.
    public init?(type: UTType, data: Data) throws {
        for representation in RepresentationCache.entry(for: Self.self).representations where representation.imports(type) {
            if let item = try representation.import(data, as: type) {
                self = item
                return
            }
        }
        return nil
    }
}
