#if canImport(SwiftUI)
import Foundation
import SwiftUI
import ILikeToMoveItCore

/// Accepts drops of the loader's types on a view, as the core's `DropLoads` decides: a drop
/// is accepted (`onDrop` returns `true`) only when the loader can read one of its providers,
/// by conformance; a refused drop loads nothing. Each accepted drop awaits the one loader and
/// hands the outcomes, in provider order, to `apply` once on the main actor. Loads still
/// running when the view disappears are cancelled and apply nothing.
struct ProvidableDropModifier<Value: Sendable>: ViewModifier {
    let contentTypes: [UTType]
    let isTargeted: Binding<Bool>?
    let loader: ItemLoader<Value>
    let apply: @MainActor ([Result<Value, ItemProviderError>]) -> Void
    @State private var loads = DropLoads()

    func body(content: Content) -> some View {
        content
            .onDrop(of: contentTypes, isTargeted: isTargeted) { providers in
                loads.start(providers.references, loader: loader, apply: apply) != nil
            }
            .onDisappear { loads.cancelAll() }
    }
}

extension Binding {
    /// Places a drop's loaded items in this list and writes back this list and `sources`
    /// (the lists an item's original leaves, for a move; none for a copy): the core's
    /// `DropPlanner.place(_:into:at:movingFrom:)` over list handles decides and writes,
    /// sources first and this list last, each from a fresh read, so a source that is this
    /// list (a drop within it) or a source listed twice loses nothing.
    @MainActor
    func place<Item: Identifiable>(
        _ results: [Result<Item, ItemProviderError>], at target: DropTarget<Item.ID>, movingFrom sources: [Binding<[Item]>]
    ) -> DropOutcome<Item.ID> where Value == [Item] {
        DropPlanner.place(results, into: ListHandle(self), at: target, movingFrom: sources.map { ListHandle($0) })
    }
}

extension ListHandle {
    /// The list behind a binding, read and written through its `wrappedValue`.
    init(_ binding: Binding<[Item]>) {
        self.init(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
    }
}
#endif
