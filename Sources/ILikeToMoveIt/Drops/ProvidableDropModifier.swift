#if canImport(SwiftUI)
import Foundation
import SwiftUI
import ILikeToMoveItCore

/// Accepts drops of the loader's types on a view: each drop awaits the one loader and hands
/// the outcomes, in provider order, to `apply` once on the main actor. Loads still running
/// when the view disappears are cancelled and apply nothing.
struct ProvidableDropModifier<Value: Sendable>: ViewModifier {
    let contentTypes: [UTType]
    let isTargeted: Binding<Bool>?
    let loader: ItemLoader<Value>
    let apply: @MainActor ([Result<Value, ItemProviderError>]) -> Void
    @State private var loads = DropLoads()

    func body(content: Content) -> some View {
        content
            .onDrop(of: contentTypes, isTargeted: isTargeted) { providers in
                loads.start(providers.references, loader: loader, apply: apply)
                return true
            }
            .onDisappear { loads.cancelAll() }
    }
}

extension Binding {
    /// Places a drop's loaded items in this list once, as the core's `DropPlanner` decides
    /// against the lists as they are now, and writes back this list and `sources` (the lists
    /// an item's original leaves, for a move; none for a copy).
    @MainActor
    func place<Item: Identifiable>(
        _ results: [Result<Item, ItemProviderError>], at target: DropTarget<Item.ID>, movingFrom sources: [Binding<[Item]>]
    ) -> DropOutcome<Item.ID> where Value == [Item] {
        var list = wrappedValue
        var others = sources.map(\.wrappedValue)
        let outcome = DropPlanner.place(results, into: &list, at: target, movingFrom: &others)
        wrappedValue = list
        for (source, value) in zip(sources, others) { source.wrappedValue = value }
        return outcome
    }
}
#endif
