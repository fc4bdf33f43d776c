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
#endif
