#if canImport(SwiftUI)
import Foundation
import SwiftUI
import ILikeToMoveItCore

extension View {
    /// Runs `action` with the item when the scene continues a user activity of
    /// `Item.activityType`, for example when the user dragged an item out of a window to
    /// open a new one.
    ///
    /// ```swift
    /// BirdDetailView()
    ///     .onContinueUserActivity(Bird.self) { bird in
    ///         guard let bird else { return }
    ///         selection = bird
    ///     }
    /// ```
    ///
    /// `action` receives `nil` when an activity of the type carries no item this version of
    /// the app can read; ``UserActivityProvidable/init(userActivity:)`` tells why. To give the
    /// item a window of its own, see <doc:UserActivitiesAndNewWindows>.
    ///
    /// - Parameters:
    ///   - itemType: The item type whose activities to continue.
    ///   - action: Receives the decoded item, or `nil` when it cannot be read, on the main
    ///     actor.
    /// - Returns: A view that continues the item's activities.
    @MainActor
    public func onContinueUserActivity<Item: UserActivityProvidable>(
        _ itemType: Item.Type,
        perform action: @escaping @MainActor (Item?) -> Void
    ) -> some View {
        onContinueUserActivity(Item.activityType) { activity in
            action(Item(activity: activity))
        }
    }
}
#endif
