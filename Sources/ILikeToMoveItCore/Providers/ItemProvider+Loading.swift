#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ItemProvider {
    /// Loads the highest-fidelity representation conforming to `type`.
    ///
    /// Cancelling the calling task ends the wait at once with
    /// ``ItemProviderError/cancelled(type:)``, even when the loader ignores cancellation.
    ///
    /// - Parameter type: The requested type; any registered type conforming to it will do.
    /// - Returns: The bytes of the first registered representation conforming to `type`.
    /// - Throws: ``ItemProviderError``: `.typeNotOffered` when nothing conforms, `.loadFailed`
    ///   when the loader throws, `.cancelled` when the task is cancelled.
    public func loadData(for type: UTType) async throws -> Data {
        guard let representation = representation(conformingTo: type) else {
            throw ItemProviderError.typeNotOffered(requested: type.identifier, offered: registeredTypeIdentifiers)
        }
        return try await load(representation)
    }

    /// Loads the highest-fidelity representation conforming to the type named `identifier`
    /// (an identifier the type system cannot resolve matches only itself).
    ///
    /// - Parameter identifier: The requested type identifier.
    /// - Returns: The bytes.
    /// - Throws: ``ItemProviderError`` as ``loadData(for:)`` does.
    public func loadData(forTypeIdentifier identifier: String) async throws -> Data {
        let all = representations
        guard let index = all.map(\.type.identifier).firstIndex(conformingTo: identifier) else {
            throw ItemProviderError.typeNotOffered(requested: identifier, offered: all.map(\.type.identifier))
        }
        return try await load(all[index])
    }

    /// Loads the representation conforming to `type` and calls `completion` exactly once,
    /// on an arbitrary executor, with the bytes or an ``ItemProviderError``.
    ///
    /// - Parameters:
    ///   - type: The requested type.
    ///   - completion: Called once with the outcome.
    /// - Returns: A handle to follow progress or cancel.
    @discardableResult
    public func loadData(
        for type: UTType,
        completion: @escaping @Sendable (Result<Data, ItemProviderError>) -> Void
    ) -> LoadHandle {
        let handle = LoadHandle(totalUnitCount: 1)
        handle.attach(Task {
            let result = await Result { try await self.loadData(for: type) }.mapProviderError(type: type.identifier)
            handle.completeUnit()
            completion(result)
        })
        return handle
    }

    private func load(_ representation: Representation) async throws -> Data {
        let identifier = representation.type.identifier
        do {
            // Inside a batch, the batch abandons this task on cancellation; alone, the
            // loader runs in a task of its own so that a stalled loader can be abandoned.
            let data = PromptCancellation.isProvidedByCaller
                ? try await representation.loader()
                : try await withPromptCancellation(representation.loader)
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

extension Result where Failure == any Error {
    /// Captures the outcome of an async throwing operation.
    package init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }

    /// Narrows the failure to ``ItemProviderError``, wrapping anything else as a load failure.
    package func mapProviderError(type: String?) -> Result<Success, ItemProviderError> {
        mapError { error in
            if let error = error as? ItemProviderError { return error }
            if error is CancellationError { return .cancelled(type: type) }
            return .loadFailed(type: type ?? "an unknown type", underlying: error)
        }
    }
}
