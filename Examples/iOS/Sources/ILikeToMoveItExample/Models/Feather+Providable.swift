#if canImport(SwiftUI)
import Foundation
import ILikeToMoveIt
import UniformTypeIdentifiers

/// Dragging feathers through `NSItemProvider`.
extension Feather: Providable {
    /// A feather first, then its colour as text for other apps.
    public static let writableTypes: [UTType] = [.feather, .utf8PlainText]

    /// Only feathers: plain text dropped on the nest becomes a bird (see `NestView`), so the
    /// two types never compete for the same content.
    public static let readableTypes: [UTType] = [.feather]

    public func data(type: UTType) throws -> Data? {
        switch type {
        case .feather: try JSONEncoder().encode(self)
        case .utf8PlainText: Data(String(localized: "\(colour) feather", comment: "A feather as text, dragged to another app.").utf8)
        default: nil
        }
    }

    public init?(type: UTType, data: Data) throws {
        guard type == .feather else { return nil }
        self = try JSONDecoder().decode(Feather.self, from: data)
    }
}
#endif
