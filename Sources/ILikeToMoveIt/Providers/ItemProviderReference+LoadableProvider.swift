#if canImport(Darwin)
import Foundation
import ILikeToMoveItCore

extension ItemProviderReference: LoadableProvider {
    var registeredTypeIdentifiers: [String] { provider.registeredTypeIdentifiers }

    /// Loads the bytes registered under exactly `identifier`; the core's
    /// `loadThroughCallback` resumes the task once, by the completion handler (on a queue of
    /// the provider's) or by cancellation, which cancels the load's `Progress`.
    func loadData(exactly identifier: String) async throws -> Data {
        try await loadThroughCallback(identifier: identifier) { completion in
            let progress = ProgressReference(provider.loadDataRepresentation(forTypeIdentifier: identifier) { data, error in
                completion(data, error)
            })
            return { progress.progress.cancel() }
        }
    }
}

/// A load's `Progress`, cancelled from whichever thread cancels the task: `Progress` is
/// thread-safe (Apple's documentation) but not annotated `Sendable` in the iOS 15 and 16 SDKs.
private struct ProgressReference: @unchecked Sendable {
    let progress: Progress

    init(_ progress: Progress) {
        self.progress = progress
    }
}
#endif
