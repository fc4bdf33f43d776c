#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ItemProvider: LoadableProvider {
    package func loadData(exactly identifier: String) async throws -> Data {
        guard let representation = representations.first(where: { $0.type.identifier == identifier }) else {
            throw ItemProviderError.typeNotOffered(requested: identifier, offered: registeredTypeIdentifiers)
        }
        return try await load(representation)
    }

    /// Runs a representation's loader, abandoning it when the calling task is cancelled: a
    /// loader is app code and may ignore cancellation, and a drop must not wait for it.
    func load(_ representation: Representation) async throws -> Data {
        let identifier = representation.type.identifier
        do {
            try Task.checkCancellation()
            if let immediate = representation.immediateLoader { return try immediate() }
            let data = try await withPromptCancellation(representation.loader)
            try Task.checkCancellation()
            return data
        } catch let error as ItemProviderError {
            throw error
        } catch is CancellationError {
            throw ItemProviderError.cancelled(type: identifier)
        } catch {
            throw ItemProviderError.loadFailed(type: identifier, underlying: error)
        }
    }
}
