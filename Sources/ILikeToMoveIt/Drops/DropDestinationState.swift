#if canImport(SwiftUI)
import Combine
import ILikeToMoveItCore

/// What a drop destination keeps for as long as it is shown: the loads of its drops, which
/// are cancelled when it goes away, and itself as the object its undo actions belong to when
/// no moveable list encloses it.
///
/// Held as a `@StateObject`, whose initial value SwiftUI makes once per destination. A
/// `@State` initial value would be made again each time the parent's update makes the view
/// anew, and every copy but the first thrown away. It publishes nothing, so holding it never
/// updates the view.
final class DropDestinationState: ObservableObject {
    let loads = DropLoads()
}
#endif
