#if canImport(SwiftUI)
import Combine
import SwiftUI
import ILikeToMoveItCore

/// Connects a sectioned list's binding to its coordinator: the same rows, environment and
/// events as a list, plus the sections' names and which section holds each item, so that a
/// row offers a move to each other section.
@MainActor
struct AccessibilityMoveableSectionsModifier<Sections, Items, ID: Hashable>: ViewModifier
where Sections: MutableCollection, Items: MutableCollection & RangeReplaceableCollection {
    typealias Coordinator = AccessibilityMoveSectionsCoordinator<Sections, Items, ID>

    let sections: Binding<Sections>
    let items: WritableKeyPath<Sections.Element, Items>
    let name: KeyPath<Sections.Element, String>
    let label: KeyPath<Items.Element, String>?
    let identify: (Items.Element) -> ID
    @StateObject private var coordinator: Coordinator
    private var environment = AccessibilityMoveEnvironment()

    init(
        sections: Binding<Sections>, items: WritableKeyPath<Sections.Element, Items>,
        name: KeyPath<Sections.Element, String>, label: KeyPath<Items.Element, String>?,
        identify: @escaping (Items.Element) -> ID
    ) {
        (self.sections, self.items, self.name, self.label, self.identify) = (sections, items, name, label, identify)
        _coordinator = StateObject(wrappedValue: Coordinator(identify: identify))
    }

    func body(content: Content) -> some View {
        let inputs = Coordinator.Inputs(
            sections: sections, items: items, name: name, settings: environment.settings(label: label))
        let identify = self.identify
        let sectionOf = sections.wrappedValue.sectionIndices(items: items) { AnyHashable(identify($0)) }
        // Rows are not draggable here: pointer reordering across sections is not offered yet.
        let setup = AccessibilityMoveRowSetup(
            shape: .list, transferNames: [], dragging: false,
            sections: AccessibilityMoveSectionSetup(names: sections.wrappedValue.map { $0[keyPath: name] }, sectionOf: sectionOf))
        return content
            .environment(\.accessibilityMoveList, coordinator)
            .environment(\.accessibilityMoveRowSetup, setup)
            .onReceive(coordinator.events) { [coordinator] event in coordinator.handle(event, with: inputs) }
            .onDisappear { [coordinator] in coordinator.stopAnnouncing() }
    }
}

/// Executes, for one sectioned list, what the core decides: asks `MoveLayout` for the
/// request of a row's move, performs it through ``AccessibleMoves`` on the binding's sections
/// in place, registers the step's inverse with the `UndoManager`, sends its focus to the row
/// it names and hands its text to the ``AnnouncementDriver``. It decides nothing.
@MainActor
final class AccessibilityMoveSectionsCoordinator<Sections, Items, ID: Hashable>: AccessibilityMoveListHandle
where Sections: MutableCollection, Items: MutableCollection & RangeReplaceableCollection {
    private var moves: AccessibleMoves<Items.Element, ID>

    init(identify: @escaping (Items.Element) -> ID) {
        moves = AccessibleMoves(identify: identify, label: nil, announcer: .default)
    }

    /// The list view's values in the update that received an event.
    struct Inputs {
        var sections: Binding<Sections>
        var items: WritableKeyPath<Sections.Element, Items>
        var name: KeyPath<Sections.Element, String>
        var settings: AccessibilityMoveSettings<Items.Element>
    }

    /// Performs a row's move with the list view's current values; drags are not offered.
    func handle(_ event: Event, with inputs: Inputs) {
        guard case let .move(move, id, then) = event else { return }
        answer(move, on: id, then: then) { move, id in
            MoveLayout.sectionRequest(for: move, on: id).flatMap { run($0, with: inputs) }
        }
    }

    /// Performs `request` on the sections, registers the inverse, focuses and announces;
    /// returns the identity it focuses.
    @discardableResult
    private func run(_ request: MoveRequest<ID>, with inputs: Inputs) -> ID? {
        moves.adopt(inputs.settings)
        let step = moves.perform(request, in: &inputs.sections.wrappedValue, items: inputs.items, name: inputs.name)
        return carryOut(step, settings: inputs.settings) { handle, inverse in
            (handle as? Self)?.run(inverse, with: inputs)
        }
    }
}
#endif
