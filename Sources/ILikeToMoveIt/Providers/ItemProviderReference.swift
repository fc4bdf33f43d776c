#if canImport(Darwin)
import Foundation

/// An `NSItemProvider` handed between tasks.
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
#endif
