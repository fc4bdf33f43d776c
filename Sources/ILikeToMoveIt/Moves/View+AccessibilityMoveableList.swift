#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

extension View {
    /// Applies the moves of the rows inside this view marked with
    /// `accessibilityMoveable(_:actions:)` to `items`, keeps focus on the moved item and
    /// announces each move.
    ///
    /// ```swift
    /// List {
    ///     ForEach(birds) { bird in
    ///         Text(bird.name).accessibilityMoveable(bird)
    ///     }
    /// }
    /// .accessibilityMoveableList($birds, label: \.name)
    /// ```
    ///
    /// Every request goes to the core's ``AccessibleMoves``, which finds the item by identity
    /// in the list as it is when the action runs and moves it in place; this modifier only
    /// writes the result through the binding, registers the inverse with the environment's
    /// `UndoManager` (nothing is registered when nothing moved), asks the item's row to take
    /// focus and posts the announcement (see ``MoveStep``). Test the same path without UI
    /// as "Testing your list's moves" shows.
    ///
    /// The announcement ("Moved up by 3. Above Robin. At top.") is posted after focus has
    /// settled, queued behind current speech, and posted again if VoiceOver reports it was
    /// not spoken; a newer move replaces a pending one. It uses the environment's locale;
    /// replace it with ``accessibilityMoveAnnouncer(_:)``.
    ///
    /// - Parameters:
    ///   - items: The list's items, identified by their `id`.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    ///   - selection: The list's selection, if it has one: an action on a selected row moves
    ///     every selected item together, keeping their order.
    /// - Returns: A view that applies accessible moves.
    @MainActor
    public func accessibilityMoveableList<Item: Identifiable>(
        _ items: Binding<[Item]>, label: KeyPath<Item, String>? = nil, selection: Binding<Set<Item.ID>>? = nil
    ) -> some View {
        modifier(AccessibilityMoveableListModifier(items: items, identify: { $0.id }, label: label, selection: selection))
    }

    /// Applies accessible moves to a list of `Hashable` items, each identified by its value
    /// (when several are equal, the first equal value moves).
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
    /// The list also provides the original package's (deprecated)
    /// `AccessibilityMoveController` as an environment object.
    ///
    /// - Parameters:
    ///   - items: The list's items.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    /// - Returns: A view that applies accessible moves.
    @MainActor
    public func accessibilityMoveableList<Item: Hashable>(
        _ items: Binding<[Item]>, label: KeyPath<Item, String>? = nil
    ) -> some View {
        modifier(AccessibilityMoveControllerModifier<Item>(identity: { AnyHashable($0) }))
            .modifier(AccessibilityMoveableListModifier(items: items, identify: { $0 }, label: label, selection: nil))
    }

    /// Applies accessible moves to a list of items that are both `Identifiable` and
    /// `Hashable`, identified by their `id` (as their rows are).
    ///
    /// The list also provides the original package's (deprecated)
    /// `AccessibilityMoveController` as an environment object.
    ///
    /// - Parameters:
    ///   - items: The list's items.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    ///   - selection: The list's selection, if it has one.
    /// - Returns: A view that applies accessible moves.
    @MainActor
    public func accessibilityMoveableList<Item: Identifiable & Hashable>(
        _ items: Binding<[Item]>, label: KeyPath<Item, String>? = nil, selection: Binding<Set<Item.ID>>? = nil
    ) -> some View {
        modifier(AccessibilityMoveControllerModifier<Item>(identity: { AnyHashable($0.id) }))
            .modifier(AccessibilityMoveableListModifier(items: items, identify: { $0.id }, label: label, selection: selection))
    }

    /// Applies accessible moves to any mutable, range-replaceable collection of identifiable
    /// elements, such as an `IdentifiedArray`, in place.
    ///
    /// - Parameters:
    ///   - items: The list's items.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    ///   - selection: The list's selection, if it has one.
    /// - Returns: A view that applies accessible moves.
    @MainActor
    public func accessibilityMoveableList<Items>(
        _ items: Binding<Items>, label: KeyPath<Items.Element, String>? = nil,
        selection: Binding<Set<Items.Element.ID>>? = nil
    ) -> some View where Items: MutableCollection & RangeReplaceableCollection, Items.Element: Identifiable {
        modifier(AccessibilityMoveableListModifier(items: items, identify: { $0.id }, label: label, selection: selection))
    }

    /// Applies accessible moves, and offers on every row an action per destination that
    /// moves the row's item to another list.
    ///
    /// ```swift
    /// .accessibilityMoveableList($birds, label: \.name, destinations: [
    ///     AccessibilityMoveDestination("Move to Favourites", announcement: "Moved to Favourites.", items: $favourites)
    /// ])
    /// ```
    ///
    /// - Parameters:
    ///   - items: The list's items.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    ///   - selection: The list's selection, if it has one.
    ///   - destinations: The other lists, in the order their actions appear.
    /// - Returns: A view that applies accessible moves and moves between lists.
    @MainActor
    public func accessibilityMoveableList<Items>(
        _ items: Binding<Items>, label: KeyPath<Items.Element, String>? = nil,
        selection: Binding<Set<Items.Element.ID>>? = nil, destinations: [AccessibilityMoveDestination<Items>]
    ) -> some View
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element: Identifiable, Items.Element.ID: Sendable {
        modifier(AccessibilityMoveableListModifier(items: items, label: label, selection: selection, destinations: destinations))
    }

    /// Replaces how the moves inside this view are announced, for example to add the
    /// position or to use the app's own wording.
    ///
    /// ```swift
    /// .accessibilityMoveAnnouncer(MoveAnnouncer(strings: .forLanguage("ja"), includesPosition: true))
    /// ```
    ///
    /// - Parameter announcer: Renders every announcement.
    /// - Returns: A view whose moveable lists use `announcer`.
    public func accessibilityMoveAnnouncer(_ announcer: MoveAnnouncer) -> some View {
        environment(\.accessibilityMoveAnnouncer, announcer)
    }

    /// Scrolls the moveable lists inside this view to an item before giving it focus, so an
    /// item moved far ("to top" in a long list) gets a row to focus even where rows are
    /// created lazily. The rows must be identified as the list identifies its items.
    ///
    /// - Parameter proxy: The proxy of the enclosing `ScrollViewReader`.
    /// - Returns: A view whose moveable lists scroll to moved items.
    public func accessibilityMoveScrolling(_ proxy: ScrollViewProxy) -> some View {
        environment(\.accessibilityMoveScrollProxy, proxy)
    }
}
#endif
