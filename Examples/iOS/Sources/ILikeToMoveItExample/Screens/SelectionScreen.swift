#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// Moving several birds at once: select them, then a move action on any selected bird moves
/// every selected bird, keeping their order; one undo takes the move back.
@MainActor
struct SelectionScreen: View {
    @State private var birds = Bird.flock
    @State private var selection: Set<Bird.ID> = []

    var body: some View {
        List(selection: $selection) {
            Section {
                ForEach(birds) { bird in
                    Text(bird.name)
                        .accessibilityMoveable(bird, actions: [.up, .down, .up(3), .down(3), .toTop, .toBottom])
                }
                .onMove { birds.move(fromOffsets: $0, toOffset: $1) }
            } header: {
                ScreenHint("Tap Edit and select a few birds. With VoiceOver, a move action on any selected bird moves them all, in their order, and one Undo takes it back.")
            } footer: {
                Text("\(selection.count) selected")
            }
        }
        .accessibilityMoveableList($birds, label: \.name, selection: $selection)
        .toolbar {
            #if os(iOS)
            ToolbarItem(placement: .primaryAction) { EditButton() }
            #endif
            ToolbarItemGroup(placement: .undoButtons) { UndoButtons() }
        }
    }
}

struct SelectionScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { SelectionScreen() }
    }
}
#endif
