#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// Moves from a hardware keyboard: on iOS 17 and macOS 14 a moveable row takes keyboard
/// focus when tapped or clicked with a keyboard attached, and ⌥⌘ with an arrow key moves it
/// (the package adds this to every moveable list; nothing here turns it on).
@MainActor
struct KeyboardScreen: View {
    @State private var birds = Bird.flock

    var body: some View {
        List {
            Section {
                ForEach(birds) { bird in
                    Text(bird.name)
                        .accessibilityMoveable(bird)
                }
                .onMove { birds.move(fromOffsets: $0, toOffset: $1) }
            } header: {
                if #available(iOS 17, macOS 14, *) {
                    ScreenHint("With a keyboard attached, tap or click a bird, then:")
                } else {
                    ScreenHint("Keyboard moves need iOS 17 or macOS 14. Here, the birds offer their moves as VoiceOver actions.")
                }
            } footer: {
                if #available(iOS 17, macOS 14, *) {
                    KeyboardShortcutsHelp()
                }
            }
        }
        .accessibilityMoveableList($birds, label: \.name)
        .toolbar {
            ToolbarItemGroup(placement: .undoButtons) { UndoButtons() }
        }
    }
}

/// The shortcuts, as a short table.
private struct KeyboardShortcutsHelp: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            shortcut("⌥⌘↑", Text("Move up one place"))
            shortcut("⌥⌘↓", Text("Move down one place"))
            shortcut("⌥⌘⇧↑", Text("Move to the top"))
            shortcut("⌥⌘⇧↓", Text("Move to the bottom"))
            Text("⌘Z undoes a move. In a grid, ⌥⌘← and ⌥⌘→ move along the row.")
        }
        .font(.footnote)
    }

    private func shortcut(_ keys: String, _ action: Text) -> some View {
        HStack(alignment: .firstTextBaseline) {
            Text(verbatim: keys)
                .font(.footnote.monospaced())
                .frame(minWidth: 64, alignment: .leading)
            action
        }
        .accessibilityElement(children: .combine)
    }
}

struct KeyboardScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { KeyboardScreen() }
    }
}
#endif
