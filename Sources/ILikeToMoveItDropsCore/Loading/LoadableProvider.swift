#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the loader needs from an item provider: the portable ``ItemProvider`` and the Apple
/// layer's `NSItemProvider` both satisfy it, so the one loader (``ItemLoader``) serves both
/// and the Linux tests exercise the path that ships on iOS.
package protocol LoadableProvider: Sendable {
    /// The registered type identifiers, highest fidelity first.
    var registeredTypeIdentifiers: [String] { get }

    /// Loads the bytes registered under exactly `identifier` (one of
    /// ``registeredTypeIdentifiers``).
    ///
    /// Cancellation: when the calling task is cancelled, this returns promptly with
    /// ``ItemProviderError/Code/cancelled`` even if the underlying source never answers,
    /// and asks that source to stop.
    ///
    /// - Throws: ``ItemProviderError``: `.cancelled`, `.loadFailed`, or `.typeNotOffered` when
    ///   nothing is registered under `identifier`.
    func loadData(exactly identifier: String) async throws -> Data
}
