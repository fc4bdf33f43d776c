#if canImport(SwiftUI)
import Foundation
import ILikeToMoveIt
import UniformTypeIdentifiers

/// Dragging feathers through `NSItemProvider`.
extension Feather: RepresentedProvidable {
    /// A feather first, then its colour as text for other apps. Only feathers are read: plain
    /// text dropped on the nest becomes a bird (see `NestView`), so the two types never compete
    /// for the same content.
    public static var representations: [Provided] {
        [
            .codable(contentType: .feather),
            .plainText(exporting: { feather in
                String(localized: "\(feather.colour) feather", comment: "A feather as text, dragged to another app.")
            }),
        ]
    }
}
#endif
