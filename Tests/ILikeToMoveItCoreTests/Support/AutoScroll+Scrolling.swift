@testable import ILikeToMoveItCore

extension AutoScroll {
    /// Whether a step toward an edge is pending (read by the tests only).
    var isScrolling: Bool {
        if case .scrolling = state { return true }
        return false
    }
}
