#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// A list in sections: a bird moves within its section and, past the first or last row, into
/// the section before or after; each bird also offers a move to each other section ("Move to
/// Pond"), announced with the section's name.
@MainActor
struct SectionsScreen: View {
    @State private var shelves = Shelf.samples

    var body: some View {
        List {
            Section {
            } header: {
                ScreenHint("With VoiceOver, move a bird up past the top of its section to put it at the bottom of the section above, or pick “Move to” and a section's name.")
            }
            ForEach(shelves) { shelf in
                Section {
                    ForEach(shelf.birds) { bird in
                        Text(bird.name)
                            .accessibilityMoveable(bird)
                    }
                    // Drags in edit mode go through the sections too: one undo step each.
                    .accessibilityMoveableOnMove()
                    if shelf.birds.isEmpty {
                        Text("No birds yet")
                            .foregroundStyle(.secondary)
                    }
                } header: {
                    Text(shelf.name)
                }
            }
        }
        // The sections' names are in the app's language (`Shelf.samples`): they are spoken
        // ("Moved to Pond.") and name the actions ("Move to Pond").
        .accessibilityMoveableSections($shelves, items: \.birds, name: \.name, label: \.name)
        .toolbar {
            #if os(iOS)
            ToolbarItem(placement: .primaryAction) { EditButton() }
            #endif
            ToolbarItemGroup(placement: .undoButtons) { UndoButtons() }
        }
    }
}

struct SectionsScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { SectionsScreen() }
    }
}
#endif
