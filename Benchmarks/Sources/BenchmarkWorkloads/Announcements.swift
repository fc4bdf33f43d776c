import ILikeToMoveItCore

/// P5: the sentence spoken after a move.
public enum Announcements {
    /// Announcements of every kind: short, with a neighbour, at an edge, several items.
    public static let samples: [MoveAnnouncement] = [
        MoveAnnouncement(movement: .moved(.up, distance: 1)),
        MoveAnnouncement(movement: .moved(.down, distance: 3), neighbour: .below("Buy oat milk and bread"),
                         position: .init(7, of: 12)),
        MoveAnnouncement(movement: .moved(.up, distance: 4), neighbour: .above("Call the plumber"), edge: .top,
                         position: .init(1, of: 12)),
        MoveAnnouncement(movement: .movedItems(count: 3, to: .bottom), edge: .bottom, position: .init(10, of: 12)),
    ]

    public static let announcer = MoveAnnouncer(strings: .english, includesPosition: true)
}
