#if canImport(SwiftUI)
import Combine
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

/// The same sections from to-dos a store keeps and reorders itself, as a SwiftData `@Query`
/// would be: each move reaches the store as one call, in `onMove`'s shape, with the status the
/// to-do takes.
@MainActor
struct FlatSectionsStoreScreen: View {
    @StateObject private var store = ToDoStore()

    var body: some View {
        List {
            Section {
            } header: {
                ScreenHint("The store gets each move as one call, with the status the to-do takes.")
            }
            ForEach(ToDo.Status.allCases) { status in
                Section {
                    ForEach(store.todos.filter { $0.status == status }) { todo in
                        Text(todo.title)
                            .accessibilityMoveable(todo)
                    }
                } header: {
                    Text(status.title)
                }
            }
        }
        .accessibilityMoveableSections(
            store.todos, id: \.id, by: \.status, in: ToDo.Status.allCases, name: \.title, label: \.title
        ) { source, destination, status in
            store.move(fromOffsets: source, toOffset: destination, status: status)
        }
        .toolbar {
            ToolbarItemGroup(placement: .undoButtons) { UndoButtons() }
        }
    }
}

/// The to-dos of the "Sections from a store" screen, kept and reordered by the store, as a
/// database would keep them.
@MainActor
final class ToDoStore: ObservableObject {
    @Published private(set) var todos = ToDo.samples

    /// Moves the to-dos at `source` to `destination` (counted before the move, as
    /// `move(fromOffsets:toOffset:)` counts it) and gives them `status`.
    func move(fromOffsets source: IndexSet, toOffset destination: Int, status: ToDo.Status) {
        for offset in source { todos[offset].status = status }
        todos.move(fromOffsets: source, toOffset: destination)
    }
}

struct FlatSectionsScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { FlatSectionsScreen() }
    }
}
#endif
