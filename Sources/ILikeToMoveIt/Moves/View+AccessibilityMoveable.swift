#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

extension View {
    /// Gives a row accessibility actions that move its item: up, down, to top, to bottom, or
    /// the actions you list, in that order.
    ///
    /// The enclosing list needs ``accessibilityMoveableList(_:label:selection:)-(Binding<[Item]>,_,_)``, which
    /// applies the moves, keeps focus on the moved item and announces each move ("Moved up
    /// by 3. Above Robin. At top."); without it the row offers no move actions.
    ///
    /// ```swift
    /// List {
    ///     ForEach(birds) { bird in
    ///         Text(bird.name)
    ///             .accessibilityMoveable(bird, actions: [.up, .down, .up(5), .down(5), .toTop, .toBottom])
    ///     }
    /// }
    /// .accessibilityMoveableList($birds, label: \.name)
    /// ```
    ///
    /// Each action carries the item's identity, never its index, so two quick moves of the
    /// same item both move that item, wherever it is by then. The actions' names are
    /// localised (English and Japanese ship with the package) in the environment's locale.
    ///
    /// **Order.** The actions appear in the order given, followed by the list's moves to
    /// other lists (see ``AccessibilityMoveDestination``). On iOS 16 and macOS 13 they are
    /// declared with `accessibilityActions { }`, whose order is documented; on iOS 15 and
    /// macOS 12, where VoiceOver was seen to read chained actions last-first, they are
    /// chained in reverse.
    ///
    /// **Focus.** The row takes accessibility focus when the list asks for its item after a
    /// move, and takes it when it appears if the request is still pending (a row moved far
    /// down a lazy list is created only when scrolled to).
    ///
    /// - Parameters:
    ///   - item: The row's item.
    ///   - actions: The move actions to offer, in order.
    /// - Returns: A view with move actions.
    @MainActor
    public func accessibilityMoveable<Item: Identifiable>(
        _ item: Item,
        actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) -> some View {
        modifier(AccessibilityMoveableModifier(id: item.id, actions: actions))
    }

    /// Another name for ``accessibilityMoveable(_:actions:)``.
    ///
    /// - Parameters:
    ///   - item: The row's item.
    ///   - actions: The move actions to offer, in order.
    /// - Returns: A view with move actions.
    @MainActor
    public func iLikeToMove<Item: Identifiable>(
        _ item: Item,
        actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) -> some View {
        accessibilityMoveable(item, actions: actions)
    }
}
#endif
