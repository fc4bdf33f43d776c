#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

/// What a list's rows draw: the core's row setup (the shape its moves see, how many other
/// lists it transfers to, its sections' names, whether rows are draggable) and the names of
/// the transfers, which the app gives as `Text`. `Equatable`, so the rows are invalidated
/// only when one of these changes, not with every move or insertion.
struct AccessibilityMoveRowSetup: Equatable {
    var core: RowSetup
    var transferNames: [Text]
}

private struct AccessibilityMoveListKey: EnvironmentKey {
    static var defaultValue: AnyAccessibilityMoveListHands? { nil }
}

private struct AccessibilityMoveRowSetupKey: EnvironmentKey {
    static var defaultValue: AccessibilityMoveRowSetup? { nil }
}

private struct AccessibilityMoveAnnouncerKey: EnvironmentKey {
    static var defaultValue: MoveAnnouncer? { nil }
}

private struct AccessibilityMoveScrollProxyKey: EnvironmentKey {
    static var defaultValue: ScrollViewProxy? { nil }
}

extension EnvironmentValues {
    /// The list that rows marked `accessibilityMoveable` send their moves to.
    package var accessibilityMoveList: AnyAccessibilityMoveListHands? {
        get { self[AccessibilityMoveListKey.self] }
        set { self[AccessibilityMoveListKey.self] = newValue }
    }

    /// What the rows of the enclosing moveable list draw.
    var accessibilityMoveRowSetup: AccessibilityMoveRowSetup? {
        get { self[AccessibilityMoveRowSetupKey.self] }
        set { self[AccessibilityMoveRowSetupKey.self] = newValue }
    }

    /// The announcer set with `accessibilityMoveAnnouncer(_:)`; `nil` for the locale's.
    package var accessibilityMoveAnnouncer: MoveAnnouncer? {
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
