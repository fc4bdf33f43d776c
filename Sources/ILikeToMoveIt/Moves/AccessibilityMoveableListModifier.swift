#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

/// Connects a list's binding to its coordinator and hands rows their context.
///
/// The context is built in `body` from the values the view has now; nothing is stored
/// during the update. Each action hands a request to the coordinator with the bindings it
/// captured, so it reads the list as it is when the action runs.
@MainActor
struct AccessibilityMoveableListModifier<Items, ID: Hashable>: ViewModifier
where Items: MutableCollection & RangeReplaceableCollection {
    typealias Coordinator = AccessibilityMoveListCoordinator<Items, ID>

    /// Another list, and how to ask for a transfer to it.
    struct Destination {
        var name: Text
        var items: Binding<Items>
        var request: @MainActor (ID) -> MoveRequest<ID>
    }

    let items: Binding<Items>
    let label: KeyPath<Items.Element, String>?
    let selection: Binding<Set<ID>>?
    let destinations: [Destination]

    @StateObject private var coordinator: Coordinator
    @Environment(\.undoManager) private var undoManager
    @Environment(\.locale) private var locale
    @Environment(\.accessibilityMoveAnnouncer) private var announcer
    @Environment(\.accessibilityMoveScrollProxy) private var scrollProxy

    init(
        items: Binding<Items>, identify: @escaping (Items.Element) -> ID, label: KeyPath<Items.Element, String>?,
        selection: Binding<Set<ID>>?, destinations: [Destination] = []
    ) {
        self.items = items
        self.label = label
        self.selection = selection
        self.destinations = destinations
        _coordinator = StateObject(wrappedValue: Coordinator(identify: identify))
    }

    func body(content: Content) -> some View {
        let settings = Coordinator.Settings(
            label: label, announcer: announcer ?? MoveAnnouncer(strings: .forLocale(locale)),
            undoManager: undoManager, scrollProxy: scrollProxy)
        let context = AccessibilityMoveListContext(
            perform: { [coordinator, items, selection] action, id in
                guard let id = id.base as? ID else { return nil }
                let request = MoveRequest.row(id, action, selection: selection?.wrappedValue ?? [])
                return coordinator.run(request, on: items, other: nil, settings: settings).map(AnyHashable.init)
            },
            transfer: { [coordinator, items, destinations] id, index in
                guard let id = id.base as? ID, destinations.indices.contains(index) else { return }
                let destination = destinations[index]
                coordinator.run(destination.request(id), on: items, other: destination.items, settings: settings)
            },
            claimFocus: { [coordinator] id in coordinator.claimFocus(for: id) },
            destinationNames: destinations.map(\.name),
            focus: coordinator.focus)
        return content
            .environment(\.accessibilityMoveList, context)
            .onDisappear { coordinator.stop() }
    }
}

extension AccessibilityMoveableListModifier where Items.Element: Identifiable, ID == Items.Element.ID, ID: Sendable {
    init(
        items: Binding<Items>, label: KeyPath<Items.Element, String>?, selection: Binding<Set<ID>>?,
        destinations: [AccessibilityMoveDestination<Items>]
    ) {
        self.init(items: items, identify: { $0.id }, label: label, selection: selection, destinations: destinations.map { destination in
            Destination(name: destination.name, items: destination.items) { id in
                .transfer(id, to: destination.placement, in: destination.items.wrappedValue,
                          identifiedBy: \.id, announcement: destination.announcement)
            }
        })
    }
}
#endif
