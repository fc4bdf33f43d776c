#if canImport(SwiftUI)
// Built by SwiftPM (Package.swift), the views are the ILikeToMoveItExample module; in the
// Xcode project (ILikeToMoveItExample.xcodeproj) the app target compiles them itself.
#if SWIFT_PACKAGE
import ILikeToMoveItExample
#endif
import SwiftUI

/// The app's entry point: shows the example's scenes.
@main
struct ExampleMain: App {
    var body: some Scene {
        ExampleScenes()
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
