#if canImport(SwiftUI) && canImport(CoreTransferable)
import ILikeToMoveIt
import SwiftUI

/// One list of birds in the `Transferable` style (iOS 16): rows dragged with `draggable`,
/// drops placed by the package's `dropDestination(for:into:movingFrom:)` between rows and on
/// the last row, VoiceOver moves including to the other list. The same list as
/// `ProvidableBirdList`, line for line.
@available(iOS 16, macOS 13, *)
@MainActor
struct TransferableBirdList: View {
    let list: BirdList
    @Binding var birds: [Bird]
    /// The other list: drops from it are moves, and rows offer "Move to" it.
    @Binding var otherBirds: [Bird]
    /// Told what each drop did.
    let onDrop: (DropSummary) -> Void

    @State private var isTargeted = false

    var body: some View {
        List {
            Section {
                ForEach(birds) { bird in
                    Text(bird.name)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .contentShape(Rectangle())
                        .draggable(bird)
                        .accessibilityMoveable(bird)
                }
                .onMove { birds.move(fromOffsets: $0, toOffset: $1) }
                .dropDestination(for: Bird.self, into: $birds, movingFrom: [$birds, $otherBirds], label: \.name) {
                    onDrop(DropSummary($0))
                }
                DropZone(isTargeted: isTargeted) {
                    Text("Drop here")
                }
                .dropDestination(for: Bird.self, into: $birds, movingFrom: [$birds, $otherBirds], label: \.name,
                                 isTargeted: { isTargeted = $0 }) {
                    onDrop(DropSummary($0))
                }
            } header: {
                list.title
            }
        }
        .accessibilityMoveableList($birds, label: \.name, transfers: [list.transfer(to: $otherBirds)])
    }
}
#endif
