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
// SPI on Apple platforms, where apps drag NSItemProviders; public on Linux, where the portable
// provider is what `provider` returns. Users on Apple platforms: none of the package's modules
// (ILikeToMoveIt has the same method on [NSItemProvider]); the tests call it.
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
