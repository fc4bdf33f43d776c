#if canImport(SwiftUI) && canImport(CoreTransferable)
import ILikeToMoveIt
import SwiftUI

/// One list of birds in the `Transferable` style (iOS 16): `draggable` and
/// `dropDestination`, and the same accessible moves, including to the other list.
@available(iOS 16, macOS 13, *)
struct TransferableBirdList: View {
    let title: LocalizedStringKey
    @Binding var birds: [Bird]
    @Binding var otherBirds: [Bird]
    /// The other list's name, for the "Move to …" action and its announcement.
    let otherTitle: String

    var body: some View {
        List {
            Section(title) {
                ForEach(birds) { bird in
                    Text(bird.name)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .draggable(bird)
                        .accessibilityMoveable(bird)
                }
                .onMove { birds.move(fromOffsets: $0, toOffset: $1) }
                .dropDestination(for: Bird.self) { dropped, offset in
                    place(dropped, at: offset)
                }

                if birds.isEmpty {
                    Text("Drop birds here")
                        .foregroundColor(.secondary)
                        .dropDestination(for: Bird.self) { dropped, _ in
                            place(dropped, at: birds.count)
                            return true
                        }
                }
            }
        }
        .accessibilityMoveableList($birds, label: \.name, destinations: [
            AccessibilityMoveDestination(
                name: Text("Move to \(otherTitle)"),
                announcement: "Moved to \(otherTitle).",
                items: $otherBirds)
        ])
    }

    /// Moves the dropped birds here, at `offset` in the list as it is now (`Transferable`
    /// hands over decoded items, so the offset cannot go stale): those dragged from the
    /// other list leave it, and a bird already here moves rather than being duplicated.
    private func place(_ dropped: [Bird], at offset: Int) {
        var seen: Set<Bird.ID> = []
        let arriving = dropped.filter { seen.insert($0.id).inserted }
        otherBirds.removeAll { seen.contains($0.id) }
        let before = birds.prefix(max(0, min(offset, birds.count))).filter { !seen.contains($0.id) }.count
        birds.removeAll { seen.contains($0.id) }
        birds.insert(contentsOf: arriving, at: before)
    }
}
#endif
