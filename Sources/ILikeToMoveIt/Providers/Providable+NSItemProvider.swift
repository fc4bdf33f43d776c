#if canImport(Darwin)
import Foundation
import ILikeToMoveItCore
@_spi(PortableProviders) import ILikeToMoveItDropsCore

extension Providable {
    /// The item as an `NSItemProvider`, for `onDrag` and the pasteboard.
    ///
    /// Each of ``Providable/writableTypes`` is registered in order, so the first is the
    /// highest fidelity; the bytes are produced by `data(type:)` only when a reader asks. A
    /// ``UserActivityProvidable`` item also carries its user activity (on iOS and iPadOS),
    /// after its data, so dropping it outside the app's windows opens a new one.
    ///
    /// ```swift
    /// Text(bird.name)
    ///     .onDrag { bird.provider }
    /// ```
    ///
    /// On Linux, `provider` is the package's portable item provider instead.
    public var provider: NSItemProvider {
        let provider = NSItemProvider(bridging: itemProvider)
        (self as? any UserActivityProvidable)?.registerUserActivity(on: provider)
        return provider
    }
}

extension Providable {
    /// Loads an item from an `NSItemProvider` and calls `completionHandler` once, on the main
    /// actor, with the item or `nil` and the error.
    ///
    /// ```swift
    /// Bird.load(from: provider) { bird, error in
    ///     if let bird { birds.append(bird) }
    /// }
    /// ```
    ///
    /// The same as `provider.loadItem(Self.self, completionHandler:)`: types are negotiated
    /// by conformance, and a type the item declines is reported as
    /// ``ProvidableError/unsupportedUTTypeIdentifier``.
    ///
    /// - Parameters:
    ///   - provider: The provider, for example one of a drop's.
    ///   - completionHandler: Called once with the item, or `nil` and the error.
    /// - Returns: The task doing the work; cancel it to cancel the load.
    @discardableResult
    public static func load(
        from provider: NSItemProvider,
        completionHandler: @escaping @MainActor @Sendable (Self?, (any Error)?) -> Void
    ) -> Task<Void, Never> {
        ItemLoader(Self.self).deliver(from: [ItemProviderReference(provider)], completion: completionHandler)
    }
}
#endif
