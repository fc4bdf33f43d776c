#if canImport(SwiftUI)
import Combine
import SwiftUI
import ILikeToMoveItCore

/// Connects a list's binding to its coordinator: puts the coordinator (one stable object) and
/// the rows' setup into the environment, and performs the rows' events with the values this
/// update has (`onReceive`'s action is the one of the latest update), so nothing is stored
/// while SwiftUI updates views.
@MainActor
struct AccessibilityMoveableListModifier<Items, ID: Hashable>: ViewModifier
where Items: MutableCollection & RangeReplaceableCollection {
    typealias Coordinator = AccessibilityMoveListCoordinator<Items, ID>

    /// Another list, and the request that transfers an item to it.
    struct Transfer {
        var name: Text
        var items: Binding<Items>
        var request: @MainActor (ID) -> MoveRequest<ID>
    }

    let items: Binding<Items>
    let label: KeyPath<Items.Element, String>?
    let selection: Binding<Set<ID>>?
    let transfers: [Transfer]
    /// The grid's columns or rows, when the items are laid out in a grid.
    let grid: AccessibilityMoveGridLines?
    @StateObject private var coordinator: Coordinator
    private var environment = AccessibilityMoveEnvironment()
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityMoveDragging) private var dragging

    init(
        items: Binding<Items>, identify: @escaping (Items.Element) -> ID, label: KeyPath<Items.Element, String>?,
        selection: Binding<Set<ID>>?, transfers: [Transfer] = [], grid: AccessibilityMoveGridLines? = nil
    ) {
        (self.items, self.label, self.selection, self.transfers, self.grid) = (items, label, selection, transfers, grid)
        _coordinator = StateObject(wrappedValue: Coordinator(identify: identify))
    }

    func body(content: Content) -> some View {
        let inputs = Coordinator.Inputs(
            items: items, selection: selection, layout: grid.map { .grid($0.layout(layoutDirection)) } ?? .list,
            transfers: transfers.map { ($0.items, $0.request) },
            settings: environment.settings(label: label))
        let setup = AccessibilityMoveRowSetup(
            shape: grid == nil ? .list : inputs.layout.shape(itemCount: items.wrappedValue.count),
            transferNames: transfers.map(\.name), dragging: dragging)
        return content
            .modifier(AccessibilityMoveDropGapsModifier(list: dragging ? coordinator : nil))
            .environment(\.accessibilityMoveList, coordinator)
            .environment(\.accessibilityMoveRowSetup, setup)
            .onReceive(coordinator.events) { [coordinator] event in coordinator.handle(event, with: inputs) }
            .onDisappear { [coordinator] in coordinator.stop(with: inputs) }
    }
}

extension AccessibilityMoveableListModifier where Items.Element: Identifiable, ID == Items.Element.ID, ID: Sendable {
    init(items: Binding<Items>, label: KeyPath<Items.Element, String>?, selection: Binding<Set<ID>>?,
         transfers: [AccessibilityMoveTransfer<Items>]) {
        self.init(items: items, identify: { $0.id }, label: label, selection: selection, transfers: transfers.map { transfer in
            Transfer(name: transfer.name, items: transfer.items) { id in
                .transfer(id, to: transfer.placement, in: transfer.items.wrappedValue,
                          identifiedBy: \.id, announcement: transfer.announcement)
            }
        })
    }
}

