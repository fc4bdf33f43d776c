#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// Sections from one array: the screen keeps `[ToDo]`, and each to-do's status is its section.
/// A move within a section reorders the array; a move into another section ("Move to Done", or
/// past a section's edge, an empty section included) also changes the to-do's status.
@MainActor
struct FlatSectionsScreen: View {
    @State private var todos = ToDo.samples

    var body: some View {
        List {
            Section {
            } header: {
                ScreenHint("With VoiceOver, move a to-do past the edge of its section, or pick “Move to” and a section's name: its status changes with it.")
            }
            ForEach(ToDo.Status.allCases) { status in
                Section {
                    let shown = todos.filter { $0.status == status }
                    ForEach(shown) { todo in
                        Text(todo.title)
                            .accessibilityMoveable(todo)
                    }
                    if shown.isEmpty {
                        Text("Nothing here yet")
                            .foregroundStyle(.secondary)
                    }
                } header: {
                    Text(status.title)
                }
            }
        }
        // One array, grouped by `status` in the order of `Status.allCases`; the sections'
        // names are in the app's language, spoken ("Moved to Done.") and naming the actions.
        .accessibilityMoveableSections($todos, by: \.status, in: ToDo.Status.allCases, name: \.title, label: \.title)
        .toolbar {
            ToolbarItemGroup(placement: .undoButtons) { UndoButtons() }
        }
    }
}

struct FlatSectionsScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { FlatSectionsScreen() }
    }
}
#endif
