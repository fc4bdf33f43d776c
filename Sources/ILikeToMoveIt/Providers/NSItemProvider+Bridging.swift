#if canImport(Darwin)
import Foundation
import ILikeToMoveItCore
@_spi(PortableProviders) import ILikeToMoveItDropsCore

extension NSItemProvider {
    /// Creates an `NSItemProvider` offering every representation of a portable
    /// ``ItemProvider``, in its order (first = highest fidelity), with its suggested name.
    ///
    /// Bytes are produced lazily, when a reader loads a representation. The load's `Progress`
    /// completes when the load has handed over its bytes or its error, and cancelling it
    /// cancels the portable loader.
    ///
    /// ```swift
    /// let provider = NSItemProvider(bridging: bird.itemProvider)
    /// ```
    ///
    /// - Parameter itemProvider: The portable provider.
    /// - Complexity: O(*r*) for *r* representations; nothing is loaded.
    convenience init(bridging itemProvider: ItemProvider) {
        self.init()
        suggestedName = itemProvider.suggestedName
        for representation in itemProvider.representations {
            registerDataRepresentation(
                forTypeIdentifier: representation.type.identifier,
                visibility: .all
            ) { completion in
                let progress = Progress(totalUnitCount: 1)
                let task = Task {
                    do {
                        completion(try await representation.loader(), nil)
                    } catch {
                        completion(nil, error)
                    }
                    // The load is over: the progress the system watches completes with it.
                    progress.completedUnitCount = 1
                }
                progress.cancellationHandler = { task.cancel() }
                return progress
            }
        }
    }
}
#endif
