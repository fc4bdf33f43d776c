#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// Birds in a `LazyVGrid` of three columns: with VoiceOver, each bird offers move left,
/// right, up a row, down a row, to start and to end, announced in grid terms ("Moved right.
/// After Robin."); dragged with a finger or a pointer, a bird moves live as it crosses the
/// others, and dropping it is one move, announced and undone as the actions are.
@MainActor
struct GridScreen: View {
    @State private var birds = Bird.flock
    private let columns = 3

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ScreenHint("With VoiceOver, swipe up or down on a bird for its moves: left, right, up or down a row, to start, to end. Or drag a bird to another place.")
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 12), count: columns), spacing: 12) {
                    ForEach(birds) { bird in
                        BirdTile(bird: bird)
                            .accessibilityMoveable(bird)
                    }
                }
                // Left and right follow the layout direction: in Arabic or Hebrew, "Move
                // left" goes towards the end.
                .accessibilityMoveableGrid($birds, columns: columns, label: \.name)
                .accessibilityMoveDragging()
            }
            .padding()
        }
        .toolbar {
            ToolbarItemGroup(placement: .undoButtons) { UndoButtons() }
        }
    }
}

struct GridScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { GridScreen() }
    }
}
#endif
