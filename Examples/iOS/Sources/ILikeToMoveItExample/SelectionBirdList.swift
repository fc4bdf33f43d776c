#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// Moving several birds at once: select them, then a move action on any selected bird moves
/// every selected bird, keeping their order; one undo takes the move back.
struct SelectionBirdList: View {
    @State private var birds = Bird.flock
    @State private var selection: Set<Bird.ID> = []
    #if os(iOS)
    @State private var editMode: EditMode = .inactive
    #endif

    var body: some View {
        VStack(spacing: 8) {
            HStack {
                #if os(iOS)
                Button(editMode.isEditing ? "Done" : "Select") {
                    editMode = editMode.isEditing ? .inactive : .active
                }
                #endif
                Spacer()
                UndoButtons()
            }
            .padding(.horizontal)
            Text("Select birds, then with VoiceOver use a move action on any selected bird: they all move together.")
                .font(.footnote)
                .multilineTextAlignment(.center)
                .padding(.horizontal)
            List(selection: $selection) {
                ForEach(birds) { bird in
                    Text(bird.name)
                        .accessibilityMoveable(bird, actions: [.up, .down, .up(3), .down(3), .toTop, .toBottom])
                }
                .onMove { birds.move(fromOffsets: $0, toOffset: $1) }
            }
            #if os(iOS)
            .environment(\.editMode, $editMode)
            #endif
            .accessibilityMoveableList($birds, label: \.name, selection: $selection)
        }
    }
}
#endif
