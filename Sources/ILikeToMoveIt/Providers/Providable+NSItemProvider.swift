#if canImport(Darwin)
import Foundation
import ILikeToMoveItCore

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
    /// The portable equivalent is ``Providable/itemProvider``.
    public var provider: NSItemProvider {
        let provider = NSItemProvider(bridging: itemProvider)
        (self as? any UserActivityProvidable)?.registerUserActivity(on: provider)
        return provider
    }
}
#endif
