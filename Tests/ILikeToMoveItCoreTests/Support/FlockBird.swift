@testable import ILikeToMoveItCore

/// A test item: an identity and a label.
struct FlockBird: Identifiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var name: String

    var description: String { "\(name)#\(id)" }

    static let names = ["Robin", "Jay", "Swan", "Crow", "Goose", "Finch", "Wren", "Owl"]

    /// `count` birds with ids 0..<count and distinct names.
    static func flock(_ count: Int) -> [FlockBird] {
        (0..<count).map { FlockBird(id: $0, name: names[$0 % names.count] + ($0 < names.count ? "" : "\($0)")) }
    }
}

extension MoveAnnouncer {
    static let english = MoveAnnouncer(strings: .english)
    static let japanese = MoveAnnouncer(strings: .japanese)
}

/// Actions worth trying on small lists: every distance that matters plus absurd ones.
let interestingActions: [AccessibilityMoveAction] =
    [.toTop, .toBottom, .up(Int.min), .down(Int.min), .up(Int.max), .down(Int.max)]
    + (-1...7).flatMap { [AccessibilityMoveAction.up($0), .down($0)] }
