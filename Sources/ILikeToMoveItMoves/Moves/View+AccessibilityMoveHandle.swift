#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

extension View {
    /// Makes this view the drag handle of the moveable row it is in: only the handle starts a
    /// pointer drag of the row, and VoiceOver reads it as a "Reorder" control whose value is
    /// the row's label, adjustable to move the row.
    ///
    /// ```swift
    /// ForEach(birds) { bird in
    ///     HStack {
    ///         Text(bird.name)
    ///         Spacer()
    ///         Image(systemName: "line.3.horizontal").accessibilityMoveHandle()
    ///     }
    ///     .accessibilityMoveable(bird)
    /// }
    /// ```
    ///
    /// Swiping up on the handle with VoiceOver moves the row one place toward the start of
    /// the list, swiping down one place toward its end (in a grid, the place before or after
    /// in reading order), and says so as the row's own actions do; the row keeps its move
    /// actions. A drag needs `accessibilityMoveDragging(_:)` around the list, as a drag of a
    /// row without a handle does. Outside a row marked `accessibilityMoveable(_:actions:)`
    /// the view is left as it is.
    ///
    /// - Returns: A view that starts the drags of its row and moves it when adjusted.
    @MainActor
    public func accessibilityMoveHandle() -> some View {
        modifier(AccessibilityMoveHandleModifier())
    }
}

/// A row's drag handle: tells the row it is there (so the row itself starts no drag), starts
/// the row's drags, and is one accessibility element, adjustable, named in the language of
/// the list's announcer.
@MainActor
struct AccessibilityMoveHandleModifier: ViewModifier {
    @Environment(\.accessibilityMoveHandleRow) private var row
    @Environment(\.accessibilityMoveRowSetup) private var setup
    @Environment(\.accessibilityMoveAnnouncer) private var announcer

    func body(content: Content) -> some View {
        if let row {
            content
                .preference(key: AccessibilityMoveHandlePresence.self, value: true)
                .modifier(AccessibilityMoveDragSourceModifier(id: row.id, list: row.draggable ? row.list : nil))
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(Text(verbatim: MoveAnnouncer.resolved(set: announcer).strings.reorderControlLabel))
                .accessibilityValue(Text(verbatim: row.list.label(of: row.item) ?? ""))
                .accessibilityAdjustableAction { direction in
                    let shape = setup?.core.shape ?? .list
                    switch direction {
                    case .increment: row.list.move(shape.handleMove(earlier: true), on: row.id)
                    case .decrement: row.list.move(shape.handleMove(earlier: false), on: row.id)
                    @unknown default: break
                    }
                }
        } else {
            content
        }
    }
}
#endif
