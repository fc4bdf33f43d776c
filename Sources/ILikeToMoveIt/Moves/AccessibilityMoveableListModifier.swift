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

    init(
        items: Binding<Items>, identify: @escaping (Items.Element) -> ID, label: KeyPath<Items.Element, String>?,
        selection: Binding<Set<ID>>?, destinations: [Destination] = [], grid: AccessibilityMoveGridLines? = nil
    ) {
        (self.items, self.label, self.selection, self.destinations, self.grid) = (items, label, selection, destinations, grid)
        _coordinator = StateObject(wrappedValue: Coordinator(identify: identify))
    }

    func body(content: Content) -> some View {
        let run = { [coordinator, items, label, undoManager, scrollProxy, announcer = announcer ?? MoveAnnouncer(strings: .forLocale(locale))]
            (request: MoveRequest<ID>, other: Binding<Items>?) in
            coordinator.run(request, on: items, other: other, label: label, announcer: announcer,
                            undoManager: undoManager, scrollProxy: scrollProxy)
        }
        let context = AccessibilityMoveListContext(
            perform: { [selection] action, id in
                guard let id = id.base as? ID else { return nil }
                return run(.row(id, action, selection: selection?.wrappedValue ?? []), nil).map(AnyHashable.init)
            },
            transfer: { [destinations] id, index in
                guard let id = id.base as? ID, destinations.indices.contains(index) else { return }
                _ = run(destinations[index].request(id), destinations[index].items)
            },
            claimFocus: { [coordinator] id in coordinator.claimFocus(for: id) },
            gridActions: grid == nil ? [] : GridMoveAction.standard,
            performGrid: { [coordinator, items, label, undoManager, scrollProxy, layout = grid?.layout(layoutDirection),
                            announcer = announcer ?? MoveAnnouncer(strings: .forLocale(locale))] action, id in
                guard let layout, let id = id.base as? ID else { return nil }
                return coordinator.run(action, on: id, in: layout, items: items, label: label, announcer: announcer,
                                       undoManager: undoManager, scrollProxy: scrollProxy).map(AnyHashable.init)
            },
            keyLayout: grid.map { .grid($0.layout(layoutDirection)) } ?? .vertical,
            destinationNames: destinations.map(\.name), focus: coordinator.focus)
        return content.environment(\.accessibilityMoveList, context).onDisappear { coordinator.stop() }
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
    private let announcements = AnnouncementDriver()

    init(identify: @escaping (Items.Element) -> ID) {
        moves = AccessibleMoves(identify: identify, label: nil, announcer: .default)
    }

    /// Performs `request` on `items` (and `other`, for transfers) and carries out the step;
    /// returns the identity it focuses.
    @discardableResult
    func run(
        _ request: MoveRequest<ID>, on items: Binding<Items>, other: Binding<Items>?, label: KeyPath<Items.Element, String>?,
        announcer: MoveAnnouncer, undoManager: UndoManager?, scrollProxy: ScrollViewProxy?
    ) -> ID? {
        (moves.label, moves.announcer) = (label, announcer)
        let step = other.map { moves.perform(request, on: &items.wrappedValue, other: &$0.wrappedValue) }
            ?? moves.perform(request, on: &items.wrappedValue)
        return carryOut(step, on: items, other: other, label: label, announcer: announcer,
                        undoManager: undoManager, scrollProxy: scrollProxy)
    }

    /// Performs a grid cell's move on `items` and carries out the step.
    @discardableResult
    func run(
        _ action: GridMoveAction, on id: ID, in layout: GridMoveLayout, items: Binding<Items>,
        label: KeyPath<Items.Element, String>?, announcer: MoveAnnouncer, undoManager: UndoManager?,
        scrollProxy: ScrollViewProxy?
    ) -> ID? {
        (moves.label, moves.announcer) = (label, announcer)
        let step = moves.perform(action, on: id, in: layout, items: &items.wrappedValue)
        return carryOut(step, on: items, other: nil, label: label, announcer: announcer,
                        undoManager: undoManager, scrollProxy: scrollProxy)
    }

    /// Registers the step's inverse, publishes its focus and announces it; returns the focus.
    private func carryOut(
        _ step: MoveStep<ID>, on items: Binding<Items>, other: Binding<Items>?, label: KeyPath<Items.Element, String>?,
        announcer: MoveAnnouncer, undoManager: UndoManager?, scrollProxy: ScrollViewProxy?
    ) -> ID? {
        if let inverse = step.inverse {
            undoManager?.registerUndo(withTarget: self) { coordinator in
                coordinator.run(inverse, on: items, other: other, label: label, announcer: announcer,
                                undoManager: undoManager, scrollProxy: scrollProxy)
            }
        }
        if let id = step.focus {
            scrollProxy?.scrollTo(id)
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
