#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// Undo and redo of accessible moves: every move registers its undo with the window's
/// `UndoManager` under a name ("Move Robin"), which the buttons show. An undo puts the bird
/// back where it was, wherever the list has it now, and is announced like a move. (SwiftUI's
/// own `onMove` registers no undo, so this list has none.)
@MainActor
struct UndoScreen: View {
    @State private var birds = Bird.flock

    var body: some View {
        List {
            Section {
                UndoButtons(showsActionNames: true)
            } header: {
                ScreenHint("Move a bird with VoiceOver, or with ⌥⌘ and an arrow key on a keyboard, then take the move back. ⌘Z, ⇧⌘Z and shaking the device do the same, under the same names.")
            }
            Section {
                ForEach(birds) { bird in
                    Text(bird.name)
                        .accessibilityMoveable(bird)
                }
            } header: {
                Text("Birds")
            }
        }
        .accessibilityMoveableList($birds, label: \.name)
    }
}

struct UndoScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { UndoScreen() }
    }
}
#endif
