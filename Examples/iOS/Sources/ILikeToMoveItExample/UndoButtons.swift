#if canImport(SwiftUI)
import Combine
import Foundation
import SwiftUI

/// Undo and Redo for the window's undo manager, which records every accessible move and
/// every move to the other list (⌘Z and shaking the device work too).
struct UndoButtons: View {
    @Environment(\.undoManager) private var undoManager
    @State private var canUndo = false
    @State private var canRedo = false

    var body: some View {
        HStack {
            Button("Undo") { undoManager?.undo() }
                .disabled(!canUndo)
            Button("Redo") { undoManager?.redo() }
                .disabled(!canRedo)
        }
        .onAppear(perform: refresh)
        .onReceive(NotificationCenter.default.publisher(for: .NSUndoManagerDidCloseUndoGroup)) { _ in refresh() }
        .onReceive(NotificationCenter.default.publisher(for: .NSUndoManagerDidUndoChange)) { _ in refresh() }
        .onReceive(NotificationCenter.default.publisher(for: .NSUndoManagerDidRedoChange)) { _ in refresh() }
    }

    private func refresh() {
        canUndo = undoManager?.canUndo ?? false
        canRedo = undoManager?.canRedo ?? false
    }
}
#endif
