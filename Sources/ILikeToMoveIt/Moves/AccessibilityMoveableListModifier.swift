#if canImport(SwiftUI)
import Combine
import SwiftUI
import ILikeToMoveItCore

/// Connects a list's binding to its coordinator and hands rows their context, built in
/// `body` from the values the view has now (nothing is stored during the update): each
/// action hands a request to the coordinator with the bindings it captured, so it reads the
/// list as it is when it runs.
@MainActor
struct AccessibilityMoveableListModifier<Items, ID: Hashable>: ViewModifier
where Items: MutableCollection & RangeReplaceableCollection {
    typealias Coordinator = AccessibilityMoveListCoordinator<Items, ID>

    /// Another list, and the request that transfers an item to it.
    struct Destination {
        var name: Text
        var items: Binding<Items>
        var request: @MainActor (ID) -> MoveRequest<ID>
    }

    let items: Binding<Items>
    let label: KeyPath<Items.Element, String>?
    let selection: Binding<Set<ID>>?
    let destinations: [Destination]
    /// The grid's columns or rows, when the items are laid out in a grid.
    let grid: AccessibilityMoveGridLines?
    @StateObject private var coordinator: Coordinator
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.undoManager) private var undoManager
    @Environment(\.locale) private var locale
    @Environment(\.accessibilityMoveAnnouncer) private var announcer
    @Environment(\.accessibilityMoveScrollProxy) private var scrollProxy
    @Environment(\.accessibilityMoveDragging) private var dragging

    init(
        items: Binding<Items>, identify: @escaping (Items.Element) -> ID, label: KeyPath<Items.Element, String>?,
        selection: Binding<Set<ID>>?, destinations: [Destination] = [], grid: AccessibilityMoveGridLines? = nil
    ) {
        (self.items, self.label, self.selection, self.destinations, self.grid) = (items, label, selection, destinations, grid)
        _coordinator = StateObject(wrappedValue: Coordinator(identify: identify))
    }

    func body(content: Content) -> some View {
        let settings = Coordinator.Settings(
            label: label, announcer: announcer ?? MoveAnnouncer(strings: .forLocale(locale)),
            undoManager: undoManager, scrollProxy: scrollProxy)
        let layout = grid?.layout(layoutDirection)
        let context = AccessibilityMoveListContext(
            perform: { [coordinator, items, selection, destinations] move, id in
                guard let id = id.base as? ID else { return nil }
                switch move {
                case let .list(action):
                    let request = MoveRequest.row(id, action, selection: selection?.wrappedValue ?? [])
                    return coordinator.run(request, on: items, other: nil, settings: settings).map(AnyHashable.init)
                case let .grid(action):
                    guard let layout else { return nil }
                    return coordinator.run(action, on: id, in: layout, items: items, settings: settings).map(AnyHashable.init)
                case let .destination(index):
                    guard destinations.indices.contains(index) else { return nil }
                    let destination = destinations[index]
                    return coordinator.run(destination.request(id), on: items, other: destination.items, settings: settings)
                        .map(AnyHashable.init)
                }
            },
            claimFocus: { [coordinator] id in coordinator.claimFocus(for: id) },
            gridActions: layout == nil ? [] : GridMoveAction.standard,
            keyLayout: layout.map(ReorderLayout.grid) ?? .vertical,
            destinationNames: destinations.map(\.name), focus: coordinator.focus,
            dragging: dragging ? coordinator.dragContext(items: items, layout: layout, settings: settings) : nil)
        return content.modifier(AccessibilityMoveDropGapsModifier(context: context.dragging))
            .environment(\.accessibilityMoveList, context).onDisappear { coordinator.stop() }
    }
}

extension AccessibilityMoveableListModifier where Items.Element: Identifiable, ID == Items.Element.ID, ID: Sendable {
    init(items: Binding<Items>, label: KeyPath<Items.Element, String>?, selection: Binding<Set<ID>>?,
         destinations: [AccessibilityMoveDestination<Items>]) {
        self.init(items: items, identify: { $0.id }, label: label, selection: selection, destinations: destinations.map { destination in
            Destination(name: destination.name, items: destination.items) { id in
                .transfer(id, to: destination.placement, in: destination.items.wrappedValue,
                          identifiedBy: \.id, announcement: destination.announcement)
            }
        })
    }
}

