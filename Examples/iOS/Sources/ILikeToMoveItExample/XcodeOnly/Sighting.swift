// Built by Xcode only: the example package's manifest leaves XcodeOnly/ out, because the
// Linux toolchain that checks the package has no SwiftData macro plugin. The GitHub macOS jobs
// compile it with the app (see the example's README).
#if canImport(SwiftData)
import Foundation
import SwiftData

/// A bird seen, stored with SwiftData; `order` is the sort key the list is shown in.
@available(iOS 17, macOS 14, *)
@Model
final class Sighting {
    var birdName: String
    var order: Int

    init(birdName: String, order: Int) {
        self.birdName = birdName
        self.order = order
    }
}
#endif
