@testable import ILikeToMoveItCore

extension AnnouncementScheduler {
    /// The text waiting to be posted or waiting for its finish report, if any.
    var pendingText: String? {
        switch state {
        case .idle: nil
        case .waiting(let text, _, _), .posted(let text, _, _): text
        }
    }
}
