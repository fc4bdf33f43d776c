#if canImport(SwiftUI) && canImport(CoreTransferable)
import ILikeToMoveIt
import SwiftUI

/// One list of birds in the `Transferable` style (iOS 16): `draggable` and the package's
/// `dropDestination(for:into:movingFrom:)`, which places the drop where it landed, takes the
/// birds out of the list they came from and announces the drop to VoiceOver; and the same
/// accessible moves, including to the other list.
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
                .dropDestination(for: Bird.self, into: $birds, movingFrom: [$birds, $otherBirds], label: \.name)

                if birds.isEmpty {
                    Text("Drop birds here")
                        .foregroundColor(.secondary)
                        .dropDestination(for: Bird.self, into: $birds, movingFrom: [$otherBirds], label: \.name)
                }
            }
        }
        .accessibilityMoveableList($birds, label: \.name, transfers: [
            AccessibilityMoveTransfer(
                "Move to \(otherTitle)",
                announcement: "Moved to \(otherTitle).",
                items: $otherBirds)
        ])
    }
}
#endif
