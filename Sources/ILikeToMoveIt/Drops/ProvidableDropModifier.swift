#if canImport(SwiftUI)
import Foundation
import SwiftUI
import ILikeToMoveItCore

/// Accepts drops of the loader's types on a view, as the core's `DropLoads` decides: a drop
/// is accepted (`onDrop` returns `true`) only when the loader can read one of its providers,
/// by conformance; a refused drop loads nothing. Each accepted drop awaits the one loader and
/// hands the outcomes, in provider order, to `apply` once on the main actor. Loads still
/// running when the view goes away (its state object, which holds the loads, is released) are
/// cancelled and apply nothing.
struct ProvidableDropModifier<Value: Sendable>: ViewModifier {
    let contentTypes: [UTType]
    let isTargeted: Binding<Bool>?
    let loader: ItemLoader<Value>
    let apply: @MainActor ([Result<Value, ItemProviderError>]) -> Void
    @StateObject private var state = DropDestinationState()

    func body(content: Content) -> some View {
        content
            .onDrop(of: contentTypes, isTargeted: isTargeted) { providers in
                state.loads.start(providers.references, loader: loader, apply: apply) != nil
            }
    }
}
#endif
