#if canImport(SwiftUI)
import Foundation
import ILikeToMoveItCore

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
