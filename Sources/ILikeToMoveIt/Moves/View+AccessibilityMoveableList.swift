#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

extension View {
    /// Applies the moves of the rows inside this view marked with
    /// ``accessibilityMoveable(_:actions:)`` to `items`, keeps focus on the moved item and
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
    /// The core's `MoveController` decides every move: it finds the item by identity in the
    /// list as it is when the action runs, so two quick moves of one item both apply to it
    /// and never to its neighbour. The new order is written to the binding in place (only
    /// the elements between the old and new place shift).
    ///
    /// The announcement (after moving up, "Above <the item now below>"; after moving down,
    /// "Below <the item now above>"; "At top."/"At bottom." at an edge) is posted after
    /// focus has settled, queued behind current speech, and posted again if VoiceOver
    /// reports it was not spoken; a newer move replaces a pending announcement. The
    /// environment's `UndoManager` records every move, so undo and redo work (for example
    /// with three-finger swipes or the Edit menu). Announcements use the environment's
    /// locale; replace them with ``accessibilityMoveAnnouncer(_:)``.
    ///
    /// - Parameters:
    ///   - items: The list's items.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    ///   - selection: The list's selection, if it has one: an action on a selected row moves
    ///     every selected item together, keeping their order.
    /// - Returns: A view that applies accessible moves.
    @MainActor
    public func accessibilityMoveableList<Item: Identifiable>(
        _ items: Binding<[Item]>,
        label: KeyPath<Item, String>? = nil,
        selection: Binding<Set<Item.ID>>? = nil
    ) -> some View {
        modifier(AccessibilityMoveableListModifier(items: items, label: label, selection: selection, destinations: []))
    }

    /// Applies accessible moves to any mutable, range-replaceable collection of identifiable
    /// elements, such as an `IdentifiedArray`.
    ///
    /// The same as ``accessibilityMoveableList(_:label:selection:)`` for arrays; moves are applied to
    /// the collection in place.
    ///
    /// - Parameters:
    ///   - items: The list's items.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    ///   - selection: The list's selection, if it has one: an action on a selected row moves
    ///     every selected item together.
    /// - Returns: A view that applies accessible moves.
    @MainActor
    public func accessibilityMoveableList<Items>(
        _ items: Binding<Items>,
        label: KeyPath<Items.Element, String>? = nil,
        selection: Binding<Set<Items.Element.ID>>? = nil
    ) -> some View where Items: MutableCollection & RangeReplaceableCollection, Items.Element: Identifiable {
        modifier(AccessibilityMoveableListModifier(items: items, label: label, selection: selection, destinations: []))
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
    ///   - selection: The list's selection, if it has one: an action on a selected row moves
    ///     every selected item together.
    ///   - destinations: The other lists, in the order their actions appear.
    /// - Returns: A view that applies accessible moves and moves between lists.
    @MainActor
    public func accessibilityMoveableList<Items>(
        _ items: Binding<Items>,
        label: KeyPath<Items.Element, String>? = nil,
        selection: Binding<Set<Items.Element.ID>>? = nil,
        destinations: [AccessibilityMoveDestination<Items>]
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
}

extension View {
    /// Scrolls the moveable lists inside this view to an item before giving it focus, so an
    /// item moved far ("to top" in a long list) gets a row to focus even where rows are
    /// created lazily.
    ///
    /// ```swift
    /// ScrollViewReader { proxy in
    ///     List {
    ///         ForEach(birds) { bird in
    ///             Text(bird.name).accessibilityMoveable(bird)
    ///         }
    ///     }
    ///     .accessibilityMoveableList($birds, label: \.name)
    ///     .accessibilityMoveScrolling(proxy)
    /// }
    /// ```
    ///
    /// The rows must be identified by their items' `id` (as `ForEach(birds)` does).
    ///
    /// - Parameter proxy: The proxy of the enclosing `ScrollViewReader`.
    /// - Returns: A view whose moveable lists scroll to moved items.
    public func accessibilityMoveScrolling(_ proxy: ScrollViewProxy) -> some View {
        environment(\.accessibilityMoveScrollProxy, proxy)
    }
}

private struct AccessibilityMoveScrollProxyKey: EnvironmentKey {
    static var defaultValue: ScrollViewProxy? { nil }
}

private struct AccessibilityMoveAnnouncerKey: EnvironmentKey {
    static var defaultValue: MoveAnnouncer? { nil }
}

extension EnvironmentValues {
    /// The proxy set with `accessibilityMoveScrolling(_:)`, if any.
    var accessibilityMoveScrollProxy: ScrollViewProxy? {
        get { self[AccessibilityMoveScrollProxyKey.self] }
        set { self[AccessibilityMoveScrollProxyKey.self] = newValue }
    }

    /// The announcer set with `accessibilityMoveAnnouncer(_:)`; `nil` for the locale's.
    var accessibilityMoveAnnouncer: MoveAnnouncer? {
        get { self[AccessibilityMoveAnnouncerKey.self] }
        set { self[AccessibilityMoveAnnouncerKey.self] = newValue }
    }
}

/// Connects the list's binding to its coordinator and hands rows their context.
@MainActor
struct AccessibilityMoveableListModifier<Items>: ViewModifier
where Items: MutableCollection & RangeReplaceableCollection, Items.Element: Identifiable {
    typealias Coordinator = AccessibilityMoveListCoordinator<Items>

    let items: Binding<Items>
    let label: KeyPath<Items.Element, String>?
    let selection: Binding<Set<Items.Element.ID>>?
    let destinations: [Coordinator.Destination]

    @StateObject private var coordinator = Coordinator()
    @Environment(\.undoManager) private var undoManager
    @Environment(\.locale) private var locale
    @Environment(\.accessibilityMoveAnnouncer) private var announcer
    @Environment(\.accessibilityMoveScrollProxy) private var scrollProxy

    init(
        items: Binding<Items>, label: KeyPath<Items.Element, String>?,
        selection: Binding<Set<Items.Element.ID>>?, destinations: [Coordinator.Destination]
    ) {
        self.items = items
        self.label = label
        self.selection = selection
        self.destinations = destinations
    }

    func body(content: Content) -> some View {
        // Storing the connection changes nothing the view reads, so it triggers no update.
        coordinator.connection = Coordinator.Connection(
            items: items,
            label: label,
            selection: selection,
            announcer: announcer ?? MoveAnnouncer(strings: .forLocale(locale)),
            undoManager: undoManager,
            scrollProxy: scrollProxy,
            destinations: destinations)
        return content
            .environment(\.accessibilityMoveList, coordinator)
            .environment(\.accessibilityMoveFocus, coordinator.focusRequest)
            .environment(\.accessibilityMoveDestinationNames, destinations.map(\.name))
            .onDisappear { coordinator.stop() }
    }
}

extension AccessibilityMoveableListModifier where Items.Element.ID: Sendable {
    init(
        items: Binding<Items>, label: KeyPath<Items.Element, String>?,
        selection: Binding<Set<Items.Element.ID>>?, destinations: [AccessibilityMoveDestination<Items>]
    ) {
        self.init(items: items, label: label, selection: selection, destinations: destinations.map { destination in
            Coordinator.Destination(name: destination.name) { coordinator, id in
                coordinator.transfer(id, to: destination)
            }
        })
    }
}
#endif