/// Executes, for one list, the steps the core's ``AccessibleMoves`` returns: performs the
/// request on the binding in place, registers the step's inverse with the `UndoManager`,
/// publishes the focus and hands the text to the ``AnnouncementDriver``. It decides nothing.
@MainActor
final class AccessibilityMoveListCoordinator<Items, ID: Hashable>: ObservableObject
where Items: MutableCollection & RangeReplaceableCollection {
    /// The item that should take focus, until its row claims it.
    @Published private(set) var focus: MoveFocusTracker<AnyHashable>.Request?
    private var moves: AccessibleMoves<Items.Element, ID>
    private var tracker = MoveFocusTracker<AnyHashable>()
    private let announcements = AnnouncementDriver.platform()
    /// Reads an item's identity.
    let identify: (Items.Element) -> ID
    /// The pointer drag under way, if any.
    var reorder = PointerReorder<ID>()

    init(identify: @escaping (Items.Element) -> ID) {
        self.identify = identify
        moves = AccessibleMoves(identify: identify, label: nil, announcer: .default)
    }

    /// What the list view hands over with each request, read from its environment.
    struct Settings {
        var label: KeyPath<Items.Element, String>?
        var announcer: MoveAnnouncer
        var undoManager: UndoManager?
        var scrollProxy: ScrollViewProxy?
    }

    /// Performs `request` on `items` (and `other`, for transfers) and carries out the step;
    /// returns the identity it focuses.
    @discardableResult
    func run(_ request: MoveRequest<ID>, on items: Binding<Items>, other: Binding<Items>?, settings: Settings) -> ID? {
        carryOut(on: items, other: other, settings: settings) { moves in
            other.map { moves.perform(request, on: &items.wrappedValue, other: &$0.wrappedValue) }
                ?? moves.perform(request, on: &items.wrappedValue)
        }
    }

    /// Performs a grid cell's move on `items` and carries out the step.
    func run(_ action: GridMoveAction, on id: ID, in layout: GridMoveLayout, items: Binding<Items>, settings: Settings) -> ID? {
        carryOut(on: items, other: nil, settings: settings) { moves in
            moves.perform(.grid(id, action, in: layout), on: &items.wrappedValue)
        }
    }

    /// Performs the drop of a pointer drag (once the list is put back as it was before the
    /// drag) and carries out the step.
    func runDrop(_ id: ID, at offset: Int, in layout: GridMoveLayout?, items: Binding<Items>, settings: Settings) {
        carryOut(on: items, other: nil, settings: settings) { moves in
            moves.performDrop(id, at: offset, in: layout, on: &items.wrappedValue)
        }
    }

    /// Performs a step with the list's current label and announcer, registers its inverse,
    /// publishes its focus and announces it; returns the focus.
    @discardableResult
    private func carryOut(
        on items: Binding<Items>, other: Binding<Items>?, settings: Settings,
        _ perform: (inout AccessibleMoves<Items.Element, ID>) -> MoveStep<ID>
    ) -> ID? {
        (moves.label, moves.announcer) = (settings.label, settings.announcer)
        let step = perform(&moves)
        if let inverse = step.inverse {
            settings.undoManager?.registerUndo(withTarget: self) { coordinator in
                coordinator.run(inverse, on: items, other: other, settings: settings)
            }
        }
        if let id = step.focus {
            settings.scrollProxy?.scrollTo(id)
            focus = tracker.request(AnyHashable(id))
        }
        announcements.announce(step.text)
        return step.focus
    }

    /// A row asks whether to take focus now.
    func claimFocus(for id: AnyHashable) -> Bool {
        guard tracker.claim(for: id) else { return false }
        focus = nil
        return true
    }

    /// Drops pending announcements, for a list that leaves the screen.
    func stop() {
        announcements.cancel()
    }
}
#endif
