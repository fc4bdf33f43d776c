#if canImport(SwiftUI)
import Foundation
import ILikeToMoveIt
import UniformTypeIdentifiers

/// Dragging and dropping birds on iOS 15 through `NSItemProvider`.
extension Bird: RepresentedProvidable {
    /// A bird first (full fidelity), then its name as plain text, for other apps such as
    /// Reminders. Any plain text becomes a bird (text from Reminders arrives as
    /// `public.utf8-plain-text`, which conforms to `public.plain-text`); blank text does not.
    public static var representations: [Provided] {
        [
            .codable(contentType: .bird),
            .plainText(exporting: \.name, importing: { text in
                let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
                return name.isEmpty ? nil : Bird(name: name)
            }),
        ]
    }
}

/// Dragging a bird out of the window opens it in a window of its own (iPadOS).
extension Bird: UserActivityProvidable {
    /// Listed under `NSUserActivityTypes` in Info.plist.
    public static let activityType = "com.example.ilikemoveit.bird-detail"
}
#endif
