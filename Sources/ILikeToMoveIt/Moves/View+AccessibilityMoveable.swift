#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

extension View {
    /// Gives a row accessibility actions that move its item: up, down, to top, to bottom, or
    /// the actions you list, in that order, followed by the list's moves to other lists.
    ///
    /// ```swift
    /// List {
    ///     ForEach(birds) { bird in
    ///         Text(bird.name).accessibilityMoveable(bird, actions: [.up, .down, .up(5), .down(5), .toTop, .toBottom])
    ///     }
    /// }
    /// .accessibilityMoveableList($birds, label: \.name)
    /// ```
    ///
    /// The enclosing list needs `accessibilityMoveableList(_:label:)`; outside one the row
    /// offers no move actions. Each action carries the item's identity, never its index: an
    /// `Identifiable` item's `id` (also when it is `Hashable`), any other item's value, the
    /// same rule the list follows. The names are localised in the environment's locale. On
    /// iOS 16 and macOS 13 the actions are declared with `accessibilityActions { }`; on iOS 15
    /// and macOS 12, where VoiceOver was seen to read chained actions last-first, they are
    /// chained in reverse. The row takes accessibility focus when the list asks for its item
    /// after a move, also when it appears later (rows of lazy lists).
    ///
    /// - Parameters:
    ///   - item: The row's item.
    ///   - actions: The move actions to offer, in order.
    /// - Returns: A view with move actions.
    @MainActor
    public func accessibilityMoveable<Item: Identifiable>(
        _ item: Item, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) -> some View {
        modifier(AccessibilityMoveableModifier(id: AnyHashable(item.id), actions: actions))
    }

    /// Move actions for a row of a `Hashable` item, identified by its value.
    @MainActor
    public func accessibilityMoveable<Item: Hashable>(
        _ item: Item, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) -> some View {
        modifier(AccessibilityMoveableModifier(id: AnyHashable(item), actions: actions))
    }

    /// Move actions for a row of an item that is `Identifiable` and `Hashable`, identified by
    /// its `id`.
    @MainActor
    public func accessibilityMoveable<Item: Identifiable & Hashable>(
        _ item: Item, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) -> some View {
        modifier(AccessibilityMoveableModifier(id: AnyHashable(item.id), actions: actions))
    }

    /// Another name for `accessibilityMoveable(_:actions:)`.
    @MainActor
    public func iLikeToMove<It: Identifiable>(
        _ it: It, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) -> some View {
        accessibilityMoveable(it, actions: actions)
    }

    /// Another name for `accessibilityMoveable(_:actions:)`.
    @MainActor
    public func iLikeToMove<It: Hashable>(
        _ it: It, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) -> some View {
        accessibilityMoveable(it, actions: actions)
    }

    /// Another name for `accessibilityMoveable(_:actions:)`.
    @MainActor
    public func iLikeToMove<It: Identifiable & Hashable>(
        _ it: It, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) -> some View {
        accessibilityMoveable(it, actions: actions)
    }
}
#endif
