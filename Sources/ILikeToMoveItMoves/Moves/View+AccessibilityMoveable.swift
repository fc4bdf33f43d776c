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
    /// The enclosing list needs `accessibilityMoveableList(_:label:)` (or a grid modifier);
    /// outside one the row offers no move actions. Actions carry the item's identity, never
    /// its index: its `id` when it is `Identifiable`, otherwise its value, as the list
    /// identifies it. In a grid each action becomes its grid counterpart (see
    /// <doc:ReorderingGridsAndStacks>). Names are in the language of the list's announcements:
    /// that of the announcer set with `accessibilityMoveAnnouncer(_:)`, otherwise the language
    /// the app's user interface runs in. The row takes accessibility focus when the list asks for its item
    /// after a move, also when the row appears later. See <doc:GettingStartedWithAccessibleMoves>.
    ///
    /// - Parameters:
    ///   - item: The row's item.
    ///   - actions: The move actions to offer, in order.
    /// - Returns: A view with move actions.
    @MainActor
    public func accessibilityMoveable<Item: Identifiable>(
        _ item: Item, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) -> some View {
        modifier(AccessibilityMoveableModifier(id: AnyHashable(item.id), item: item, actions: actions))
    }

    /// Move actions for a row of a `Hashable` item, identified by its value.
    ///
    /// An item that is also `Identifiable` is identified by its `id`: this form is
    /// disfavoured, so such an item resolves to the `Identifiable` one.
    ///
    /// ```swift
    /// ForEach(names, id: \.self) { name in
    ///     Text(name).accessibilityMoveable(name)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - item: The row's item; its value is its identity (with equal values, the first moves).
    ///   - actions: The move actions to offer, in order.
    /// - Returns: A view with move actions.
    @MainActor @_disfavoredOverload
    public func accessibilityMoveable<Value: Hashable>(
        _ item: Value, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) -> some View {
        modifier(AccessibilityMoveableModifier(id: AnyHashable(item), item: item, actions: actions))
    }

    /// Another name for `accessibilityMoveable(_:actions:)`, the original package's.
    ///
    /// ```swift
    /// Text(bird.name).iLikeToMove(bird)
    /// ```
    ///
    /// - Parameters:
    ///   - it: The row's item, identified by its `id`.
    ///   - actions: The move actions to offer, in order.
    /// - Returns: A view with move actions.
    @MainActor
    public func iLikeToMove<It: Identifiable>(
        _ it: It, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) -> some View {
        accessibilityMoveable(it, actions: actions)
    }

    /// Another name for `accessibilityMoveable(_:actions:)`, for a `Hashable` item (an item
    /// that is also `Identifiable` resolves to the `Identifiable` form).
    ///
    /// ```swift
    /// Text(name).iLikeToMove(name, actions: [.up, .down])
    /// ```
    ///
    /// - Parameters:
    ///   - it: The row's item; its value is its identity (with equal values, the first moves).
    ///   - actions: The move actions to offer, in order.
    /// - Returns: A view with move actions.
    @MainActor @_disfavoredOverload
    public func iLikeToMove<Value: Hashable>(
        _ it: Value, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) -> some View {
        accessibilityMoveable(it, actions: actions)
    }
}
#endif
