#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// One list of birds in the `Providable` style (iOS 15): rows dragged with `onDrag`, drops
/// placed by the package's `onInsert(of:into:movingFrom:)` between rows and
/// `onDrop(of:into:movingFrom:)` on the last row, VoiceOver moves including to the other list.
/// `TransferableBirdList` is the same list in the `Transferable` style.
@MainActor
struct ProvidableBirdList: View {
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
                        .onDrag { bird.provider }
                        .accessibilityMoveable(bird)
                }
                .onMove { birds.move(fromOffsets: $0, toOffset: $1) }
                .onInsert(of: Bird.self, into: $birds, movingFrom: [$birds, $otherBirds], label: \.name) {
                    onDrop(DropSummary($0))
                }
                DropZone(isTargeted: isTargeted) {
                    Text("Drop here")
                }
                .onDrop(of: Bird.self, into: $birds, movingFrom: [$birds, $otherBirds], label: \.name,
                        isTargeted: $isTargeted) {
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
