#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one loader behind every public loading entry point: one provider or many, `async` or
/// with a completion handler, a ``Providable`` type or a ``DropAcceptor``, the portable
/// ``ItemProvider`` or `NSItemProvider` (both are ``LoadableProvider``s).
///
/// For one provider it negotiates by conformance (each accepted type in turn, in its own
/// `readableTypes` order, takes the first registered identifier that conforms), loads exactly
/// that identifier and decodes it at once, so a payload lives only while it decodes.
/// For many it runs ``forEachResult(from:maximumConcurrentLoads:_:)``.
package struct ItemLoader<Value: Sendable>: Sendable {
    /// The default bound on loads in flight in a batch.
    static var defaultMaximumConcurrentLoads: Int { 64 }

    /// The accepted types, highest priority first.
    let entries: [DropAcceptor<Value>.Entry]
    /// Limits such as the payload size.
    let options: ProvidableLoadOptions

    /// A loader of whichever type of `acceptor` a provider satisfies first.
    package init(_ acceptor: DropAcceptor<Value>, options: ProvidableLoadOptions = .init()) {
        self.entries = acceptor.entries
        self.options = options
    }

    /// The entry that takes an offer and the match to load: the first entry with a readable
    /// type that an offered identifier conforms to.
    ///
    /// - Complexity: O(*r* × *o*) conformance checks; each offered identifier is resolved once.
    func negotiate(offered identifiers: [String]) -> (entry: DropAcceptor<Value>.Entry, match: TypeMatch)? {
        let offered = identifiers.map { UTType($0) }
        for entry in entries {
            if let match = entry.readableTypes.negotiate(offered: identifiers, resolved: offered) { return (entry, match) }
        }
        return nil
    }

    /// Whether a drop of `providers` is worth accepting: at least one offers, by
    /// conformance, a type this loader reads (`public.utf8-plain-text` satisfies a reader of
    /// `public.plain-text`), as ``negotiate(offered:)`` decides before every load. `false` for
    /// no providers.
    ///
    /// - Complexity: O(*p* × *r* × *o*) conformance checks at most; stops at the first
    ///   provider that can be loaded.
    func canLoadAny<Provider: LoadableProvider>(of providers: [Provider]) -> Bool {
        providers.contains { negotiate(offered: $0.registeredTypeIdentifiers) != nil }
    }

    /// Loads one value from `provider`.
    ///
    /// - Throws: ``ItemProviderError``: `.noReadableType`, `.loadFailed`, `.cancelled`,
    ///   `.payloadTooLarge`, `.decodingFailed` or `.unsupportedType`.
    package func load<Provider: LoadableProvider>(from provider: Provider) async throws -> Value {
        let offered = provider.registeredTypeIdentifiers
        guard let (entry, match) = negotiate(offered: offered) else {
            throw ItemProviderError.noReadableType(
                itemType: entries.map(\.itemType).joined(separator: " or "),
                readable: readableIdentifiers, offered: offered)
        }
        let data = try await provider.loadData(exactly: match.offeredIdentifier)
        try Task.checkCancellation()
        return try entry.decode(data, match.readableType, options)
    }

    /// Loads one value from `provider`, any failure as an ``ItemProviderError`` value.
    func result<Provider: LoadableProvider>(from provider: Provider) async -> Result<Value, ItemProviderError> {
        do {
            return .success(try await load(from: provider))
        } catch {
            return .failure(ItemProviderError(wrapping: error))
        }
    }

    private var readableIdentifiers: [String] {
        var seen: Set<String> = []
        return entries.flatMap(\.readableTypes).map(\.identifier).filter { seen.insert($0).inserted }
    }
}

extension ItemLoader where Value: Providable {
    /// A loader of `Value`s, reading `Value.readableTypes` once.
    package init(_ itemType: Value.Type, options: ProvidableLoadOptions = .init()) {
        self.entries = [.accept(itemType, as: { $0 })]
        self.options = options
    }
}

extension ItemProviderError {
    /// `error` as an ``ItemProviderError``: itself, a cancellation, or a load failure.
    init(wrapping error: any Error, type: String? = nil) {
        switch error {
        case let error as ItemProviderError: self = error
        case is CancellationError: self = .cancelled(type: type)
        default: self = .loadFailed(type: type ?? "an unknown type", underlying: error)
        }
    }
}
