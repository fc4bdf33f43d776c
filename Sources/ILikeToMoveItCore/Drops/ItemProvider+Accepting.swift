extension ItemProvider {
    /// Loads whichever accepted type comes first for this provider and returns it as output
    /// (the package's tests; apps load a drop's providers with `loadItemResults(accepting:)`).
    ///
    /// - Parameters:
    ///   - acceptor: The accepted types, in priority order.
    ///   - options: Limits such as the payload size.
    /// - Returns: The output.
    /// - Throws: ``ItemProviderError``: `.noReadableType` when no accepted type reads the
    ///   offer, or any loading or decoding error.
    func loadItem<Output>(accepting acceptor: DropAcceptor<Output>, options: ProvidableLoadOptions = .init()) async throws -> Output {
        try await ItemLoader(acceptor, options: options).load(from: self)
    }
}

#if canImport(Darwin)
@_spi(PortableProviders)
#endif
extension Array where Element == ItemProvider {
    /// Loads one output per provider through `acceptor`, a few at a time, in provider order.
    ///
    /// - Parameters:
    ///   - acceptor: The accepted types, in priority order.
    ///   - options: Limits such as the payload size.
    /// - Returns: One result per provider, in provider order.
    public func loadItemResults<Output>(
        accepting acceptor: DropAcceptor<Output>,
        options: ProvidableLoadOptions = .init()
    ) async -> [Result<Output, ItemProviderError>] {
        await ItemLoader(acceptor, options: options).results(from: self)
    }
}
