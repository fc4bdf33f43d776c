#if canImport(SwiftUI)
import Foundation
import ILikeToMoveIt
import UniformTypeIdentifiers

/// Dragging and dropping birds on iOS 15 through `NSItemProvider`.
extension Bird: Providable {
    /// A bird first (full fidelity), then plain text for other apps such as Reminders.
    public static let writableTypes: [UTType] = [.bird, .utf8PlainText]

    /// A bird, or any plain text (text from Reminders arrives as `public.utf8-plain-text`,
    /// which conforms to `public.plain-text`).
    public static let readableTypes: [UTType] = [.bird, .plainText]

    public func data(type: UTType) throws -> Data? {
        switch type {
        case .bird: try JSONEncoder().encode(self)
        case .utf8PlainText: Data(name.utf8)
        default: nil
        }
    }

    public init?(type: UTType, data: Data) throws {
        switch type {
        case .bird:
            self = try JSONDecoder().decode(Bird.self, from: data)
        case .plainText:
            let name = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { return nil }
            self.init(name: name)
        default:
            return nil
        }
    }
}

/// Dragging a bird out of the window opens it in a window of its own (iPadOS).
extension Bird: UserActivityProvidable {
    /// Listed under `NSUserActivityTypes` in Info.plist.
    public static let activityType = "com.example.ilikemoveit.bird-detail"
}
#endif
