#if canImport(Darwin)
import Foundation
import ILikeToMoveItCore
@_spi(PortableProviders) import ILikeToMoveItDropsCore

extension NSItemProvider {
    /// Loads an `Item`, negotiating by conformance in the order of `Item.readableTypes`:
    /// text offered as `public.utf8-plain-text` satisfies a reader of `public.plain-text`.
    /// The same loader as the portable provider's on Linux.
    ///
    /// ```swift
    /// let bird = try await provider.loadItem(Bird.self)
    /// ```
    ///
    /// Runs on the main actor, where a drop hands over its providers: `NSItemProvider` is not
    /// `Sendable`, so in Swift 6 mode a nonisolated method could not take one from there. The
    /// load itself runs off the main actor.
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    /// - Returns: The item.
    /// - Throws: ``ItemProviderError``; cancelling the calling task cancels the load.
    @MainActor
    public func loadItem<Item: Providable>(_ itemType: Item.Type, options: ProvidableLoadOptions = .init()) async throws -> Item {
        try await ItemLoader(itemType, options: options).load(from: ItemProviderReference(self))
    }

    /// Loads an `Item` and calls `completionHandler` exactly once, on the main actor, with
    /// the item or `nil` and an error (the original package's callback).
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    ///   - completionHandler: Called once, on the main actor, with the item, or `nil` and an
    ///     ``ItemProviderError`` (or ``ProvidableError``).
    /// - Returns: The task doing the work; cancel it to cancel the load.
    @discardableResult
    public func loadItem<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions = .init(),
        completionHandler: @escaping @MainActor @Sendable (Item?, (any Error)?) -> Void
    ) -> Task<Void, Never> {
        ItemLoader(itemType, options: options).deliver(from: [ItemProviderReference(self)], completion: completionHandler)
    }
}
#endif
