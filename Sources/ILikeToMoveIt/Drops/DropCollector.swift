#if canImport(Darwin)
import Foundation
import ILikeToMoveItCore

/// Gathers the outcomes of a drop's loads, which arrive once each and in provider order on
/// the main actor, and hands them over together when the last one is in.
@MainActor
final class DropCollector<Value> {
    private var results: [Result<Value, ItemProviderError>] = []
    private let count: Int
    private let completion: @MainActor ([Result<Value, ItemProviderError>]) -> Void

    /// - Parameters:
    ///   - count: The number of loads.
    ///   - completion: Receives every outcome, in provider order, once.
    init(count: Int, completion: @escaping @MainActor ([Result<Value, ItemProviderError>]) -> Void) {
        self.count = count
        self.completion = completion
        results.reserveCapacity(count)
    }

    /// Records the next outcome, in the shape of the loading callbacks.
    func receive(_ value: Value?, _ error: (any Error)?) {
        guard results.count < count else { return }
        if let value {
            results.append(.success(value))
        } else {
            results.append(.failure(Self.providerError(error)))
        }
        if results.count == count { completion(results) }
    }

    private static func providerError(_ error: (any Error)?) -> ItemProviderError {
        switch error {
        case let error as ItemProviderError: error
        case let error?: .loadFailed(type: "an unknown type", underlying: error)
        case nil: .cancelled(type: nil)
        }
    }
}

extension Array where Element == NSItemProvider {
    /// Loads one `Item` per provider and calls `completion` once, on the main actor, with
    /// every outcome in provider order.
    @MainActor
    func loadAll<Item: Providable>(
        _ itemType: Item.Type,
        options: ProvidableLoadOptions,
        completion: @escaping @MainActor ([Result<Item, ItemProviderError>]) -> Void
    ) {
        guard !isEmpty else { return }
        let collector = DropCollector(count: count, completion: completion)
        loadItems(itemType, options: options) { item, error in collector.receive(item, error) }
    }

    /// Loads one output per provider through `acceptor` and calls `completion` once, on the
    /// main actor, with every outcome in provider order.
    @MainActor
    func loadAll<Output>(
        accepting acceptor: DropAcceptor<Output>,
        options: ProvidableLoadOptions,
        completion: @escaping @MainActor ([Result<Output, ItemProviderError>]) -> Void
    ) {
        guard !isEmpty else { return }
        let collector = DropCollector(count: count, completion: completion)
        loadItems(accepting: acceptor, options: options) { output, error in collector.receive(output, error) }
    }
}
#endif
