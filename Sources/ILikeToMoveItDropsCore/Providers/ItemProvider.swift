import ILikeToMoveItSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A portable, thread-safe item provider: the data of one dragged or copied item in several
/// representations, loaded on demand.
///
/// It mirrors the part of `NSItemProvider` a drop needs. Representations are kept in
/// registration order, which is fidelity order: register the richest first. A request is
/// answered **by conformance**: asking for `public.plain-text` is satisfied by a registered
/// `public.utf8-plain-text`, and the first registered conforming representation wins.
///
/// ```swift
/// let provider = ItemProvider(suggestedName: "Robin")
/// provider.registerDataRepresentation(for: .utf8PlainText) { Data("Robin".utf8) }
/// let data = try await provider.loadData(for: .plainText) // "Robin"
/// ```
///
/// Registering a type identifier a second time is ignored: the first registration has the
/// higher fidelity and stays.
///
/// On Apple platforms, apps drag and drop `NSItemProvider`s; this type is what
/// ``Providable/itemProvider`` returns everywhere, so that a type's round trip can be tested
/// without a device, and what `provider` returns on Linux.
#if canImport(Darwin)
// SPI on Apple platforms, where apps drag NSItemProviders; public on Linux, where the portable
// provider is what `provider` returns. Users on Apple platforms: ILikeToMoveIt, whose
// `NSItemProvider(bridging:)` and `Providable.provider` wrap it, and DemoKit in its macOS build
// (the demo's pasteboard and drops).
@_spi(PortableProviders)
#endif
public final class ItemProvider: Sendable {
    private struct State {
        var representations: [Representation] = []
        var suggestedName: String?
    }

    private let state: Locked<State>

    /// Creates an empty provider.
    /// - Parameter suggestedName: A name for the item, for example a file name without extension.
    public init(suggestedName: String? = nil) {
        state = Locked(State(suggestedName: suggestedName))
    }

    /// A name for the item, for example a file name without extension.
    public var suggestedName: String? {
        get { state.withLock(\.suggestedName) }
        set { state.withLock { $0.suggestedName = newValue } }
    }

    /// The registered representations, highest fidelity first.
    package var representations: [Representation] {
        state.withLock(\.representations)
    }

    /// The registered content types, highest fidelity first.
    var registeredTypes: [UTType] {
        representations.map(\.type)
    }

    /// The registered type identifiers, highest fidelity first.
    public var registeredTypeIdentifiers: [String] {
        representations.map(\.type.identifier)
    }

    /// Registers a representation after those already registered (so at lower fidelity).
    ///
    /// - Parameter representation: The representation; ignored when its type identifier is
    ///   already registered.
    func register(_ representation: Representation) {
        state.withLock { state in
            let identifier = representation.type.identifier
            guard !state.representations.contains(where: { $0.type.identifier == identifier }) else { return }
            state.representations.append(representation)
        }
    }

    /// Registers a loader for `type` after the representations already registered.
    ///
    /// The loader runs in a task of its own, so that cancelling a load never waits for it;
    /// it should still honour task cancellation.
    ///
    /// - Parameters:
    ///   - type: The content type the loader produces.
    ///   - loader: Produces the bytes when someone asks; it may suspend, for example to wait
    ///     for a download.
    public func registerDataRepresentation(
        for type: UTType,
        loader: @escaping @Sendable () async throws -> Data
    ) {
        register(Representation(type: type, loader: loader))
    }

    /// Registers a synchronous loader for `type` after the representations already
    /// registered: the bytes are at hand, or made without waiting (encoding an item).
    ///
    /// A synchronous loader runs on the loading task itself, without the cost of a task of
    /// its own: it cannot suspend, so it cannot keep a cancelled load waiting.
    ///
    /// ```swift
    /// provider.registerDataRepresentation(for: .utf8PlainText) { Data("Robin".utf8) }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The content type the loader produces.
    ///   - loader: Produces the bytes when someone asks.
    public func registerDataRepresentation(
        for type: UTType,
        loader: @escaping @Sendable () throws -> Data
    ) {
        register(Representation(type: type, immediate: loader))
    }

    /// Whether a registered representation conforms to `type`.
    /// - Complexity: O(*n*) conformance checks for *n* representations.
    func hasItemConforming(to type: UTType) -> Bool {
        representation(conformingTo: type) != nil
    }

    /// Whether a registered representation conforms to the type named `identifier`; an
    /// identifier the type system does not know matches only itself.
    func hasItemConforming(toTypeIdentifier identifier: String) -> Bool {
        registeredTypeIdentifiers.firstIndex(conformingTo: identifier) != nil
    }

    /// The first (highest-fidelity) representation conforming to `type`, if any.
    func representation(conformingTo type: UTType) -> Representation? {
        representations.first { $0.type.conforms(to: type) }
    }

    /// The suggested name and registered identifiers, for the package's messages.
    var description: String {
        let name = suggestedName.map { " \"\($0)\"" } ?? ""
        return "ItemProvider\(name) [\(registeredTypeIdentifiers.joined(separator: ", "))]"
    }
}
