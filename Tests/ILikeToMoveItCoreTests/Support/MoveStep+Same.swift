@testable import ILikeToMoveItCore

extension MoveStep {
    /// Whether two steps made the same change with the same focus, announcement and inverse
    /// (the announcers are not compared, and no text is rendered to compare).
    func isSame(as other: Self) -> Bool {
        change == other.change && focus == other.focus && announcement == other.announcement
            && inverse?.kind == other.inverse?.kind
    }
}
