/// Everything one ``MoveRequest`` did and what the UI must do about it: the change (already
/// made to the list), the item to focus, the announcement, and the inverse to register for
/// undo.
///
/// The inverse exists exactly when the change is not empty, so a request that moved nothing
/// (a "Move up" on the first row) registers no undo step.
///
/// ```swift
/// let step = moves.perform(.item(crow.id, .up), on: &birds)
/// step.change   // .offset(OffsetMove(from: 3, to: 2))
/// step.focus    // crow.id
/// step.text     // "Moved up. Above Swan."
/// step.inverse  // .place(crow.id, at: 3)
/// ```
public struct MoveStep<ID: Hashable> {
    /// How the lists changed.
    public enum Change: Hashable, Sendable {
        /// Nothing changed.
        case none
        /// One element of the list moved.
        case offset(OffsetMove)
        /// The list was reordered: for each new offset, the old one.
        case permutation(MovePermutation)
        /// The element at `from` left the list and went to offset `to` of the other list.
        case transferred(from: Int, to: Int)
        /// The element at `from` of the other list came back to offset `to` of the list.
        case transferredBack(from: Int, to: Int)
    }

    /// How the lists changed.
    public let change: Change
    /// The item that should hold accessibility focus: the moved item (also when it could
    /// not move), the first item of a selection, the item that took a transferred item's
    /// place; `nil` when there is none.
    public let focus: ID?
    /// What happened, before it is put into words; `nil` for transfers, whose text the app
    /// gives.
    public let announcement: MoveAnnouncement?
    /// The request that takes the change back; `nil` exactly when nothing changed.
    public let inverse: MoveRequest<ID>?
    /// Renders ``text``.
    @usableFromInline let announcer: MoveAnnouncer
    /// The text given with a transfer request.
    @usableFromInline let givenText: String?

    @usableFromInline
    init(
        change: Change, focus: ID?, announcement: MoveAnnouncement?, inverse: MoveRequest<ID>?,
        announcer: MoveAnnouncer, text: String? = nil
    ) {
        self.change = change
        self.focus = focus
        self.announcement = announcement
        self.inverse = inverse
        self.announcer = announcer
        self.givenText = text
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { change == .none }

    /// The text to speak (empty when nothing should be said), rendered on each access by the
    /// announcer of the ``AccessibleMoves`` that made the step.
    ///
    /// - Complexity: O(*m*), *m* being the length of the text.
    public var text: String {
        if let givenText { return givenText }
        return announcement.map(announcer.text(for:)) ?? ""
    }
}

extension MoveStep: Equatable {
    /// Whether two steps made the same change with the same focus, announcement and inverse.
    /// The announcers are not compared, and no text is rendered to compare.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.change == rhs.change && lhs.focus == rhs.focus && lhs.announcement == rhs.announcement
            && lhs.inverse == rhs.inverse && lhs.givenText == rhs.givenText
    }
}

extension MoveStep: Sendable where ID: Sendable {}
