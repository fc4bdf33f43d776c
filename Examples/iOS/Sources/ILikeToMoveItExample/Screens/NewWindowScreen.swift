#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI
#if os(iOS)
import UIKit
#endif

/// A new window for a dragged bird (iPadOS): a bird's item provider carries its
/// `NSUserActivity` (`Bird` is `UserActivityProvidable`), so dropping it at the edge of the
/// screen opens a window, where `BirdDetailView` reads it with `onContinueUserActivity`.
/// VoiceOver users, who cannot drag to an edge, get an action that opens the same window.
@MainActor
struct NewWindowScreen: View {
    private let birds = Bird.flock

    var body: some View {
        List {
            Section {
                ForEach(birds) { bird in
                    Label(bird.name, systemImage: "macwindow.badge.plus")
                        .onDrag { bird.provider }
                        #if os(iOS)
                        .accessibilityAction(named: Text("Open in a new window")) { open(bird) }
                        #endif
                }
            } header: {
                ScreenHint("On iPad, touch and hold a bird, then drag it to the left or right edge of the screen and let go: the bird opens in a window of its own. The app declares the activity in its Info.plist (NSUserActivityTypes) and supports multiple windows.")
            } footer: {
                if !Self.supportsMultipleWindows {
                    Text("This device shows one window at a time.")
                }
            }
        }
    }

    /// Whether the app can show more than one window here (iPad, Mac); false on iPhone.
    private static var supportsMultipleWindows: Bool {
        #if os(iOS)
        UIApplication.shared.supportsMultipleScenes
        #else
        true
        #endif
    }

    #if os(iOS)
    /// Asks for the window a drop at the edge would open, with the bird's activity.
    private func open(_ bird: Bird) {
        guard let activity = bird.userActivity else { return }
        // `activateSceneSession(for:)` is in the iOS 17 SDK's UIKit (version 7000 and later);
        // the example is also compiled against the iOS 16.5 SDK, which lacks it.
        #if canImport(UIKit, _version: 7000)
        if #available(iOS 17, *) {
            UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(userActivity: activity))
            return
        }
        #endif
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
    }
    #endif
}

struct NewWindowScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { NewWindowScreen() }
    }
}
#endif
