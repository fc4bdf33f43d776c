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
    /// is dragged, the item takes the place of each other item the pointer enters, at once,
    /// with no undo step and nothing said. Dropping it on an item or between items commits the
    /// drag as one move, made as the accessibility actions make theirs: one undo step restores
    /// the order before the drag, the moved item takes accessibility focus, and the move is
    /// announced ("Moved down by 3. Below Robin.", in a grid "Moved to row 2, column 3. After
    /// Robin."). Dropping it where it started changes nothing and says nothing. A drag that
    /// ends anywhere else, dropped outside the list or cancelled, puts the item back where it
    /// started. Every decision is the core's, tested on Linux; see
    /// <doc:ReorderingGridsAndStacks> for the rules and the limits.
    ///
    /// Limits, as SwiftUI's `onDrag` and `onDrop` set them before `reorderable()`:
    /// - iOS 15 tells nobody when a drag ends outside every drop target. The list learns it
    ///   when the system releases the drag's item provider, which it does when the drag
    ///   session is over; if that comes late, the item goes back late. A new drag in the same
    ///   list puts an earlier item back first.
    /// - One drag at a time per list: a second simultaneous drag takes over.
    /// - A row with pointer reordering on can have no drag of its own (such as
    ///   `.onDrag { bird.provider }` for moving between lists); the row's own `onDrag` and
    ///   this one would compete.
    /// - Use it outside `List`; in a `List`, `onMove` reorders with the system's own handles.
    ///
    /// The dragged data is private: another app sees nothing to accept, and a drop
    /// destination in the same app that loads it gets an error, so nothing is inserted.
    ///
    /// Place it on the moveable list or grid or on a view that contains it, as
    /// `accessibilityMoveAnnouncer(_:)`.
    ///
    /// - Parameter isEnabled: Whether dragging reorders; `false` turns it off inside this view.
    /// - Returns: A view whose moveable lists reorder by dragging.
    public func accessibilityMoveDragging(_ isEnabled: Bool = true) -> some View {
        environment(\.accessibilityMoveDragging, isEnabled)
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
