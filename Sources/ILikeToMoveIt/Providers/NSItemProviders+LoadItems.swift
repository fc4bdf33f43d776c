#if canImport(Darwin)
import Foundation
import ILikeToMoveItCore

extension Array where Element == NSItemProvider {
    /// Loads one `Item` from each provider and calls `completion` exactly once per provider,
    /// on the main actor, **in provider order**, whatever order the loads finish in.
    ///
    /// `NSItemProvider` calls back on queues of its own and in no promised order; this
    /// method loads concurrently and delivers in order on the main actor, so appending in
    /// the callback keeps the dragged order and touching view state is safe:
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
    /// To insert at a position, prefer ``loadItemResults(_:options:)-3td2v`` or the
    /// `onInsert(of:)` conveniences, which insert all items at once.
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    ///   - completionHandler: Called once per provider, on the main actor, with the item or an
    ///     ``ItemProviderError``.
    /// - Returns: A handle to follow progress or cancel; after cancelling, the remaining calls
    ///   carry ``ItemProviderError/cancelled(type:)``.
    @discardableResult
    public func loadItems<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions = .default,
        completionHandler: @escaping @MainActor @Sendable (Item?, (any Error)?) -> Void
    ) -> LoadHandle {
        let readableTypes = Item.readableTypes
        return deliver(load: { try await $0.loadItem(itemType, readableTypes: readableTypes, options: options) }, completion: completionHandler)
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
        deliver(load: { try await $0.loadItem(accepting: acceptor, options: options) }, completion: completionHandler)
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
        return await references.loadResults {
            try await $0.provider.loadItem(itemType, readableTypes: readableTypes, options: options)
        }
    }

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
        await references.loadResults { try await $0.provider.loadItem(accepting: acceptor, options: options) }
    }

    /// Loads one `Item` from each provider, concurrently, and returns them in provider order.
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    /// - Returns: The items, in provider order.
    /// - Throws: The first ``ItemProviderError`` in provider order, once every load has ended;
    ///   use ``loadItemResults(_:options:)-3td2v`` to keep the items that did load.
    public func loadItems<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions = .default
    ) async throws -> [Item] {
        try await loadItemResults(itemType, options: options).map { try $0.get() }
    }

    private var references: [ItemProviderReference] { map(ItemProviderReference.init) }

    /// Loads through every provider concurrently and calls `completion` once per provider,
    /// in order, on the main actor (the core's ordered delivery).
    private func deliver<Value: Sendable>(
        load: @escaping @Sendable (NSItemProvider) async throws -> Value,
        completion: @escaping @MainActor @Sendable (Value?, (any Error)?) -> Void
    ) -> LoadHandle {
        let references = references
        return deliverLoadsInOrder(count: references.count, load: { try await load(references[$0].provider) }, completion: completion)
    }
}
#endif
