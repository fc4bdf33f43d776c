#if canImport(Darwin)
import Foundation
import ILikeToMoveItCore

/// An `NSItemProvider` handed between tasks, and the loader's view of it.
///
/// `NSItemProvider` is built to be used from any thread: its load methods may be called from
/// any queue and call back on queues of their own (Apple's documentation), and current SDKs
/// declare it `Sendable`. The iOS 15 and 16 SDKs this package supports predate that
/// annotation, so the reference is wrapped here, once, instead of being sent unchecked
/// all over the bridge.
struct ItemProviderReference: LoadableProvider, @unchecked Sendable {
    let provider: NSItemProvider

    init(_ provider: NSItemProvider) {
        self.provider = provider
    }

    var registeredTypeIdentifiers: [String] { provider.registeredTypeIdentifiers }

    /// Loads the bytes registered under exactly `identifier`; the core's
    /// `loadThroughCallback` resumes the task once, by the completion handler (on a queue of
    /// the provider's) or by cancellation, which cancels the load's `Progress`.
    func loadData(exactly identifier: String) async throws -> Data {
        try await loadThroughCallback(identifier: identifier) { completion in
            let load = ProgressReference(progress: provider.loadDataRepresentation(forTypeIdentifier: identifier) { data, error in
                completion(data, error)
            })
            return { load.progress.cancel() }
        }
    }
}

/// A load's `Progress`, cancelled from whichever thread cancels the task: `Progress` is
/// thread-safe (Apple's documentation) but not annotated `Sendable` in the iOS 15 and 16 SDKs.
private struct ProgressReference: @unchecked Sendable {
    let progress: Progress
}

extension Array where Element == NSItemProvider {
    /// The providers as the loader takes them.
    var references: [ItemProviderReference] { map(ItemProviderReference.init) }
}
#endif
