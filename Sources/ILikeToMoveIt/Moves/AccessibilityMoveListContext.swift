#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

/// What a moveable list hands its rows, whatever its element type: one way to perform a row's
/// move by the row's identity (never an index), what the core needs to list the row's moves,
/// and the pending focus.
struct AccessibilityMoveListContext {
    /// Performs a row's move on the item with this identity; returns the identity focused
    /// afterwards.
    var perform: @MainActor (RowMove, AnyHashable) -> AnyHashable?
    /// A row asks whether to take focus now; `true` once for the requested item.
    var claimFocus: @MainActor (AnyHashable) -> Bool
    /// In a grid, the moves each cell offers (left, right, rows, edges); empty in a list.
    var gridActions: [GridMoveAction]
    /// How arrow keys move an item of this list (a list, or a grid); the core maps each key.
    var keyLayout: ReorderLayout
    /// The names of the list's destinations, in order.
    var destinationNames: [Text]
    /// The item that should take focus, until its row claims it.
    var focus: MoveFocusTracker<AnyHashable>.Request?
    /// Pointer reordering, when `accessibilityMoveDragging()` turned it on.
    var dragging: AccessibilityMoveDragContext?
}

private struct AccessibilityMoveListKey: EnvironmentKey {
    static var defaultValue: AccessibilityMoveListContext? { nil }
}

private struct AccessibilityMoveAnnouncerKey: EnvironmentKey {
    static var defaultValue: MoveAnnouncer? { nil }
}

private struct AccessibilityMoveScrollProxyKey: EnvironmentKey {
    static var defaultValue: ScrollViewProxy? { nil }
}

extension EnvironmentValues {
    /// The list that rows marked `accessibilityMoveable` send their moves to.
    var accessibilityMoveList: AccessibilityMoveListContext? {
        get { self[AccessibilityMoveListKey.self] }
        set { self[AccessibilityMoveListKey.self] = newValue }
    }

    /// The announcer set with `accessibilityMoveAnnouncer(_:)`; `nil` for the locale's.
    var accessibilityMoveAnnouncer: MoveAnnouncer? {
        get { self[AccessibilityMoveAnnouncerKey.self] }
        set { self[AccessibilityMoveAnnouncerKey.self] = newValue }
    }

    /// The proxy set with `accessibilityMoveScrolling(_:)`, if any.
    var accessibilityMoveScrollProxy: ScrollViewProxy? {
        get { self[AccessibilityMoveScrollProxyKey.self] }
        set { self[AccessibilityMoveScrollProxyKey.self] = newValue }
    }
}
#endif
