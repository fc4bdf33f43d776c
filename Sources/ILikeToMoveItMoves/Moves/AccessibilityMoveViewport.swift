#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

/// The view `accessibilityMoveDragging(_:)` is on, as the rows inside see it: its size, and a
/// coordinate space named after it in which rows keep their frames. On a `ScrollView` it is
/// the visible part, so a row's frame plus the pointer's place in the row is the pointer's
/// place in the viewport. A plain box, created once per view: keeping it current
/// invalidates nothing.
@MainActor
final class AccessibilityMoveViewport {
    /// The name of the coordinate space of the view.
    static let space = "ILikeToMoveIt.AccessibilityMoveViewport"

    /// The view's size; `nil` before it is laid out.
    var size: CGSize?
}

/// Turns pointer reordering on or off inside the view, and marks the view as the viewport the
/// lists inside scroll in while an item is held near its edge.
@MainActor
struct AccessibilityMoveDraggingModifier: ViewModifier {
    let isEnabled: Bool
    @State private var viewport = AccessibilityMoveViewport()

    func body(content: Content) -> some View {
        content
            .environment(\.accessibilityMoveDragging, isEnabled)
            .environment(\.accessibilityMoveViewport, isEnabled ? viewport : nil)
            .coordinateSpace(name: AccessibilityMoveViewport.space)
            .background(GeometryReader { proxy in
                Color.clear
                    .onAppear { [viewport] in viewport.size = proxy.size }
                    .onChange(of: proxy.size) { [viewport] in viewport.size = $0 }
            })
    }
}

/// The row a drag handle belongs to: its item, its identity and its list, and whether the
/// handle starts pointer drags (the list reorders by pointer).
struct AccessibilityMoveHandleRow {
    let id: AnyHashable
    let item: Any
    let list: AnyAccessibilityMoveListHands
    let draggable: Bool
}

/// Whether a row's content holds a drag handle; rows with one leave starting drags to it.
struct AccessibilityMoveHandlePresence: PreferenceKey {
    static var defaultValue: Bool { false }

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

private struct AccessibilityMoveViewportKey: EnvironmentKey {
    static var defaultValue: AccessibilityMoveViewport? { nil }
}

private struct AccessibilityMoveHandleRowKey: EnvironmentKey {
    static var defaultValue: AccessibilityMoveHandleRow? { nil }
}

extension EnvironmentValues {
    /// The viewport `accessibilityMoveDragging(_:)` marked, while dragging is on.
    var accessibilityMoveViewport: AccessibilityMoveViewport? {
        get { self[AccessibilityMoveViewportKey.self] }
        set { self[AccessibilityMoveViewportKey.self] = newValue }
    }

    /// The moveable row the view is inside, for a drag handle.
    var accessibilityMoveHandleRow: AccessibilityMoveHandleRow? {
        get { self[AccessibilityMoveHandleRowKey.self] }
        set { self[AccessibilityMoveHandleRowKey.self] = newValue }
    }
}
#endif
