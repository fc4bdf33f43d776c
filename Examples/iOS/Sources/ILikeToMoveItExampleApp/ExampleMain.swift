#if canImport(SwiftUI)
import ILikeToMoveItExample
import SwiftUI

/// The app's entry point. In an Xcode app target, this file is the only source.
@main
struct ExampleMain {
    static func main() {
        ExampleApp.main()
    }
}
#else
/// Without SwiftUI there is no app to run; the terminal demo is the package's `ilikemoveit`.
@main
struct ExampleMain {
    static func main() {
        print("The iOS example needs SwiftUI. On Linux, run the terminal demo: swift run ilikemoveit")
    }
}
#endif
