#if canImport(Darwin)
import Foundation
import ILikeToMoveItCore
import ILikeToMoveItSupport

extension NSItemProvider {
    /// Loads the bytes of the representation registered under exactly `identifier`.
    ///
    /// Cancelling the calling task cancels the load's `Progress`.
    ///
    /// - Parameter identifier: A type identifier from `registeredTypeIdentifiers`.
    /// - Returns: The bytes.
    /// - Throws: ``ItemProviderError/cancelled(type:)`` when the task is cancelled,
    ///   ``ItemProviderError/loadFailed(type:underlying:)`` when the provider fails.
    func loadData(exactly identifier: String) async throws -> Data {
        let reference = ItemProviderReference(self)
        let progress = Locked<Progress?>(nil)
        let result: Result<Data, any Error> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let started = reference.provider.loadDataRepresentation(forTypeIdentifier: identifier) { data, error in
                    if let data {
                        continuation.resume(returning: .success(data))
                    } else {
                        continuation.resume(returning: .failure(error ?? CocoaError(.fileReadUnknown)))
                    }
                }
                progress.withLock { $0 = started }
                if Task.isCancelled { started.cancel() }
            }
        } onCancel: {
            progress.withLock { $0 }?.cancel()
        }
        switch result {
        case let .success(data):
            return data
        case .failure where Task.isCancelled:
            throw ItemProviderError.cancelled(type: identifier)
        case let .failure(error):
            throw ItemProviderError.loadFailed(type: identifier, underlying: error)
        }
    }

    /// Loads an `Item`, negotiating by conformance in the order of `Item.readableTypes`.
    ///
    /// For each readable type in turn, the first registered type identifier (highest
    /// fidelity first) that conforms to it is loaded, under exactly that identifier; so text
    /// offered as `public.utf8-plain-text` satisfies a reader of `public.plain-text`.
    ///
    /// ```swift
    /// let bird = try await provider.loadItem(Bird.self)
    /// ```
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    /// - Returns: The item.
    /// - Throws: ``ItemProviderError``: `.noReadableType`, `.loadFailed`, `.payloadTooLarge`,
    ///   `.decodingFailed`, `.unsupportedType` or `.cancelled`.
    public func loadItem<Item: Providable>(_ itemType: Item.Type, options: ProvidableLoadOptions = .default) async throws -> Item {
        try await loadItem(itemType, readableTypes: Item.readableTypes, options: options)
    }

    /// As ``loadItem(_:options:)``, with `Item.readableTypes` already computed: batch loads
    /// compute it once, as a representation-built type rebuilds its list on every access.
    func loadItem<Item: Providable>(
        _ itemType: Item.Type, readableTypes: [UTType], options: ProvidableLoadOptions
    ) async throws -> Item {
        let offered = registeredTypeIdentifiers
        guard let match = readableTypes.negotiate(offered: offered) else {
            throw ItemProviderError.noReadableType(
                itemType: Item.providableName,
                readable: readableTypes.map(\.identifier),
                offered: offered)
        }
        let data = try await loadData(exactly: match.offeredIdentifier)
        return try Item.item(from: data, type: match.readableType, options: options)
    }

    /// Loads an `Item` and calls `completion` exactly once, on the main actor.
    ///
    /// - Parameters:
    ///   - itemType: The type to create.
    ///   - options: Limits such as the payload size.
    ///   - completionHandler: Called once, on the main actor, with the item or an ``ItemProviderError``.
    /// - Returns: A handle to follow progress or cancel.
    @discardableResult
    public func loadItem<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions = .default,
        completionHandler: @escaping @MainActor @Sendable (Item?, (any Error)?) -> Void
    ) -> LoadHandle {
        [self].loadItems(itemType, options: options, completionHandler: completionHandler)
    }

    /// Loads whichever accepted type comes first for this provider.
    ///
    /// - Parameters:
    ///   - acceptor: The accepted types, in priority order.
    ///   - options: Limits such as the payload size.
    /// - Returns: The output.
    /// - Throws: ``ItemProviderError``: `.noReadableType` when no accepted type reads the
    ///   offer, or any loading or decoding error.
    public func loadItem<Output>(accepting acceptor: DropAcceptor<Output>, options: ProvidableLoadOptions = .default) async throws -> Output {
        let offered = registeredTypeIdentifiers
        guard let (entry, match) = acceptor.negotiate(offered: offered) else {
            throw ItemProviderError.noReadableType(
                itemType: acceptor.acceptedNames,
                readable: acceptor.readableTypes.map(\.identifier),
                offered: offered)
        }
        let data = try await loadData(exactly: match.offeredIdentifier)
        return try acceptor.output(from: data, entry: entry, match: match, options: options)
    }
}
#endif
