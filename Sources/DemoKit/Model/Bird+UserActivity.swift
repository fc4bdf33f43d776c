import ILikeToMoveItCore
import ILikeToMoveItDropsCore

/// A bird can travel in a user activity: on iPadOS, dragging it out of the app opens a window
/// with its detail. The terminal demo opens the detail through the same payload.
extension Bird: UserActivityProvidable {
    /// The activity type of a bird's detail, as an app lists it under `NSUserActivityTypes`.
    static let activityType = "com.example.ilikemoveit.birdDetail"
}
