#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

/// What a moveable row asks of the list it belongs to, whatever the list's element type.
///
/// The list modifier installs its coordinator in the environment under this protocol; a row
/// sends the identity of its item and the action, never an index, so the list resolves the
/// item where it is when the action runs.
@MainActor
protocol AccessibilityMoveListHandling: AnyObject, Sendable {
    /// Moves the item with identity `id` (type-erased) by `action`.
    func perform(_ action: AccessibilityMoveAction, on id: AnyHashable)
    /// Moves the item with identity `id` to the destination at `index` in the list's
    /// destinations (their names are in the environment, beside the focus request).
    func transfer(_ id: AnyHashable, toDestination index: Int)
    /// A row asks whether to take accessibility focus now; `true` once for the requested item.
    func claimFocus(for id: AnyHashable) -> Bool
}

/// One action a row offers, bound to the row's item.
struct AccessibilityMoveRowAction: Identifiable {
    let id: Int
    let name: Text
    let perform: @MainActor () -> Void
}

/// The core `MoveFocusTracker`'s pending request, with the identity type-erased so rows of
/// any list can compare it with theirs.
struct AccessibilityMoveFocusRequest: Equatable {
    let id: AnyHashable
    let generation: Int
}

private struct AccessibilityMoveListKey: EnvironmentKey {
    static var defaultValue: (any AccessibilityMoveListHandling)? { nil }
}

private struct AccessibilityMoveFocusKey: EnvironmentKey {
    static var defaultValue: AccessibilityMoveFocusRequest? { nil }
}

private struct AccessibilityMoveDestinationNamesKey: EnvironmentKey {
    static var defaultValue: [Text] { [] }
}

extension EnvironmentValues {
    /// The list that rows marked `accessibilityMoveable` send their moves to.
    var accessibilityMoveList: (any AccessibilityMoveListHandling)? {
        get { self[AccessibilityMoveListKey.self] }
        set { self[AccessibilityMoveListKey.self] = newValue }
    }

    /// The names of the enclosing moveable list's destinations, in order.
    var accessibilityMoveDestinationNames: [Text] {
        get { self[AccessibilityMoveDestinationNamesKey.self] }
        set { self[AccessibilityMoveDestinationNamesKey.self] = newValue }
    }

    /// The pending focus request of the enclosing moveable list.
    var accessibilityMoveFocus: AccessibilityMoveFocusRequest? {
        get { self[AccessibilityMoveFocusKey.self] }
        set { self[AccessibilityMoveFocusKey.self] = newValue }
    }
}
#endif
