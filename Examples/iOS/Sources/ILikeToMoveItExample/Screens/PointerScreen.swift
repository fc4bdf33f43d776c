#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// Reordering outside `List`, where SwiftUI's `onMove` does not exist: a `VStack` of tiles
/// that a finger, a pointer or a trackpad reorders by dragging (`accessibilityMoveDragging()`),
/// with the same VoiceOver actions, announcements and undo as a list. Each tile has a drag
/// handle (`accessibilityMoveHandle()`), and the scroll view scrolls while a tile is held
/// near its edge.
@MainActor
struct PointerScreen: View {
    @State private var birds = Bird.flock

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    ScreenHint("Touch and hold a bird's handle, or click it with a pointer, and drag it up or down: the others make room as it passes, and the list scrolls while you hold it near the top or bottom. Let go on a bird or between two to move it there; anywhere else puts it back.")
                    VStack(spacing: 8) {
                        ForEach(birds) { bird in
                            HStack {
                                BirdTile(bird: bird)
                                Image(systemName: "line.3.horizontal")
                                    .padding(8)
                                    .accessibilityMoveHandle()
                            }
                            .accessibilityMoveable(bird)
                        }
                    }
                    .accessibilityMoveableList($birds, label: \.name)
                }
                .padding()
            }
            .accessibilityMoveDragging()
            .accessibilityMoveScrolling(proxy)
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
