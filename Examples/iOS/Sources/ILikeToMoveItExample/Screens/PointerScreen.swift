#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// Reordering outside `List`, where SwiftUI's `onMove` does not exist: a `VStack` of tiles
/// that a finger, a pointer or a trackpad reorders by dragging (`accessibilityMoveDragging()`),
/// with the same VoiceOver actions, announcements and undo as a list.
@MainActor
struct PointerScreen: View {
    @State private var birds = Bird.flock

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ScreenHint("Touch and hold a bird, or click it with a pointer, and drag it up or down: the others make room as it passes. Let go on a bird or between two to move it there; anywhere else puts it back.")
                VStack(spacing: 8) {
                    ForEach(birds) { bird in
                        BirdTile(bird: bird)
                            .accessibilityMoveable(bird)
                    }
                }
                .accessibilityMoveableList($birds, label: \.name)
                .accessibilityMoveDragging()
            }
            .padding()
        }
        .toolbar {
            ToolbarItemGroup(placement: .undoButtons) { UndoButtons() }
        }
    }
}

struct PointerScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { PointerScreen() }
    }
}
#endif
