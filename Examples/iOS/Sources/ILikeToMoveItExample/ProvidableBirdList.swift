#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// One list of birds in the `Providable` style (iOS 15): drag rows with `onDrag`, drop with
/// the package's `onInsert(of:into:movingFrom:)`, move with VoiceOver actions, including to
/// the other list.
struct ProvidableBirdList: View {
    let title: LocalizedStringKey
    @Binding var birds: [Bird]
    /// The other list: drops from it are moves, and rows offer "Move to <other list>".
    @Binding var otherBirds: [Bird]
    /// The other list's name, for the "Move to …" action and its announcement.
    let otherTitle: String

    var body: some View {
        ScrollViewReader { proxy in
            list
                .accessibilityMoveableList($birds, label: \.name, transfers: [
                    AccessibilityMoveTransfer(
                        "Move to \(otherTitle)",
                        announcement: "Moved to \(otherTitle).",
                        items: $otherBirds)
                ])
                // A bird moved far ("to bottom") is scrolled to before it takes focus.
                .accessibilityMoveScrolling(proxy)
        }
    }

    @MainActor private var list: some View {
        List {
            Section(title) {
                ForEach(birds) { bird in
                    Text(bird.name)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .contentShape(Rectangle())
                        .onDrag { bird.provider }
                        .accessibilityMoveable(bird, actions: [.up, .down, .up(5), .down(5), .toTop, .toBottom])
                }
                .onMove { birds.move(fromOffsets: $0, toOffset: $1) }
                .onDelete { birds.remove(atOffsets: $0) }
                .onInsert(of: Bird.self, into: $birds, movingFrom: [$otherBirds], label: \.name)

                if birds.isEmpty {
                    Text("Drop birds here")
                        .foregroundColor(.secondary)
                        .onDrop(of: Bird.self, into: $birds, movingFrom: [$otherBirds], label: \.name)
                }
            }
        }
    }
}
#endif
