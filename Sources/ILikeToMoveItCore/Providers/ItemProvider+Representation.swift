#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ItemProvider {
    /// Who may load a representation, mirroring `NSItemProviderRepresentationVisibility`.
    ///
    /// The portable provider records visibility and serves every representation to every
    /// reader (there is no process boundary to enforce); a bridge to `NSItemProvider` passes
    /// it on.
    public enum Visibility: Sendable, Hashable, CaseIterable {
        /// Any process.
        case all
        /// Processes from the same team.
        case team
        /// Processes in the same app group.
        case group
        /// Only the process that created the provider.
        case ownProcess
    }

    /// Produces the bytes of one representation; it may suspend (for example to encode
    /// lazily or wait for a download) and should honour task cancellation.
    public typealias Loader = @Sendable () async throws -> Data

    /// One registered representation: a content type, its visibility and its loader.
    package struct Representation: Sendable {
        /// The content type of the bytes the loader produces.
        package let type: UTType
        /// Who may load this representation.
        package let visibility: Visibility
        /// Produces the bytes.
        package let loader: Loader
        /// The loader, when it was given as a synchronous function: it runs inline, as it
        /// cannot suspend and so cannot keep a cancelled load waiting.
        let immediateLoader: (@Sendable () throws -> Data)?

        /// Creates a representation.
        /// - Parameters:
        ///   - type: The content type of the bytes `loader` produces.
        ///   - visibility: Who may load it.
        ///   - loader: Produces the bytes.
        package init(type: UTType, visibility: Visibility = .all, loader: @escaping Loader) {
            self.type = type
            self.visibility = visibility
            self.loader = loader
            self.immediateLoader = nil
        }

        /// Creates a representation whose bytes are produced at once, without suspending.
        init(type: UTType, visibility: Visibility = .all, immediate: @escaping @Sendable () throws -> Data) {
            self.type = type
            self.visibility = visibility
            self.loader = { try immediate() }
            self.immediateLoader = immediate
        }
    }
}
