#if canImport(Darwin)
@testable import ILikeToMoveItCore
@testable @_spi(PortableProviders) import ILikeToMoveItDropsCore

/// On Apple platforms the core has no `provider` (the umbrella module's is an
/// `NSItemProvider`, and these tests import only the core): here it is the portable
/// provider, as on Linux, so the articles' portable examples compile and run on a Mac too.
extension Providable {
    var provider: ItemProvider { itemProvider }
}
#endif
