#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

extension View {
    /// Applies the moves of the rows inside this view marked `accessibilityMoveable(_:actions:)`
    /// to `items`, keeps focus on the moved item and announces each move.
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
    /// Each action goes to the list's session in the core, which finds the item by identity
    /// and moves it (``AccessibleMoves``); this modifier writes the result through the binding,
    /// registers the undo with the environment's `UndoManager` under the item's name ("Undo
    /// Move Robin"; none when nothing moved), gives the item's row focus and announces the
    /// move ("Moved up by 3. Above Robin. At top.") once focus has settled. An undo runs on the
    /// list as it is when the user undoes; when the list leaves the screen (`onDisappear`), its
    /// undo actions are removed, since they could do nothing once the list is gone. Works on
    /// any mutable, range-replaceable collection of `Identifiable` elements.
    /// <doc:HowItWorks> shows how to unit-test the same path.
    ///
    /// Each transfer adds an action to every row that moves the row's item to that other
    /// list ("Move to Favourites"), the way between two lists without dragging:
    ///
    /// ```swift
    /// .accessibilityMoveableList($birds, label: \.name, transfers: [
    ///     AccessibilityMoveTransfer("Move to Favourites", announcement: "Moved to Favourites.", items: $favourites)
    /// ])
    /// ```
    ///
    /// - Parameters:
    ///   - items: The list's items, identified by their `id`.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    ///   - selection: The list's selection, if any: acting on a selected row moves every
    ///     selected item together, keeping their order.
    ///   - transfers: Other lists the rows can send their item to (see
    ///     ``AccessibilityMoveTransfer``); none by default.
    /// - Returns: A view that applies accessible moves.
    @MainActor
    public func accessibilityMoveableList<Items>(
        _ items: Binding<Items>, label: KeyPath<Items.Element, String>? = nil,
        selection: Binding<Set<Items.Element.ID>>? = nil, transfers: [AccessibilityMoveTransfer<Items>] = []
    ) -> some View
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element: Identifiable, Items.Element.ID: Sendable {
        modifier(AccessibilityMoveListModifier(
            list: ItemsList(items, transfers: transfers.map(\.listTransfer)), identify: { $0.id }, label: label,
            selection: selection, transferNames: transfers.map(\.name)))
    }

    /// Accessible moves for a list of `Hashable` values, each identified by itself (when
    /// several are equal, the first of them moves). Also provides the original package's
    /// `AccessibilityMoveController` to the rows.
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
    ///   - items: The list's values, each its own identity.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    /// - Returns: A view that applies accessible moves.
    @MainActor
    public func accessibilityMoveableList<Item: Hashable>(
        _ items: Binding<[Item]>, label: KeyPath<Item, String>? = nil
    ) -> some View {
        modifier(AccessibilityMoveControllerModifier<Item>(identity: { AnyHashable($0) }))
            .modifier(AccessibilityMoveListModifier(list: ItemsList<[Item], Item>(items), identify: { $0 }, label: label))
    }

    /// Accessible moves for items that are `Identifiable` and `Hashable`, identified by their
    /// `id` as their rows are. Also provides the original package's `AccessibilityMoveController`.
    ///
    /// ```swift
    /// List(selection: $selected) {
    ///     ForEach(birds) { bird in
    ///         Text(bird.name).accessibilityMoveable(bird)
    ///     }
    /// }
    /// .accessibilityMoveableList($birds, label: \.name, selection: $selected)
    /// ```
    ///
    /// - Parameters:
    ///   - items: The list's items, identified by their `id`.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    ///   - selection: The list's selection, if any: acting on a selected row moves every
    ///     selected item together, keeping their order.
    /// - Returns: A view that applies accessible moves.
    @MainActor
    public func accessibilityMoveableList<Item: Identifiable & Hashable>(
        _ items: Binding<[Item]>, label: KeyPath<Item, String>? = nil, selection: Binding<Set<Item.ID>>? = nil
    ) -> some View {
        modifier(AccessibilityMoveControllerModifier<Item>(identity: { AnyHashable($0.id) }))
            .modifier(AccessibilityMoveListModifier(
                list: ItemsList<[Item], Item.ID>(items), identify: { $0.id }, label: label, selection: selection))
    }

    /// Replaces how the moves inside this view are announced.
    ///
    /// ```swift
    /// List { … }
    ///     .accessibilityMoveableList($birds, label: \.name)
    ///     .accessibilityMoveAnnouncer(MoveAnnouncer(strings: .forLanguage("ja"), includesPosition: true))
    /// ```
    ///
    /// Without it, a list speaks the language the app's user interface runs in (the first of
    /// the app's localizations the package has a table for), English when it has none.
    ///
    /// - Parameter announcer: The announcer of every moveable list inside this view.
    /// - Returns: A view whose moveable lists use `announcer`.
    public func accessibilityMoveAnnouncer(_ announcer: MoveAnnouncer) -> some View {
        environment(\.accessibilityMoveAnnouncer, announcer)
    }

    /// Scrolls the moveable lists inside this view to an item before giving it focus, so an
    /// item moved far in a lazy list gets a row to focus. Rows must be identified as the list
    /// identifies its items.
    ///
    /// ```swift
    /// ScrollViewReader { proxy in
    ///     List { … }
    ///         .accessibilityMoveableList($birds, label: \.name)
    ///         .accessibilityMoveScrolling(proxy)
    /// }
    /// ```
    ///
    /// - Parameter proxy: The proxy of the scroll view that shows the lists.
    /// - Returns: A view whose moveable lists scroll to an item before focusing it.
    public func accessibilityMoveScrolling(_ proxy: ScrollViewProxy) -> some View {
        environment(\.accessibilityMoveScrollProxy, proxy)
    }
}
#endif
