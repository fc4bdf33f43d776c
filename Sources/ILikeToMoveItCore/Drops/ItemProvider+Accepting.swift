extension ItemProvider {
    /// Loads whichever accepted type comes first for this provider and returns it as output.
    ///
    /// - Parameters:
    ///   - acceptor: The accepted types, in priority order.
    ///   - options: Limits such as the payload size.
    /// - Returns: The output.
    /// - Throws: ``ItemProviderError``: `.noReadableType` when no accepted type reads the
    ///   offer, or any loading or decoding error.
    public func loadItem<Output>(accepting acceptor: DropAcceptor<Output>, options: ProvidableLoadOptions = .default) async throws -> Output {
        let offered = representations
        guard let (entry, match) = acceptor.negotiate(offered: offered.map(\.type)) else {
            throw ItemProviderError.noReadableType(
                itemType: acceptor.acceptedNames, readable: acceptor.readableTypes.map(\.identifier),
                offered: offered.map(\.type.identifier))
        }
        let data = try await loadData(for: offered[match.offeredIndex].type)
        return try acceptor.output(from: data, entry: entry, match: match, options: options)
    }
}

extension Array where Element == ItemProvider {
    /// Loads one output per provider through `acceptor`, concurrently, in provider order.
    ///
    /// - Parameters:
    ///   - acceptor: The accepted types, in priority order.
    ///   - options: Limits such as the payload size.
    /// - Returns: One result per provider, in provider order.
    public func loadItemResults<Output>(
        accepting acceptor: DropAcceptor<Output>,
        options: ProvidableLoadOptions = .default
    ) async -> [Result<Output, ItemProviderError>] {
        await loadResults { provider in try await provider.loadItem(accepting: acceptor, options: options) }
    }

    /// Loads one output per provider through `acceptor` and calls `completion` exactly once
    /// per provider, on the main actor, in provider order.
    ///
    /// - Parameters:
    ///   - acceptor: The accepted types, in priority order.
    ///   - options: Limits such as the payload size.
    ///   - completionHandler: Called once per provider with the output or an error.
    /// - Returns: A handle to follow progress or cancel.
    @discardableResult
    public func loadItems<Output>(
        accepting acceptor: DropAcceptor<Output>,
        options: ProvidableLoadOptions = .default,
        completionHandler: @escaping @MainActor @Sendable (Output?, (any Error)?) -> Void
    ) -> LoadHandle {
        let providers = self
        return deliverLoadsInOrder(count: providers.count, load: { index in
            try await providers[index].loadItem(accepting: acceptor, options: options)
        }, completion: completionHandler)
    }
}
