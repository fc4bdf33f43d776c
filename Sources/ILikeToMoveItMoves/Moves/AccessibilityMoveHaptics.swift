#if canImport(SwiftUI)
import ILikeToMoveItCore
#if canImport(UIKit) && os(iOS)
import UIKit
#endif

/// Plays the feedback the list session decides for a pointer drag: on iPhone and iPad, an
/// impact when an item is picked up and when it is dropped, and a selection tick at each new
/// place (`UIImpactFeedbackGenerator`, `UISelectionFeedbackGenerator`); nothing elsewhere.
///
/// UIKit's generators rather than SwiftUI's `sensoryFeedback(_:trigger:)` (iOS 17): the
/// feedback comes from the list's session, not from a value a view observes, so a trigger
/// would have to be view state changed for each moment, invalidating the view three times per
/// drag to play what one call plays.
@MainActor
enum AccessibilityMoveHaptics {
    #if canImport(UIKit) && os(iOS)
    private static let impact = UIImpactFeedbackGenerator(style: .medium)
    private static let selection = UISelectionFeedbackGenerator()
    #endif

    /// Plays `feedback` where the device has haptics.
    static func play(_ feedback: DragFeedback) {
        #if canImport(UIKit) && os(iOS)
        switch feedback {
        case .pickUp:
            impact.impactOccurred()
            selection.prepare()
        case .newPlace:
            selection.selectionChanged()
            selection.prepare()
        case .drop:
            impact.impactOccurred()
        }
        #endif
    }
}
#endif
