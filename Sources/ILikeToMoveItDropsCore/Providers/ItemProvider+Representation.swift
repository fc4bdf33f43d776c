#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ItemProvider {
    /// Produces the bytes of one representation; it may suspend (for example to encode
    /// lazily or wait for a download) and should honour task cancellation.
    package typealias Loader = @Sendable () async throws -> Data

    /// One registered representation: a content type and its loader.
    package struct Representation: Sendable {
        /// The content type of the bytes the loader produces.
        package let type: UTType
        /// Produces the bytes.
        package let loader: Loader
        /// The loader, when it was given as a synchronous function: it runs inline, as it
        /// cannot suspend and so cannot keep a cancelled load waiting.
        let immediateLoader: (@Sendable () throws -> Data)?

        /// Creates a representation.
        /// - Parameters:
        ///   - type: The content type of the bytes `loader` produces.
        ///   - loader: Produces the bytes.
        init(type: UTType, loader: @escaping Loader) {
            self.type = type
            self.loader = loader
            self.immediateLoader = nil
        }

        /// Creates a representation whose bytes are produced at once, without suspending.
        init(type: UTType, immediate: @escaping @Sendable () throws -> Data) {
            self.type = type
            self.loader = { try immediate() }
            self.immediateLoader = immediate
        }
    }
}
