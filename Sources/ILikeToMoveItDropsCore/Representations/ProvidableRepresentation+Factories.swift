#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ProvidableRepresentation where Item: Codable {
    /// Writes and reads the item as JSON under `contentType`.
    ///
    /// - Parameter contentType: A type of your own, exported in Info.plist and conforming to
    ///   `public.data` (a shared type such as `.data` or `.json` lets other types claim it too).
    /// - Returns: A representation that exports and imports `contentType`.
    public static func codable(contentType: UTType) -> Self {
        // One decoder for every item: both coders are safe to share between threads, and
        // making a decoder per item cost about a thousand instructions each.
        let decoder = JSONDecoder()
        return Self(
            exportedTypes: [contentType], importedTypes: [contentType],
            exporter: { item, _ in try JSONEncoder().encode(item) },
            importer: { _, data in try decoder.decode(Item.self, from: data) }
        )
    }
}

extension ProvidableRepresentation {
    /// Writes and reads bytes of `contentType` with your own conversions; pass `nil` (or
    /// leave out) a direction you do not want.
    ///
    /// ```swift
    /// .data(contentType: .json, exporting: { try JSONEncoder().encode($0) })  // export only
    /// ```
    ///
    /// Reading accepts `contentType` and any type conforming to it.
    ///
    /// - Parameters:
    ///   - contentType: The type of the bytes.
    ///   - exporting: Writes an item, or `nil` for import only.
    ///   - importing: Reads an item (return `nil` to decline), or `nil` for export only.
    /// - Returns: A representation that exports and imports `contentType`, as asked.
    public static func data(
        contentType: UTType,
        exporting: (@Sendable (Item) throws -> Data)? = nil,
        importing: (@Sendable (Data) throws -> Item?)? = nil
    ) -> Self {
        Self(
            exportedTypes: exporting == nil ? [] : [contentType],
            importedTypes: importing == nil ? [] : [contentType],
            exporter: { item, _ in try exporting?(item) },
            importer: { _, data in try importing?(data) }
        )
    }

    /// Stands in as text: writes `public.utf8-plain-text` and reads `public.plain-text` (and
    /// so, by conformance, any plain text), decoding bytes as UTF-8.
    ///
    /// Pass `nil` for a direction you do not want.
    ///
    /// - Parameters:
    ///   - exporting: The item's text, or `nil` for import only.
    ///   - importing: An item from text (return `nil` to decline), or `nil` for export only.
    /// - Returns: A text proxy representation.
    public static func plainText(
        exporting: (@Sendable (Item) -> String)? = nil,
        importing: (@Sendable (String) throws -> Item?)? = nil
    ) -> Self {
        Self(
            exportedTypes: exporting == nil ? [] : [.utf8PlainText],
            importedTypes: importing == nil ? [] : [.plainText],
            exporter: { item, _ in exporting.map { Data($0(item).utf8) } },
            importer: { _, data in try importing?(String(decoding: data, as: UTF8.self)) }
        )
    }

    /// Stands in as another ``Providable`` type: writes the proxy's ``Providable/writableTypes``
    /// and reads its ``Providable/readableTypes``, converting through it.
    ///
    /// A proxy chain that comes back to a type already being described (`A` through `B`
    /// through `A`) contributes no types rather than recursing forever.
    ///
    /// - Parameters:
    ///   - proxy: The stand-in type.
    ///   - exporting: Converts an item to the proxy, or `nil` for import only.
    ///   - importing: Converts a proxy to an item (return `nil` to decline), or `nil` for
    ///     export only.
    /// - Returns: A proxy representation.
    public static func proxy<Proxy: Providable>(
        _ proxy: Proxy.Type,
        exporting: (@Sendable (Item) throws -> Proxy)? = nil,
        importing: (@Sendable (Proxy) throws -> Item?)? = nil
    ) -> Self {
        let (writable, readable) = RepresentationCycleGuard.types(of: proxy, describing: Item.self)
        return Self(
            exportedTypes: exporting == nil ? [] : writable,
            importedTypes: importing == nil ? [] : readable,
            exporter: { item, type in try exporting.map { try $0(item).data(type: type) } ?? nil },
            importer: { type, data in
                guard let importing, let value = try Proxy(type: type, data: data) else { return nil }
                return try importing(value)
            }
        )
    }
}

/// Stops proxy declarations that lead back to a type already being described.
enum RepresentationCycleGuard {
    /// The types whose representations this task is describing.
    ///
    /// An explicit `TaskLocal` value rather than `@TaskLocal static var`: in the Apple SDKs that
    /// scripts/apple-builds.sh compiles against, `@TaskLocal` is a property wrapper, which Swift 6
    /// mode reports as unsafe global state.
    static let describing = TaskLocal<Set<ObjectIdentifier>>(wrappedValue: [])

    static func types<Proxy: Providable>(of proxy: Proxy.Type, describing item: Any.Type) -> ([UTType], [UTType]) {
        let chain = describing.get().union([ObjectIdentifier(item)])
        guard !chain.contains(ObjectIdentifier(proxy)) else { return ([], []) }
        return describing.withValue(chain) { (Proxy.writableTypes, Proxy.readableTypes) }
    }
}
