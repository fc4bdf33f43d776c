#if canImport(SwiftUI)
import Combine
import Foundation
import SwiftUI
import ILikeToMoveItCore

/// Connects a list the app reorders itself (a SwiftData `@Query`, a Core Data `@FetchRequest`,
/// a model's array) to its coordinator: the same rows, environment and events as a list with a
/// binding, but each move reaches the app through its `onMove`-shaped closure.
@MainActor
struct AccessibilityOnMoveListModifier<Items: RandomAccessCollection, ID: Hashable>: ViewModifier {
    typealias Coordinator = AccessibilityOnMoveListCoordinator<Items, ID>

    let items: Items
    let label: KeyPath<Items.Element, String>?
    let selection: Binding<Set<ID>>?
    /// The grid's columns or rows, when the items are laid out in a grid.
    let grid: AccessibilityMoveGridLines?
    let perform: (IndexSet, Int) -> Void
    @StateObject private var coordinator: Coordinator
    private var environment = AccessibilityMoveEnvironment()
    @Environment(\.layoutDirection) private var layoutDirection

    init(
        items: Items, identify: @escaping (Items.Element) -> ID, label: KeyPath<Items.Element, String>?,
        selection: Binding<Set<ID>>?, grid: AccessibilityMoveGridLines?, perform: @escaping (IndexSet, Int) -> Void
    ) {
        (self.items, self.label, self.selection, self.grid, self.perform) = (items, label, selection, grid, perform)
        _coordinator = StateObject(wrappedValue: Coordinator(identify: identify))
    }

    func body(content: Content) -> some View {
        let layout: MoveLayout = grid.map { .grid($0.layout(layoutDirection)) } ?? .list
        let inputs = Coordinator.Inputs(
            items: items, selection: selection?.wrappedValue ?? [], layout: layout, perform: perform,
            settings: environment.settings(label: label))
        // Rows are not draggable here: a pointer reorder shows each step live, which a list
        // the app reorders itself cannot do before the app has applied it.
        let setup = AccessibilityMoveRowSetup(
            shape: grid == nil ? .list : layout.shape(itemCount: items.count), transferNames: [], dragging: false)
        return content
            .environment(\.accessibilityMoveList, coordinator)
            .environment(\.accessibilityMoveRowSetup, setup)
            .onReceive(coordinator.events) { [coordinator] event in coordinator.handle(event, with: inputs) }
            .onReceive(coordinator.undoRequests) { [coordinator] request in coordinator.run(request, with: inputs) }
            .onDisappear { [coordinator] in coordinator.stopAnnouncing() }
    }
}

/// Executes, for one list the app reorders itself, what the core decides: asks the list's
/// `MoveLayout` for the request of a row's move, has ``AccessibleMoves`` perform it on a copy
/// of the items, hands the app the moves in `onMove`'s shape that the core derived from the
/// step, registers the step's inverse with the `UndoManager`, sends the focus and hands the
/// text to the ``AnnouncementDriver``. It decides nothing.
///
/// Undo and redo go through ``undoRequests``, which the list view receives with the items of
/// its latest update (`onReceive`'s action is that update's), so an undo is performed on the
/// list as the app has it then, not on the items of the update that registered it. That the
/// action runs synchronously inside `send`, so the redo is registered while the undo runs, is
/// what `onReceive`'s subscription does today (field; not documented).
@MainActor
final class AccessibilityOnMoveListCoordinator<Items: RandomAccessCollection, ID: Hashable>: AccessibilityMoveListHandle {
    private var moves: AccessibleMoves<Items.Element, ID>
    /// Inverses to perform, sent by the `UndoManager`; the list view receives them.
    let undoRequests = PassthroughSubject<MoveRequest<ID>, Never>()

    init(identify: @escaping (Items.Element) -> ID) {
        moves = AccessibleMoves(identify: identify, label: nil, announcer: .default)
    }

    /// The list view's values in the update that received an event.
    struct Inputs {
        var items: Items
        var selection: Set<ID>
        var layout: MoveLayout
        var perform: (IndexSet, Int) -> Void
        var settings: AccessibilityMoveSettings<Items.Element>
    }

    /// Performs a row's move with the list view's current values; drags are not offered.
    func handle(_ event: Event, with inputs: Inputs) {
        guard case let .move(move, id, then) = event else { return }
        answer(move, on: id, then: then) { move, id in
            inputs.layout.request(for: move, on: id, selection: inputs.selection).flatMap { run($0, with: inputs) }
        }
    }

    /// Performs `request` on a copy of the items, hands the app its moves in order, registers
    /// the inverse, focuses and announces; returns the identity it focuses.
    @discardableResult
    func run(_ request: MoveRequest<ID>, with inputs: Inputs) -> ID? {
        moves.adopt(inputs.settings)
        let (step, offsetsMoves) = moves.performOffsets(request, reading: inputs.items)
        for move in offsetsMoves { inputs.perform(move.source, move.destination) }
        return carryOut(step, settings: inputs.settings) { handle, inverse in
            (handle as? Self)?.undoRequests.send(inverse)
        }
    }
}
#endif
