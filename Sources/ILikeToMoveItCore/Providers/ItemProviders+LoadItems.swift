extension Array where Element == ItemProvider {
    /// Loads one `Item` from each provider and calls `completion` exactly once per provider,
    /// on the main actor, **in provider order** whatever order the loads finish in.
    ///
    /// A provider that offers nothing `Item` reads, or whose payload fails to decode, gets
    /// its one call with `nil` and an ``ItemProviderError``. Because calls come in provider
    /// order, appending in the callback keeps the dragged order:
    ///
    /// ```swift
    /// providers.loadItems(Bird.self) { bird, error in
    ///     if let bird { birds.append(bird) }
    /// }
    /// ```
    ///
    /// To insert at a position, prefer ``loadItemResults(_:options:)-2b1e6`` (or a ``DropSession``)
    /// and insert all items at once.
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    ///   - completionHandler: Called once per provider, on the main actor, with the item or an error.
    /// - Returns: A handle to follow progress or cancel; after cancelling, the remaining calls
    ///   carry ``ItemProviderError/cancelled(type:)``.
    @discardableResult
    public func loadItems<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions = .default,
        completionHandler: @escaping @MainActor @Sendable (Item?, (any Error)?) -> Void
    ) -> LoadHandle {
        let providers = self
        let readableTypes = Item.readableTypes
        return deliverLoadsInOrder(count: providers.count, load: { index in
            try await providers[index].loadItem(itemType, readableTypes: readableTypes, options: options)
        }, completion: completionHandler)
    }

    /// Loads one `Item` from each provider, concurrently, and returns the outcomes in
    /// provider order.
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    /// - Returns: One result per provider, in provider order.
    public func loadItemResults<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions = .default
    ) async -> [Result<Item, ItemProviderError>] {
        let readableTypes = Item.readableTypes
        return await loadResults { provider in
            try await provider.loadItem(itemType, readableTypes: readableTypes, options: options)
        }
    }

    /// Loads one `Item` from each provider, concurrently, and returns them in provider order.
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    /// - Returns: The items, in provider order.
    /// - Throws: The first ``ItemProviderError`` in provider order, once every load has ended;
    ///   use ``loadItemResults(_:options:)-2b1e6`` to keep the items that did load.
    public func loadItems<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions = .default
    ) async throws -> [Item] {
        try await loadItemResults(itemType, options: options).map { try $0.get() }
    }
}
