#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// A list kept in a model rather than in a binding: the store owns the order, and the list
/// hands it each move in `onMove`'s shape with
/// `accessibilityMoveableList(_:id:label:selection:perform:)`.
///
/// On iOS 17 the store is an `@Observable` class (`Models/ChoreStore.swift`); before, an
/// `ObservableObject` (`Models/ChoreStoreObject.swift`). Both show the same `ChoreList`.
@MainActor
struct ModelListScreen: View {
    var body: some View {
        // The @Observable store needs the Observation module, which an SDK older than iOS 17
        // (the iOS 16.5 one CI builds with) does not have; the macOS build leaves it out (see
        // Models/ChoreStore.swift).
        #if canImport(Observation) && !os(macOS)
        if #available(iOS 17, macOS 14, *) {
            ObservableChoresScreen()
        } else {
            ChoreStoreObjectScreen()
        }
        #else
        ChoreStoreObjectScreen()
        #endif
    }
}

/// The chores of a `ChoreStoreObject` (iOS 15 and 16).
@MainActor
struct ChoreStoreObjectScreen: View {
    @StateObject private var store = ChoreStoreObject()
    @State private var selection: Set<Chore.ID> = []

    var body: some View {
        ChoreList(chores: store.chores, selection: $selection) { source, destination in
            store.move(fromOffsets: source, toOffset: destination)
        }
    }
}

/// Chores in the order a store keeps them. Dragging in edit mode (`onMove`) and the
/// accessible moves call the same `move`, so both change the store the same way.
@MainActor
struct ChoreList: View {
    /// The chores in the store's order; only read.
    let chores: [Chore]
    @Binding var selection: Set<Chore.ID>
    /// Applies a move to the store: the offsets that move and where they go, counted before
    /// the move. Called once per move; a second move can come before the view updates,
    /// counted in the order the previous call left, which the store already has.
    let move: (IndexSet, Int) -> Void

    var body: some View {
        List(selection: $selection) {
            Section {
                ForEach(chores) { chore in
                    Text(chore.title)
                        .accessibilityMoveable(chore)
                }
                .onMove(perform: move)
            } header: {
                ScreenHint("The store keeps the chores in order; the list only hands it each move, as onMove does. Tap Edit to select several chores and move them together.")
            }
        }
        .accessibilityMoveableList(chores, id: \.id, label: \.title, selection: $selection, perform: move)
        .toolbar {
            #if os(iOS)
            ToolbarItem(placement: .primaryAction) { EditButton() }
            #endif
            ToolbarItemGroup(placement: .undoButtons) { UndoButtons() }
        }
    }
}

struct ModelListScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { ModelListScreen() }
    }
}
#endif
