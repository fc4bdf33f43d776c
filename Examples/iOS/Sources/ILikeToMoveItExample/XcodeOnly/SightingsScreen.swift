// Built by Xcode only (see Sighting.swift beside it).
#if canImport(SwiftUI) && canImport(SwiftData)
import ILikeToMoveIt
import SwiftData
import SwiftUI

/// A SwiftData list: sightings read with `@Query`, sorted by their `order`. There is no
/// binding to write through, so the list hands each move to `move`, which gives the moved
/// sightings new sort keys (`sortKeyUpdates(movingOffsets:toOffset:)`); SwiftData saves them.
@available(iOS 17, macOS 14, *)
@MainActor
struct SightingsScreen: View {
    var body: some View {
        // A store of its own, in memory, so the screen starts the same each time.
        SightingList()
            .modelContainer(for: Sighting.self, inMemory: true)
    }
}

@available(iOS 17, macOS 14, *)
@MainActor
private struct SightingList: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Sighting.order) private var sightings: [Sighting]

    var body: some View {
        List {
            Section {
                ForEach(sightings) { sighting in
                    Text(sighting.birdName)
                        .accessibilityMoveable(sighting)
                }
                .onMove { move($0, $1) }
                .onDelete { delete($0) }
            } header: {
                ScreenHint("Each sighting stores its place as a number. A move gives the sightings it passes new numbers; nothing else is written.")
            }
        }
        // The same `move` as onMove's, so dragging and the accessible moves write keys alike.
        .accessibilityMoveableList(sightings, id: \.id, label: \.birdName) { move($0, $1) }
        .toolbar {
            #if os(iOS)
            ToolbarItem(placement: .primaryAction) { EditButton() }
            #endif
            ToolbarItemGroup(placement: .undoButtons) { UndoButtons() }
        }
        .task { addSamplesIfEmpty() }
    }

    /// Gives the sightings that move new sort keys. Reads the order from the keys rather than
    /// from `sightings`, which `@Query` refreshes only after the update: a second move, or an
    /// undo, can come before it.
    private func move(_ source: IndexSet, _ destination: Int) {
        let ordered = sightings.sorted { $0.order < $1.order }
        for (offset, key) in ordered.map(\.order).sortKeyUpdates(movingOffsets: source, toOffset: destination) {
            ordered[offset].order = key
        }
    }

    private func delete(_ offsets: IndexSet) {
        for offset in offsets {
            context.delete(sightings[offset])
        }
    }

    private func addSamplesIfEmpty() {
        guard sightings.isEmpty else { return }
        for (order, bird) in Bird.flock.enumerated() {
            context.insert(Sighting(birdName: bird.name, order: order))
        }
    }
}

@available(iOS 17, macOS 14, *)
struct SightingsScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { SightingsScreen() }
    }
}
#endif
