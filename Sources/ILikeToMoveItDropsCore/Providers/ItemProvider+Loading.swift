#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ItemProvider {
    /// Loads the highest-fidelity representation conforming to `type`.
    ///
    /// Cancelling the calling task ends the wait at once with
    /// ``ItemProviderError/Code/cancelled``, even when the loader ignores cancellation.
    ///
    /// - Parameter type: The requested type; any registered type conforming to it will do.
    /// - Returns: The bytes of the first registered representation conforming to `type`.
    /// - Throws: ``ItemProviderError``: `.typeNotOffered` when nothing conforms, `.loadFailed`
    ///   when the loader throws, `.cancelled` when the task is cancelled.
    #if canImport(Darwin)
    // SPI on Apple platforms, where apps drag NSItemProviders; public on Linux, where the portable
    // provider is what `provider` returns. Users on Apple platforms: none of the package's modules
    // (loads go through `ItemLoader`); the portable provider's own API, which its tests call.
    @_spi(PortableProviders)
    #endif
    public func loadData(for type: UTType) async throws -> Data {
        guard let representation = representation(conformingTo: type) else {
            throw ItemProviderError.typeNotOffered(requested: type.identifier, offered: registeredTypeIdentifiers)
        }
        return try await load(representation)
    }

    /// Loads the highest-fidelity representation conforming to the type named `identifier`
    /// (an identifier the type system cannot resolve matches only itself).
    func loadData(forTypeIdentifier identifier: String) async throws -> Data {
        let all = representations
        guard let index = all.map(\.type.identifier).firstIndex(conformingTo: identifier) else {
            throw ItemProviderError.typeNotOffered(requested: identifier, offered: all.map(\.type.identifier))
        }
        return try await load(all[index])
    }

    /// Loads an item of type `Item`, choosing the representation by `Item.readableTypes`
    /// (the reader's order, by conformance).
    ///
    /// ```swift
    /// let bird = try await provider.loadItem(Bird.self)
    /// ```
    ///
    /// Cancelling the calling task cancels the load.
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    /// - Returns: The item.
    /// - Throws: ``ItemProviderError``.
    #if canImport(Darwin)
    // SPI on Apple platforms, where apps drag NSItemProviders; public on Linux, where the portable
    // provider is what `provider` returns. Users on Apple platforms: none of the package's modules
    // (they load through `ItemLoader`, as `NSItemProvider.loadItem` does); the tests call it.
    @_spi(PortableProviders)
    #endif
    public func loadItem<Item: Providable>(_ itemType: Item.Type, options: ProvidableLoadOptions = .init()) async throws -> Item {
        try await ItemLoader(itemType, options: options).load(from: self)
    }

    /// Loads an item of type `Item` and calls `completionHandler` exactly once, on the main
    /// actor, with the item or `nil` and an error (see ``ProvidableError``).
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    ///   - completionHandler: Called once, on the main actor.
    /// - Returns: The task doing the work; cancel it to cancel the load (the handler is then
    ///   called with a cancellation error).
    #if canImport(Darwin)
    // SPI on Apple platforms, where apps drag NSItemProviders; public on Linux, where the portable
    // provider is what `provider` returns. Users on Apple platforms: none of the package's modules;
    // the tests call it.
    @_spi(PortableProviders)
    #endif
    @discardableResult
    public func loadItem<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions = .init(),
        completionHandler: @escaping @MainActor @Sendable (Item?, (any Error)?) -> Void
    ) -> Task<Void, Never> {
        ItemLoader(itemType, options: options).deliver(from: [self], completion: completionHandler)
    }
}
