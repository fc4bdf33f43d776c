#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// Accessible moves on a `List` whose rows come from a binding: each row offers move up,
/// down, up or down by 5, to top and to bottom as VoiceOver actions; the list applies the
/// move, keeps VoiceOver on the moved bird and announces what happened ("Moved up by 5.
/// Above Robin."). Edit mode drags and deletes rows as usual.
@MainActor
struct ListsScreen: View {
    @State private var birds = Bird.longFlock

    var body: some View {
        ScrollViewReader { proxy in
            List {
                Section {
                    ForEach(birds) { bird in
                        Text(bird.name)
                            .accessibilityMoveable(bird, actions: [.up, .down, .up(5), .down(5), .toTop, .toBottom])
                    }
                    .onMove { birds.move(fromOffsets: $0, toOffset: $1) }
                    .onDelete { birds.remove(atOffsets: $0) }
                } header: {
                    ScreenHint("With VoiceOver, swipe up or down on a bird to pick a move, then double-tap. VoiceOver stays on the bird and says where it went. Tap Edit to drag or delete birds.")
                }
            }
            .accessibilityMoveableList($birds, label: \.name)
            // A bird moved far ("to bottom") is scrolled to before it takes focus.
            .accessibilityMoveScrolling(proxy)
        }
        .toolbar {
            #if os(iOS)
            ToolbarItem(placement: .primaryAction) { EditButton() }
            #endif
            ToolbarItemGroup(placement: .undoButtons) { UndoButtons() }
        }
    }
}

struct ListsScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { ListsScreen() }
    }
}
#endif
