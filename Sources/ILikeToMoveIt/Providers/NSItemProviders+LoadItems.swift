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
    /// - Returns: The task doing the work. Cancel it to cancel the loads still running:
    ///   their calls then carry a cancellation error.
    @discardableResult
    public func loadItems<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions = .default,
        completionHandler: @escaping @MainActor @Sendable (Item?, (any Error)?) -> Void
    ) -> Task<Void, Never> {
        ItemLoader(itemType, options: options).deliver(from: references, completion: completionHandler)
    }

    /// Loads one `Item` from each provider, a few at a time, and returns the outcomes in
    /// provider order. Cancelling the calling task cancels the loads still running.
    public func loadItemResults<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions = .default
    ) async -> [Result<Item, ItemProviderError>] {
        await ItemLoader(itemType, options: options).results(from: references)
    }

    /// Loads one `Item` from each provider and returns them in provider order.
    ///
    /// - Throws: The first ``ItemProviderError`` in provider order; the loads still running
    ///   are cancelled.
    public func loadItems<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions = .default
    ) async throws -> [Item] {
        try await ItemLoader(itemType, options: options).values(from: references)
    }

    /// Loads one output per provider through `acceptor`, in provider order.
    public func loadItemResults<Output>(
        accepting acceptor: DropAcceptor<Output>,
        options: ProvidableLoadOptions = .default
    ) async -> [Result<Output, ItemProviderError>] {
        await ItemLoader(acceptor, options: options).results(from: references)
    }
}
#endif
