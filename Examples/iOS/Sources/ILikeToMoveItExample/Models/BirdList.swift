#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// One of the two lists of the "Between two lists" screen.
enum BirdList {
    case birds
    case favourites

    var title: Text {
        switch self {
        case .birds: Text("Birds")
        case .favourites: Text("Favourites")
        }
    }

    /// The accessibility action that sends a bird from this list to the other one, and what
    /// VoiceOver says after it: both looked up in the app's strings (Localizable.xcstrings),
    /// whole sentences for translators.
    @MainActor
    func transfer(to other: Binding<[Bird]>) -> AccessibilityMoveTransfer<[Bird]> {
        switch self {
        case .birds:
            AccessibilityMoveTransfer(
                "Move to Favourites",
                announcement: "Moved to Favourites.",
                items: other)
        case .favourites:
            AccessibilityMoveTransfer(
                "Move to Birds",
                announcement: "Moved to Birds.",
                items: other)
        }
    }
}
#endif
