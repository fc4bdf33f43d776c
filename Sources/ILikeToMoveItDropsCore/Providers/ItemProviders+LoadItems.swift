#if canImport(Darwin)
// SPI on Apple platforms, where apps drag NSItemProviders; public on Linux, where the portable
// provider is what `provider` returns. Users on Apple platforms: DemoKit in its macOS build
// (`loadItemResults(_:)` for the demo's drops and pastes); ILikeToMoveIt has the same methods
// on [NSItemProvider].
@_spi(PortableProviders)
#endif
extension Array where Element == ItemProvider {
    /// Loads one `Item` from each provider and calls `completionHandler` exactly once per
    /// provider, on the main actor, **in provider order** whatever order the loads finish in.
    ///
    /// A provider that offers nothing `Item` reads, or whose payload fails to decode, gets
    /// its one call with `nil` and an error. Because calls come in provider order, appending
    /// in the callback keeps the dragged order:
    ///
    /// ```swift
    /// providers.loadItems(Bird.self) { bird, error in
    ///     if let bird { birds.append(bird) }
    /// }
    /// ```
    ///
    /// To insert at a position, prefer `loadItemResults(_:options:)` and insert all items at
    /// once.
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    ///   - completionHandler: Called once per provider, on the main actor, with the item, or
    ///     `nil` and an ``ItemProviderError`` (or ``ProvidableError``).
    /// - Returns: The task doing the work. Cancel it to cancel the loads still running: their
    ///   calls then carry a cancellation error. Await its `value` to wait for the last call.
    @discardableResult
    public func loadItems<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions = .init(),
        completionHandler: @escaping @MainActor @Sendable (Item?, (any Error)?) -> Void
    ) -> Task<Void, Never> {
        ItemLoader(itemType, options: options).deliver(from: self, completion: completionHandler)
    }

    /// Loads one `Item` from each provider, a few at a time, and returns the outcomes in
    /// provider order, whatever order the loads finish in.
    ///
    /// ```swift
    /// let results = await providers.loadItemResults(Bird.self)
    /// let birds = results.compactMap { try? $0.get() }   // the birds that loaded, in order
    /// ```
    ///
    /// At most 64 loads run at a time, and each payload is held only while it decodes.
    /// Cancelling the calling task cancels the loads still running; their outcomes are
    /// failures with the code ``ItemProviderError/Code/cancelled``.
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    /// - Returns: One result per provider, in provider order.
    public func loadItemResults<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions = .init()
    ) async -> [Result<Item, ItemProviderError>] {
        await ItemLoader(itemType, options: options).results(from: self)
    }

    /// Loads one `Item` from each provider, a few at a time, and returns them in provider
    /// order.
    ///
    /// Not part of the public API: apps use `loadItemResults(_:options:)`, which keeps the
    /// items that did load. This form holds nothing but the items and stops at the first
    /// error; the loader fuzzer drives it beside the public forms.
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    /// - Returns: The items, in provider order.
    /// - Throws: The first ``ItemProviderError`` in provider order; the loads still running
    ///   are cancelled. Use `loadItemResults(_:options:)` to keep the items that did load.
    // SPI for the FuzzLoader fuzzer (Fuzz/Sources/FuzzLoader), which is another package and
    // sees only public and SPI declarations.
    @_spi(Fuzzing)
    public func loadItems<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions = .init()
    ) async throws -> [Item] {
        try await ItemLoader(itemType, options: options).values(from: self)
    }
}
