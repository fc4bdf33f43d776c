#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ItemProvider {
    /// Negotiates against `readableTypes` (reader's order, by conformance) and loads the
    /// matching offered representation.
    ///
    /// - Parameters:
    ///   - readableTypes: The types the reader accepts, in order of preference.
    ///   - itemType: The reader's name for error messages.
    /// - Returns: The match and the bytes of the offered representation it names.
    /// - Throws: ``ItemProviderError`` `.noReadableType`, `.loadFailed` or `.cancelled`.
    package func loadNegotiated(readableTypes: [UTType], itemType: String) async throws -> (TypeMatch, Data) {
        let offered = representations
        guard let match = readableTypes.negotiate(offered: offered.map(\.type)) else {
            throw ItemProviderError.noReadableType(
                itemType: itemType, readable: readableTypes.map(\.identifier),
                offered: offered.map(\.type.identifier))
        }
        let data = try await loadData(for: offered[match.offeredIndex].type)
        return (match, data)
    }

    /// Loads an item of type `Item`, choosing the representation by `Item.readableTypes`
    /// (the reader's order, by conformance).
    ///
    /// ```swift
    /// let bird = try await provider.loadItem(Bird.self)
    /// ```
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    /// - Returns: The item.
    /// - Throws: ``ItemProviderError``: `.noReadableType`, `.loadFailed`, `.payloadTooLarge`,
    ///   `.decodingFailed`, `.unsupportedType` or `.cancelled`.
    public func loadItem<Item: Providable>(_ itemType: Item.Type, options: ProvidableLoadOptions = .default) async throws -> Item {
        try await loadItem(itemType, readableTypes: Item.readableTypes, options: options)
    }

    /// As ``loadItem(_:options:)``, with `Item.readableTypes` already computed: batch loads
    /// compute it once, as a representation-built type rebuilds its list on every access.
    package func loadItem<Item: Providable>(
        _ itemType: Item.Type, readableTypes: [UTType], options: ProvidableLoadOptions
    ) async throws -> Item {
        let (match, data) = try await loadNegotiated(readableTypes: readableTypes, itemType: Item.providableName)
        return try Item.item(from: data, type: match.readableType, options: options)
    }

    /// Loads an item of type `Item` and calls `completion` exactly once, on the main actor,
    /// with the item or an error.
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    ///   - completionHandler: Called once, on the main actor, with the item or an ``ItemProviderError``.
    /// - Returns: A handle to follow progress or cancel.
    @discardableResult
    public func loadItem<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions = .default,
        completionHandler: @escaping @MainActor @Sendable (Item?, (any Error)?) -> Void
    ) -> LoadHandle {
        [self].loadItems(itemType, options: options, completionHandler: completionHandler)
    }
}
