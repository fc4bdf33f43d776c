extension Providable {
    /// A portable provider offering the item in each of ``writableTypes``, in order (first =
    /// best). Bytes are produced lazily, when a reader loads a representation.
    ///
    /// Available on every platform; on Apple platforms ``provider`` is an `NSItemProvider`
    /// instead, so use this name in code that must use the portable type everywhere.
    #if canImport(Darwin)
    // SPI on Apple platforms, where apps drag NSItemProviders; public on Linux, where the portable
    // provider is what `provider` returns. Users on Apple platforms: ILikeToMoveIt
    // (`Providable.provider` bridges it to an NSItemProvider) and DemoKit in its macOS build (the
    // demo's pasteboard).
    @_spi(PortableProviders)
    #endif
    public var itemProvider: ItemProvider {
        let provider = ItemProvider()
        for type in Self.writableTypes {
            provider.registerDataRepresentation(for: type) { [self] in try exportedData(type: type) }
        }
        return provider
    }

    /// Loads an item from a portable provider and calls `completionHandler` once, on the
    /// main actor: the portable form of the original package's `load(from:completionHandler:)`.
    ///
    /// ```swift
    /// Bird.load(from: provider) { bird, error in
    ///     if let bird { birds.append(bird) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - provider: The provider.
    ///   - completionHandler: Called once with the item, or `nil` and the error (see
    ///     ``ProvidableError``).
    /// - Returns: The task doing the work; cancel it to cancel the load.
    #if canImport(Darwin)
    // SPI on Apple platforms, where apps drag NSItemProviders; public on Linux, where the portable
    // provider is what `provider` returns. Users on Apple platforms: none of the package's modules;
    // the tests call it.
    @_spi(PortableProviders)
    #endif
    @discardableResult
    public static func load(
        from provider: ItemProvider,
        completionHandler: @escaping @MainActor @Sendable (Self?, (any Error)?) -> Void
    ) -> Task<Void, Never> {
        ItemLoader(Self.self).deliver(from: [provider], completion: completionHandler)
    }

    #if !canImport(Darwin)
    /// The item's provider: the portable ``itemProvider`` here, an `NSItemProvider` on Apple
    /// platforms (as `onDrag { bird.provider }` expects).
    public var provider: ItemProvider { itemProvider }
    #endif
}
