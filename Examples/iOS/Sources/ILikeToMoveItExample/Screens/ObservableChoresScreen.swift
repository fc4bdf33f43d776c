// Needs the Observation module of the iOS 17 SDK (see Models/ChoreStore.swift).
#if canImport(SwiftUI) && canImport(Observation) && !os(macOS)
import SwiftUI

/// The chores of a `ChoreStore` (`@Observable`, iOS 17): the store is the screen's `@State`,
/// and the list is the same `ChoreList` the `ObservableObject` store shows.
@available(iOS 17, macOS 14, *)
@MainActor
struct ObservableChoresScreen: View {
    @State private var store = ChoreStore()
    @State private var selection: Set<Chore.ID> = []

    var body: some View {
        ChoreList(chores: store.chores, selection: $selection) { source, destination in
            store.move(fromOffsets: source, toOffset: destination)
        }
    }
}

@available(iOS 17, macOS 14, *)
struct ObservableChoresScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { ObservableChoresScreen() }
    }
}
#endif
