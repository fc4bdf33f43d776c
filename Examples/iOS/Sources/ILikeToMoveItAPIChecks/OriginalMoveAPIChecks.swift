#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

// The original package's move API, written exactly as an app for ILikeToMoveIt 0.x wrote it.
// Only compiled: it fails to build when such an app would stop compiling, and it shows that
// overload resolution is never ambiguous for items that are Hashable, Identifiable, or both.

/// An item that is only `Hashable`: identified by its value on the row and on the list.
struct OriginalNames: View {
    @State var names = ["Robin", "Jay", "Swan"]

    var body: some View {
        List {
            ForEach(names, id: \.self) { Text($0).accessibilityMoveable($0) }
        }
        .accessibilityMoveableList($names, label: \.self)
    }
}

/// An item that is `Identifiable`, `Codable` and `Hashable`: identified by its `id` on both
/// sides, with the alias and a custom set of actions.
struct OriginalBird: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
}

struct OriginalBirds: View {
    @State var birds = [OriginalBird(name: "Robin"), OriginalBird(name: "Jay")]
    @State var selection: Set<UUID> = []

    var body: some View {
        List {
            ForEach(birds) { bird in
                Text(bird.name).iLikeToMove(bird, actions: [.up, .down, .up(3)])
            }
            ForEach(birds) { bird in
                Text(bird.name).accessibilityMoveable(bird)
            }
        }
        .accessibilityMoveableList($birds, label: \.name)
        List(selection: $selection) {
            ForEach(birds) { bird in
                Text(bird.name).accessibilityMoveable(bird)
            }
        }
        .accessibilityMoveableList($birds, label: \.name, selection: $selection)
        List {
            ForEach(birds) { bird in
                Text(bird.name).accessibilityMoveable(bird)
            }
        }
        .accessibilityMoveableList($birds)
    }
}

/// An item that is `Identifiable` only.
struct IdentifiableOnly: Identifiable {
    let id: Int
    var name: String
}

struct IdentifiableOnlyList: View {
    @State var items = [IdentifiableOnly(id: 1, name: "Robin")]

    var body: some View {
        List {
            ForEach(items) { item in
                Text(item.name).accessibilityMoveable(item).iLikeToMove(item)
            }
        }
        .accessibilityMoveableList($items, label: \.name)
    }
}

/// A row of an original app that talks to the list through the environment's controller.
struct OriginalControllerRow: View {
    let bird: OriginalBird
    @EnvironmentObject var controller: AccessibilityMoveController<OriginalBird>

    var body: some View {
        Text(bird.name)
            .accessibilityAction(named: "Move up") {
                controller.move = AccessibilityMove(item: bird, action: .up)
            }
            .accessibilityHidden(controller.focus == bird)
    }
}

struct OriginalControllerList: View {
    @State var birds = [OriginalBird(name: "Robin"), OriginalBird(name: "Jay")]

    var body: some View {
        List {
            ForEach(birds) { bird in
                OriginalControllerRow(bird: bird)
            }
        }
        .accessibilityMoveableList($birds, label: \.name)
    }
}

/// The original's controller and move value, used as values.
@MainActor
func originalMoveValues() -> Bool {
    let controller = AccessibilityMoveController<String>()
    controller.move = AccessibilityMove(item: "Robin", action: .down(2))
    controller.focus = "Robin"
    return controller.move?.item == controller.focus && controller.move?.action == .down(2)
}
#endif
