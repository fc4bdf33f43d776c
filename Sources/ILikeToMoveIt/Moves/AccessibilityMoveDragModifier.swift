#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

/// Makes a row draggable and a drop target of its own list's drags, when the list reorders by
/// pointer (`list` set); otherwise leaves it alone. Each callback forwards one event to the
/// list, which hands it to the core's `PointerReorder`.
@MainActor
struct AccessibilityMoveDragModifier: ViewModifier {
    let id: AnyHashable
    let list: AnyAccessibilityMoveListCoordinator?

    func body(content: Content) -> some View {
        if let list {
            content
                .onDrag { [id] in list.beginDrag(id) }
                .onDrop(of: AccessibilityMoveDragProvider.contentTypes, delegate: AccessibilityMoveDropDelegate(id: id, list: list))
        } else {
            content
        }
    }
}

/// Makes the list's container a drop target of its own drags, for drops between rows.
@MainActor
struct AccessibilityMoveDropGapsModifier: ViewModifier {
    let list: AnyAccessibilityMoveListCoordinator?

    func body(content: Content) -> some View {
        if let list {
            content.onDrop(of: AccessibilityMoveDragProvider.contentTypes, delegate: AccessibilityMoveDropDelegate(list: list))
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
    let list: AnyAccessibilityMoveListCoordinator

    func validateDrop(info: DropInfo) -> Bool { list.isDragging }
    func dropEntered(info: DropInfo) {
        if let id { list.enterDrag(id) }
    }
    func dropUpdated(info: DropInfo) -> DropProposal? { .reorder(list.isDragging) }
    func performDrop(info: DropInfo) -> Bool { list.drop() }
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
