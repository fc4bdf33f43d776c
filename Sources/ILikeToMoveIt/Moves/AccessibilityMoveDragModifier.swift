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
                .onDrop(of: AccessibilityMoveDragProvider.contentTypes, delegate: AccessibilityMoveDropDelegate(id: id, context: context))
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
                .onDrop(of: AccessibilityMoveDragProvider.contentTypes, delegate: AccessibilityMoveDropDelegate(context: context))
                .onDisappear { context.stop() }
        } else {
            content
        }
    }
}

/// The drop delegate of a row (`id` set) or of the container, for drops between rows:
/// entering a row and dropping go to the list.
@MainActor
struct AccessibilityMoveDropDelegate: DropDelegate {
    var id: AnyHashable?
    let context: AccessibilityMoveDragContext

    func validateDrop(info: DropInfo) -> Bool { context.isDragging() }
    func dropEntered(info: DropInfo) {
        if let id { context.enter(id) }
    }
    func dropUpdated(info: DropInfo) -> DropProposal? { .reorder(context.isDragging()) }
    func performDrop(info: DropInfo) -> Bool { context.drop() }
}

extension DropProposal {
    /// A move (no "+" badge) while the list's own drag is under way; refused otherwise.
    static func reorder(_ isDragging: Bool) -> DropProposal {
        DropProposal(operation: isDragging ? .move : .forbidden)
    }
}

/// The item provider of a reorder drag. It calls `onRelease` when the system lets go of it,
/// which happens when the drag session is over, wherever it ended: the only sign of a drag's
/// end outside every drop target that iOS 15 gives.
///
/// Its one representation is plain text visible to this process only, so other apps see
/// nothing to accept; loading it fails (`CocoaError.featureUnsupported`), so a drop
/// destination of the same app that accepts text inserts nothing. Rows find the dragged item
/// through the list's `PointerReorder`, never through this data.
final class AccessibilityMoveDragProvider: NSItemProvider, @unchecked Sendable {
    /// The content types that rows and the gaps between them accept.
    static let contentTypes: [UTType] = [.plainText]

    private let onRelease: @Sendable () -> Void

    init(onRelease: @escaping @Sendable () -> Void) {
        self.onRelease = onRelease
        super.init()
        registerDataRepresentation(forTypeIdentifier: UTType.plainText.identifier, visibility: .ownProcess) { completion in
            completion(nil, CocoaError(.featureUnsupported))
            return nil
        }
    }

    deinit {
        onRelease()
    }
}
#endif
