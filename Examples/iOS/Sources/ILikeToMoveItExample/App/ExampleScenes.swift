#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// The example's scenes: the main window, and a window per bird dragged out of it.
///
/// The app (`Sources/ILikeToMoveItExampleApp/ExampleMain.swift`) shows these scenes.
public struct ExampleScenes: Scene {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            ContentView()
        }
        // A bird's activity has the target content identifier "<activityType>/<bird id>",
        // which contains the activity type, so this group gets it; each bird its own window.
        WindowGroup {
            BirdDetailView()
        }
        .handlesExternalEvents(matching: [Bird.activityType])
    }
}
#endif
