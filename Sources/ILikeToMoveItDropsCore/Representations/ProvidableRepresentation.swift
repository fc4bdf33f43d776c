#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One declared way to turn an `Item` into bytes of some content types, bytes into an
/// `Item`, or both: the building block of ``RepresentedProvidable``.
///
/// Build them with the static factories, which are named so they never clash with
/// SwiftUI's `CodableRepresentation`, `DataRepresentation` or `ProxyRepresentation` when a
/// file imports both:
///
/// ```swift
/// static var representations: [Provided] {   // inside `Bird: RepresentedProvidable`
///     [.codable(contentType: .bird), .plainText(exporting: \.name, importing: { Bird(name: $0) })]
/// }
/// ```
public struct ProvidableRepresentation<Item: Sendable>: Sendable {
    /// Writes an item as bytes of a given exported type; `nil` when it has none.
    typealias Exporter = @Sendable (Item, UTType) throws -> Data?
    /// Reads an item from bytes of a given imported type; `nil` when it cannot.
    typealias Importer = @Sendable (UTType, Data) throws -> Item?

    /// The content types this representation writes, highest fidelity first.
    let exportedTypes: [UTType]
    /// The content types this representation reads, in order of preference.
    let importedTypes: [UTType]
    let exporter: Exporter
    let importer: Importer

    /// Creates a representation from raw conversions; prefer the static factories.
    ///
    /// - Parameters:
    ///   - exportedTypes: The types `exporter` writes, highest fidelity first.
    ///   - importedTypes: The types `importer` reads, in order of preference.
    ///   - exporter: Receives one of `exportedTypes`.
    ///   - importer: Receives one of `importedTypes`.
    init(
        exportedTypes: [UTType],
        importedTypes: [UTType],
        exporter: @escaping Exporter,
        importer: @escaping Importer
    ) {
        self.exportedTypes = exportedTypes
        self.importedTypes = importedTypes
        self.exporter = exporter
        self.importer = importer
    }

    /// Whether this representation writes `type` exactly.
    func exports(_ type: UTType) -> Bool { exportedTypes.contains(type) }

    /// Whether this representation reads `type`, by conformance.
    func imports(_ type: UTType) -> Bool { importedTypes.contains { type.conforms(to: $0) } }

    /// Writes `item` as `type`.
    /// - Returns: The bytes, or `nil` when this representation does not write `type`.
    /// - Throws: What the exporter throws.
    func export(_ item: Item, as type: UTType) throws -> Data? {
        exports(type) ? try exporter(item, type) : nil
    }

    /// Reads an item from bytes of `type`.
    /// - Returns: The item, or `nil` when this representation does not read `type`.
    /// - Throws: What the importer throws.
    func `import`(_ data: Data, as type: UTType) throws -> Item? {
        imports(type) ? try importer(type, data) : nil
    }
}
