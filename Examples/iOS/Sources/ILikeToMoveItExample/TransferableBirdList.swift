#if canImport(SwiftUI) && canImport(CoreTransferable)
import ILikeToMoveIt
import SwiftUI

/// One list of birds in the `Transferable` style (iOS 16): `draggable` and
/// `dropDestination`, with the package's drop planning deciding what a drop does, and the
/// same accessible moves, including to the other list.
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
                    place(dropped, at: .anchored(at: offset, in: birds))
                }

                if birds.isEmpty {
                    Text("Drop birds here")
                        .foregroundColor(.secondary)
                        .dropDestination(for: Bird.self) { dropped, _ in
                            place(dropped, at: .end)
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

    /// Moves the dropped birds here: those dragged from the other list leave it, those
    /// already here are not duplicated.
    private func place(_ dropped: [Bird], at target: DropTarget<Bird.ID>) {
        DropPlanner.move(dropped, from: &otherBirds, to: &birds, at: target)
    }
}
#endif
