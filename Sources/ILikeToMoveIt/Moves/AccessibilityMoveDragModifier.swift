#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

/// What a list with pointer reordering hands its rows: each closure forwards one SwiftUI
/// event to the list's `PointerReorder` and applies what it answers.
struct AccessibilityMoveDragContext {
    /// A row's drag begins; returns the provider to hand to the system.
    var begin: @MainActor (AnyHashable) -> NSItemProvider
    /// The pointer entered the row with this identity.
    var enter: @MainActor (AnyHashable) -> Void
    /// The drag was dropped on a row or between rows; whether a drag of the list was under way.
    var drop: @MainActor () -> Bool
    /// The list went away.
    var stop: @MainActor () -> Void
    /// Whether a drag of the list's items is under way.
    var isDragging: @MainActor () -> Bool
}

/// Makes a row draggable and a drop target of its own list's drags, when the list reorders by
/// pointer; otherwise leaves it alone.
@MainActor
struct AccessibilityMoveDragModifier: ViewModifier {
    let id: AnyHashable
    let context: AccessibilityMoveDragContext?

    func body(content: Content) -> some View {
        if let context {
            content
                .onDrag { context.begin(id) }
                .onDrop(of: AccessibilityMoveDragProvider.contentTypes, delegate: AccessibilityMoveItemDropDelegate(id: id, context: context))
        } else {
            content
        }
    }
}

/// Makes the list's container a drop target of its own drags, for drops between rows, and
/// puts a dragged item back when the list goes away.
@MainActor
struct AccessibilityMoveDropGapsModifier: ViewModifier {
    let context: AccessibilityMoveDragContext?

    func body(content: Content) -> some View {
        if let context {
            content
                .onDrop(of: AccessibilityMoveDragProvider.contentTypes, delegate: AccessibilityMoveGapDropDelegate(context: context))
                .onDisappear { context.stop() }
        } else {
            content
        }
    }
}

/// A row's drop delegate: entering the row and dropping on it go to the list.
@MainActor
struct AccessibilityMoveItemDropDelegate: DropDelegate {
    let id: AnyHashable
    let context: AccessibilityMoveDragContext

    func validateDrop(info: DropInfo) -> Bool { context.isDragging() }
    func dropEntered(info: DropInfo) { context.enter(id) }
    func dropUpdated(info: DropInfo) -> DropProposal? { .reorder(context.isDragging()) }
    func performDrop(info: DropInfo) -> Bool { context.drop() }
}

/// The container's drop delegate: dropping between rows goes to the list.
@MainActor
struct AccessibilityMoveGapDropDelegate: DropDelegate {
    let context: AccessibilityMoveDragContext

    func validateDrop(info: DropInfo) -> Bool { context.isDragging() }
    func dropUpdated(info: DropInfo) -> DropProposal? { .reorder(context.isDragging()) }
    func performDrop(info: DropInfo) -> Bool { context.drop() }
}

extension DropProposal {
    /// A move (no "+" badge) while the list's own drag is under way; refused otherwise.
    static func reorder(_ isDragging: Bool) -> DropProposal {
        DropProposal(operation: isDragging ? .move : .forbidden)
    }
}
#endif
