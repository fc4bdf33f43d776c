#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

extension View {
    /// Lets a pointer, a finger or a trackpad reorder the moveable lists and grids inside this
    /// view by dragging, in any container: `VStack`, `HStack`, `LazyVGrid`, `LazyHGrid`,
    /// `ScrollView`.
    ///
    /// ```swift
    /// LazyVGrid(columns: Array(repeating: GridItem(), count: 3)) {
    ///     ForEach(birds) { bird in
    ///         Text(bird.name).accessibilityMoveable(bird)
    ///     }
    /// }
    /// .accessibilityMoveableGrid($birds, columns: 3, label: \.name)
    /// .accessibilityMoveDragging()
    /// ```
    ///
    /// Each row or cell marked `accessibilityMoveable(_:actions:)` becomes draggable. While it
    /// is dragged, the item takes the place of each item the pointer enters, silently and with
    /// no undo step. Dropping it on an item or between items makes one move, focused,
    /// announced and undoable as an accessibility action is; a drag that ends anywhere else is
    /// put back. The dragged data is private to the app and cannot be loaded.
    /// When the dragged item is one of several selected items (the `selection` given to the
    /// list's modifier), the selection goes with it: while it is dragged only that item moves,
    /// and the drop brings the other selected items to it, in their order, as one move,
    /// undone at once ("Undo Move 3 items").
    ///
    /// Place it on the moveable list or grid or on a view that contains it. Use `onMove`
    /// inside a `List` instead, and leave rows without an `onDrag` of their own, which would
    /// compete with this one. <doc:ReorderingGridsAndStacks> gives every rule and the limits
    /// of reordering with SwiftUI's `onDrag` and `onDrop`.
    ///
    /// Placed on the `ScrollView` itself, with the scroll view's proxy given to
    /// `accessibilityMoveScrolling(_:)`, it also scrolls: while a dragged item is held near
    /// the scroll view's edge, the list scrolls toward it, an item (a grid's line) at a time,
    /// faster the closer to the edge, up to the first or last item. Where rows hold a handle
    /// (`accessibilityMoveHandle()`), only the handle starts a drag. On iPhone and iPad the
    /// hand feels the pick-up, each new place and the drop.
    ///
    /// ```swift
    /// ScrollViewReader { proxy in
    ///     ScrollView {
    ///         LazyVStack {
    ///             ForEach(birds) { bird in
    ///                 Text(bird.name).accessibilityMoveable(bird)
    ///             }
    ///         }
    ///         .accessibilityMoveableList($birds, label: \.name)
    ///     }
    ///     .accessibilityMoveDragging()
    ///     .accessibilityMoveScrolling(proxy)
    /// }
    /// ```
    ///
    /// - Parameter isEnabled: Whether dragging reorders; `false` turns it off inside this view.
    /// - Returns: A view whose moveable lists reorder by dragging.
    @MainActor
    public func accessibilityMoveDragging(_ isEnabled: Bool = true) -> some View {
        modifier(AccessibilityMoveDraggingModifier(isEnabled: isEnabled))
    }
}

private struct AccessibilityMoveDraggingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the moveable lists inside reorder by pointer drag.
    var accessibilityMoveDragging: Bool {
        get { self[AccessibilityMoveDraggingKey.self] }
        set { self[AccessibilityMoveDraggingKey.self] = newValue }
    }
}
#endif
