#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

extension View {
    /// Gives a row accessibility actions that move its item: up, down, to top, to bottom, or
    /// the actions you list, in that order.
    ///
    /// The enclosing list needs `accessibilityMoveableList(_:label:)`, which applies the
    /// moves, keeps focus on the moved item and announces each move ("Moved up by 3. Above
    /// Robin. At top."); without it the row offers no move actions.
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
    /// An `Identifiable` item is identified by its `id`; any other `Hashable` item by its
    /// value (in a list of equal values, the first equal value moves). The row and the list
    /// use the same rule, so an item that is both (`struct Bird: Identifiable, Hashable`) is
    /// identified by its `id` on both sides. Each action carries that identity, never an
    /// index, so two quick moves of the same item both move that item, wherever it is by
    /// then. The actions' names are localised in the environment's locale.
    ///
    /// **Order.** The actions appear in the order given, followed by the list's moves to
    /// other lists (see ``AccessibilityMoveDestination``). On iOS 16 and macOS 13 they are
    /// declared with `accessibilityActions { }`; on iOS 15 and macOS 12, where VoiceOver was
    /// seen to read chained actions last-first, they are chained in reverse.
    ///
    /// **Focus.** The row takes accessibility focus when the list asks for its item after a
    /// move, and when it appears while the request is still pending (a row moved far down a
    /// lazy list is created only when scrolled to).
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

    /// Gives a row of a `Hashable` item move actions; the item is identified by its value.
    ///
    /// ```swift
    /// List {
    ///     ForEach(names, id: \.self) { name in
    ///         Text(name).accessibilityMoveable(name)
    ///     }
    /// }
    /// .accessibilityMoveableList($names, label: \.self)
    /// ```
    ///
    /// - Parameters:
    ///   - item: The row's item.
    ///   - actions: The move actions to offer, in order.
    /// - Returns: A view with move actions.
    @MainActor
    public func accessibilityMoveable<Item: Hashable>(
        _ item: Item, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) -> some View {
        modifier(AccessibilityMoveableModifier(id: AnyHashable(item), actions: actions))
    }

    /// Gives a row of an item that is both `Identifiable` and `Hashable` move actions; the
    /// item is identified by its `id`, as its list identifies it.
    ///
    /// - Parameters:
    ///   - item: The row's item.
    ///   - actions: The move actions to offer, in order.
    /// - Returns: A view with move actions.
    @MainActor
    public func accessibilityMoveable<Item: Identifiable & Hashable>(
        _ item: Item, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) -> some View {
        modifier(AccessibilityMoveableModifier(id: AnyHashable(item.id), actions: actions))
    }

    /// Another name for ``accessibilityMoveable(_:actions:)-(Identifiable,_)``.
    ///
    /// - Parameters:
    ///   - it: The row's item.
    ///   - actions: The move actions to offer, in order.
    /// - Returns: A view with move actions.
    @MainActor
    public func iLikeToMove<It: Identifiable>(
        _ it: It, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) -> some View {
        accessibilityMoveable(it, actions: actions)
    }

    /// Another name for `accessibilityMoveable(_:actions:)` for `Hashable` items.
    ///
    /// - Parameters:
    ///   - it: The row's item.
    ///   - actions: The move actions to offer, in order.
    /// - Returns: A view with move actions.
    @MainActor
    public func iLikeToMove<It: Hashable>(
        _ it: It, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) -> some View {
        accessibilityMoveable(it, actions: actions)
    }

    /// Another name for `accessibilityMoveable(_:actions:)` for items that are both
    /// `Identifiable` and `Hashable`.
    ///
    /// - Parameters:
    ///   - it: The row's item.
    ///   - actions: The move actions to offer, in order.
    /// - Returns: A view with move actions.
    @MainActor
    public func iLikeToMove<It: Identifiable & Hashable>(
        _ it: It, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) -> some View {
        accessibilityMoveable(it, actions: actions)
    }
}
#endif
