#if canImport(SwiftUI)
import Foundation
import ILikeToMoveIt
import UniformTypeIdentifiers

extension UTType {
    static let legacyBird = UTType(exportedAs: "com.example.legacy.bird")
}

/// A model as apps of the original declare it: Identifiable, Codable, Hashable.
struct LegacyBird: Identifiable, Codable, Hashable {
    let id: UUID
    let name: String

    init(id: UUID = UUID(), name: String) {
        self.id = id
        self.name = name
    }
}

extension LegacyBird: Providable {
    static let writableTypes: [UTType] = [.legacyBird]

    static let readableTypes: [UTType] = [.legacyBird, .utf8PlainText, .plainText]

    func data(type: UTType) throws -> Data? {
        switch type {
        case .legacyBird:
            return try JSONEncoder().encode(self)
        default:
            return nil
        }
    }

    init?(type: UTType, data: Data) throws {
        switch type {
        case .legacyBird:
            self = try JSONDecoder().decode(LegacyBird.self, from: data)
        case .utf8PlainText, .plainText:
            self = LegacyBird(name: String(decoding: data, as: UTF8.self))
        default:
            return nil
        }
    }
}

extension LegacyBird: UserActivityProvidable {
    static let activityType = "com.example.legacy.birdDetail"
}

/// The error handling the original's users write: an exhaustive switch and its message.
func legacyMessage(for error: Error) -> String {
    guard let error = error as? ProvidableError else { return error.localizedDescription }
    switch error {
    case .unsupportedUTTypeIdentifier:
        return error.errorDescription ?? error.localizedDescription
    }
}

/// An activity round trip, and an existential of the protocol, as a UIKit drag source holds it.
func legacyActivityAndExistential(_ bird: LegacyBird) -> (LegacyBird?, NSItemProvider?) {
    let activity: NSUserActivity? = bird.userActivity
    let item: Providable? = bird
    return (activity.flatMap(LegacyBird.init(activity:)), item?.provider)
}
#endif
