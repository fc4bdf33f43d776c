#if canImport(SwiftUI)
import Combine
import Foundation
import SwiftUI

/// Undo and Redo for the window's undo manager, named after what they take back: every
/// accessible move registers its undo under a name such as "Move Robin" (`undoActionName`),
/// so the buttons read "Undo Move Robin" and "Redo Move Robin" (⌘Z, ⇧⌘Z and shaking the
/// device use the same names).
///
/// As toolbar icons the names are in the accessibility labels; with `showsActionNames` they
/// are the buttons' titles.
@MainActor
struct UndoButtons: View {
    var showsActionNames = false

    @Environment(\.undoManager) private var undoManager
    /// What Undo and Redo would take back now; nil when there is nothing to take back.
    @State private var undoName: String?
    @State private var redoName: String?

    var body: some View {
        Group {
            Button {
                undoManager?.undo()
            } label: {
                Label { undoTitle } icon: { Image(systemName: "arrow.uturn.backward") }
            }
            .accessibilityLabel(undoTitle)
            .help(undoTitle)
            .disabled(undoName == nil)
            Button {
                undoManager?.redo()
            } label: {
                Label { redoTitle } icon: { Image(systemName: "arrow.uturn.forward") }
            }
            .accessibilityLabel(redoTitle)
            .help(redoTitle)
            .disabled(redoName == nil)
        }
        .labelStyle(UndoLabelStyle(showsTitle: showsActionNames))
        .onAppear(perform: refresh)
        .onReceive(changes) { _ in refresh() }
    }

    private var undoTitle: Text {
        if let undoName, !undoName.isEmpty { Text("Undo \(undoName)") } else { Text("Undo") }
    }

    private var redoTitle: Text {
        if let redoName, !redoName.isEmpty { Text("Redo \(redoName)") } else { Text("Redo") }
    }

    /// The undo manager's notifications after which the names may have changed.
    private var changes: AnyPublisher<Notification, Never> {
        let center = NotificationCenter.default
        return Publishers.Merge3(
            center.publisher(for: .NSUndoManagerDidCloseUndoGroup, object: undoManager),
            center.publisher(for: .NSUndoManagerDidUndoChange, object: undoManager),
            center.publisher(for: .NSUndoManagerDidRedoChange, object: undoManager)
        )
        .eraseToAnyPublisher()
    }

    private func refresh() {
        undoName = undoManager.flatMap { $0.canUndo ? $0.undoActionName : nil }
        redoName = undoManager.flatMap { $0.canRedo ? $0.redoActionName : nil }
    }
}

/// An icon in a toolbar, or an icon and its title where the names are shown.
private struct UndoLabelStyle: LabelStyle {
    let showsTitle: Bool

    func makeBody(configuration: Configuration) -> some View {
        if showsTitle {
            Label(configuration)
        } else {
            configuration.icon
        }
    }
}

extension ToolbarItemPlacement {
    /// Where a screen's Undo and Redo go: the bottom toolbar on iOS, the window's toolbar on macOS.
    static var undoButtons: ToolbarItemPlacement {
        #if os(iOS)
        .bottomBar
        #else
        .automatic
        #endif
    }
}
#endif