/// Executes, for one list, what the core decides: asks the list's `MoveLayout` for the
/// request of a row's move, performs it through ``AccessibleMoves`` on the binding in place,
/// registers the step's inverse with the `UndoManager`, sends its focus to the row it names
/// and hands its text to the ``AnnouncementDriver``; feeds pointer events to the core's
/// `PointerReorder` and applies its answers. It decides nothing.
@MainActor
final class AccessibilityMoveListCoordinator<Items, ID: Hashable>: AccessibilityMoveListHandle
where Items: MutableCollection & RangeReplaceableCollection {
    private var moves: AccessibleMoves<Items.Element, ID>
    /// Reads an item's identity.
    let identify: (Items.Element) -> ID
    /// The pointer drag under way, if any.
    private var reorder = PointerReorder<ID>()

    init(identify: @escaping (Items.Element) -> ID) {
        self.identify = identify
        moves = AccessibleMoves(identify: identify, label: nil, announcer: .default)
    }

    /// The list view's values in the update that received an event.
    struct Inputs {
        var items: Binding<Items>
        var selection: Binding<Set<ID>>?
        var layout: MoveLayout
        var transfers: [(items: Binding<Items>, request: @MainActor (ID) -> MoveRequest<ID>)]
        var settings: AccessibilityMoveSettings<Items.Element>
    }

    override var isDragging: Bool { reorder.isDragging }

    /// Performs a row's event with the list view's current values.
    func handle(_ event: Event, with inputs: Inputs) {
        let ids = { inputs.items.wrappedValue.lazy.map(self.identify) }
        switch event {
        case let .move(move, id, then):
            answer(move, on: id, then: then) { move, id in perform(move, on: id, with: inputs) }
        case let .beginDrag(id, ticket):
            let (drag, action) = reorder.begin(dragging: id.base as? ID, in: ids(), id: \.self)
            ticket.drag = AnyHashable(drag)
            apply(action, with: inputs)
        case let .endDrag(ticket):
            guard let drag = ticket.drag?.base as? PointerReorder<ID>.Drag else { return }
            apply(reorder.end(drag, in: ids(), id: \.self), with: inputs)
        case let .enter(id):
            guard let id = id.base as? ID else { return }
            apply(reorder.enter(id, in: ids(), id: \.self), with: inputs)
        case .drop:
            apply(reorder.drop(in: ids(), id: \.self), with: inputs)
        }
    }

    /// The list is going away: a dragged item goes back, pending announcements are dropped.
    func stop(with inputs: Inputs) {
        apply(reorder.stop(in: inputs.items.wrappedValue.lazy.map(identify), id: \.self), with: inputs)
        stopAnnouncing()
    }

    /// Performs a row's move: the request the layout makes of it, or the transfer's.
    private func perform(_ move: RowMove, on id: ID, with inputs: Inputs) -> ID? {
        if case let .transfer(index) = move {
            guard inputs.transfers.indices.contains(index) else { return nil }
            let transfer = inputs.transfers[index]
            return run(transfer.request(id), on: inputs.items, other: transfer.items, settings: inputs.settings)
        }
        guard let request = inputs.layout.request(for: move, on: id, selection: inputs.selection?.wrappedValue ?? []) else {
            return nil
        }
        return run(request, on: inputs.items, other: nil, settings: inputs.settings)
    }

    /// Applies what the pointer reordering answered: a live move shown at once, or the drop's
    /// step, taken for the move the list already shows (the list is not written again).
    private func apply(_ action: PointerReorder<ID>.Action?, with inputs: Inputs) {
        switch action {
        case nil:
            break
        case let .show(move)?:
            withAnimation { _ = inputs.items.wrappedValue.applyMove(move) }
        case let .commit(id, move)?:
            carryOut(on: inputs.items, other: nil, settings: inputs.settings) { moves in
                moves.commitDrop(id, move: move, in: inputs.layout, shownIn: inputs.items.wrappedValue)
            }
        }
    }

    /// Performs `request` on `items` (and `other`, for transfers) and carries out the step;
    /// returns the identity it focuses.
    @discardableResult
    private func run(_ request: MoveRequest<ID>, on items: Binding<Items>, other: Binding<Items>?, settings: AccessibilityMoveSettings<Items.Element>) -> ID? {
        carryOut(on: items, other: other, settings: settings) { moves in
            other.map { moves.perform(request, on: &items.wrappedValue, other: &$0.wrappedValue) }
                ?? moves.perform(request, on: &items.wrappedValue)
        }
    }

    /// Makes a step with the list's current label and announcer and carries it out; the
    /// undo performs its inverse on the same lists.
    @discardableResult
    private func carryOut(
        on items: Binding<Items>, other: Binding<Items>?, settings: AccessibilityMoveSettings<Items.Element>,
        _ perform: (inout AccessibleMoves<Items.Element, ID>) -> MoveStep<ID>
    ) -> ID? {
        moves.adopt(settings)
        return carryOut(perform(&moves), settings: settings) { handle, inverse in
            (handle as? Self)?.run(inverse, on: items, other: other, settings: settings)
        }
    }
}
#endif
