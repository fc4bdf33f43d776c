#if canImport(Darwin)
import Foundation
import ILikeToMoveItCore

extension Array where Element == NSItemProvider {
    /// Loads one `Item` from each provider and calls `completionHandler` exactly once per
    /// provider, on the main actor, **in provider order**, whatever order the loads finish
    /// in; so appending in the callback keeps the dragged order.
    ///
    /// ```swift
    /// .onDrop(of: Bird.readableTypes, isTargeted: nil) { providers in
    ///     providers.loadItems(Bird.self) { bird, error in
    ///         if let bird { birds.append(bird) }
    ///     }
    ///     return true
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    ///   - completionHandler: Called once per provider, on the main actor, with the item, or
    ///     `nil` and an ``ItemProviderError`` (or ``ProvidableError``).
    /// - Returns: The task doing the work. Cancel it to cancel the loads still running:
    ///   their calls then carry a cancellation error.
    @discardableResult
    public func loadItems<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions = .init(),
        completionHandler: @escaping @MainActor @Sendable (Item?, (any Error)?) -> Void
    ) -> Task<Void, Never> {
        ItemLoader(itemType, options: options).deliver(from: references, completion: completionHandler)
    }

    /// Loads one `Item` from each provider, a few at a time, and returns the outcomes in
    /// provider order, whatever order the loads finish in.
    ///
    /// ```swift
    /// let results = await providers.loadItemResults(Bird.self)
    /// let birds = results.compactMap { try? $0.get() }   // the birds that loaded, in order
    /// ```
    ///
    /// Cancelling the calling task cancels the loads still running; their outcomes are
    /// failures with the code ``ItemProviderError/Code/cancelled``.
    ///
    /// Runs on the main actor, where a drop hands over its providers: `NSItemProvider` is not
    /// `Sendable`, so in Swift 6 mode a nonisolated method could not take them from there. The
    /// loads themselves run off the main actor.
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    /// - Returns: One result per provider, in provider order.
    @MainActor
    public func loadItemResults<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions = .init()
    ) async -> [Result<Item, ItemProviderError>] {
        await ItemLoader(itemType, options: options).results(from: references)
    }

    /// Loads one output per provider through `acceptor`, in provider order: each provider
    /// becomes the first accepted type it can satisfy.
    ///
    /// Runs on the main actor, where a drop hands over its providers: `NSItemProvider` is not
    /// `Sendable`, so in Swift 6 mode a nonisolated method could not take them from there. The
    /// loads themselves run off the main actor.
    ///
    /// - Parameters:
    ///   - acceptor: The accepted types, highest priority first.
    ///   - options: Limits such as the payload size.
    /// - Returns: One result per provider, in provider order.
    @MainActor
    public func loadItemResults<Output>(
        accepting acceptor: DropAcceptor<Output>,
        options: ProvidableLoadOptions = .init()
    ) async -> [Result<Output, ItemProviderError>] {
        await ItemLoader(acceptor, options: options).results(from: references)
    }
}
#endif
