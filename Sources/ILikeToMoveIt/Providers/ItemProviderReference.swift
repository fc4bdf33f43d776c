#if canImport(Darwin)
import Foundation
import ILikeToMoveItCore

/// An `NSItemProvider` handed between tasks, and the loader's view of it.
///
/// `NSItemProvider` is built to be used from any thread: its load methods may be called from
/// any queue and call back on queues of their own (Apple's documentation), and current SDKs
/// declare it `Sendable`. The iOS 15 and 16 SDKs this package supports predate that
/// annotation, so the reference is wrapped here, once, instead of being sent unchecked
/// all over the bridge.
struct ItemProviderReference: @unchecked Sendable {
    let provider: NSItemProvider

    init(_ provider: NSItemProvider) {
        self.provider = provider
    }
}

extension Array where Element == NSItemProvider {
    /// The providers as the loader takes them.
    var references: [ItemProviderReference] { map(ItemProviderReference.init) }
}
#endif
