#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

/// Makes a row draggable and a drop target of its own list's drags, when the list reorders by
/// pointer (`draggable`); otherwise leaves the dragging alone. Each callback forwards one
/// event to the list, which hands it to the core's `PointerReorder`.
///
/// Inside a moveable list it also tells the row's content which row it is, for a drag handle
/// (`accessibilityMoveHandle()`); when the content holds one, only the handle starts a drag.
/// Inside the viewport `accessibilityMoveDragging(_:)` marks, the row keeps its frame in the
/// viewport's coordinates, so that its drop delegate reports where the pointer is in the
/// viewport for the core's `AutoScroll`.
@MainActor
struct AccessibilityMoveDragModifier: ViewModifier {
    let id: AnyHashable
    /// The row's item, for the handle's value (the item's label).
    let item: Any
    let list: AnyAccessibilityMoveListHands?
    let draggable: Bool

    @Environment(\.accessibilityMoveViewport) private var viewport
    /// Whether the row's content holds a drag handle, which then starts the drags.
    @State private var hasHandle = false
    @State private var frame = AccessibilityMoveRowFrame()

    func body(content: Content) -> some View {
        if let list {
            content
                .environment(\.accessibilityMoveHandleRow, AccessibilityMoveHandleRow(id: id, item: item, list: list, draggable: draggable))
                .onPreferenceChange(AccessibilityMoveHandlePresence.self) { hasHandle = $0 }
                .modifier(AccessibilityMoveDragSourceModifier(id: id, list: draggable && !hasHandle ? list : nil))
                .modifier(AccessibilityMoveRowDropModifier(
                    delegate: draggable ? AccessibilityMoveDropDelegate(id: id, list: list, frame: frame, viewport: viewport) : nil))
        } else {
            content
        }
    }
}

/// Starts a drag of the row of the item with identity `id` when `list` is set.
@MainActor
struct AccessibilityMoveDragSourceModifier: ViewModifier {
    let id: AnyHashable
    let list: AnyAccessibilityMoveListHands?

    func body(content: Content) -> some View {
        if let list {
            content.onDrag { [id] in list.beginDrag(id) }
        } else {
            content
        }
    }
}

/// Makes a row a drop target with `delegate`, and keeps the row's frame in the viewport's
/// coordinates while the delegate needs it.
@MainActor
struct AccessibilityMoveRowDropModifier: ViewModifier {
    let delegate: AccessibilityMoveDropDelegate?

    func body(content: Content) -> some View {
        if let delegate {
            if delegate.viewport != nil {
                content
                    .onDrop(of: AccessibilityMoveDragProvider.contentTypes, delegate: delegate)
                    .background(GeometryReader { proxy in
                        let frame = proxy.frame(in: .named(AccessibilityMoveViewport.space))
                        Color.clear
                            .onAppear { delegate.frame.rect = frame }
                            .onChange(of: frame) { delegate.frame.rect = $0 }
                    })
            } else {
                content.onDrop(of: AccessibilityMoveDragProvider.contentTypes, delegate: delegate)
            }
        } else {
            content
        }
    }
}

/// Where a row is in the viewport's coordinates, kept by the row and read by its drop
/// delegate; a plain box, so that keeping it current invalidates nothing.
@MainActor
final class AccessibilityMoveRowFrame {
    var rect: CGRect?
}

/// Makes the list's container a drop target of its own drags, for drops between rows.
@MainActor
struct AccessibilityMoveDropGapsModifier: ViewModifier {
    let list: AnyAccessibilityMoveListHands?

    func body(content: Content) -> some View {
        if let list {
            content.onDrop(of: AccessibilityMoveDragProvider.contentTypes, delegate: AccessibilityMoveDropDelegate(list: list))
        } else {
            content
        }
    }
}

/// The drop delegate of a row (`id` set) or of the container, for drops between rows:
/// entering a row and dropping go to the list, and so does where the pointer is in the
/// viewport, over a row whose frame is known, for the list's auto-scroll.
@MainActor
struct AccessibilityMoveDropDelegate: DropDelegate {
    var id: AnyHashable?
    let list: AnyAccessibilityMoveListHands
    var frame = AccessibilityMoveRowFrame()
    var viewport: AccessibilityMoveViewport?

    func validateDrop(info: DropInfo) -> Bool { list.isDragging }
    func dropEntered(info: DropInfo) {
        if let id { list.enterDrag(id) }
        report(info)
    }
    func dropUpdated(info: DropInfo) -> DropProposal? {
        report(info)
        return .reorder(list.isDragging)
    }
    func performDrop(info: DropInfo) -> Bool { list.drop() }

    /// Reports the pointer's place in the viewport, when the row knows where it is.
    private func report(_ info: DropInfo) {
        guard let id, let viewport, let rect = frame.rect, let size = viewport.size else { return }
        let point = CGPoint(x: rect.minX + info.location.x, y: rect.minY + info.location.y)
        list.dragMoved(over: id, at: point, in: size)
    }
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
