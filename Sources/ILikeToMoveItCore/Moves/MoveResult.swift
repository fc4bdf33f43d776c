/// What a single-item move did: where the item went, what it landed next to, what to say,
/// and how to take it back.
///
/// ```swift
/// var birds = ["Robin", "Jay", "Swan", "Crow"].map(Bird.init)
/// let result = birds.accessibilityMove(crow, action: .up(3), label: \.name)
/// result.outcome          // .moved
/// result.distance         // 3
/// result.text             // "Moved up by 3. Above Robin. At top."
/// birds.applyMove(result.undo!)   // back to Robin, Jay, Swan, Crow
/// ```
@usableFromInline package struct MoveResult<Element> {
    /// Whether the item moved.
    @usableFromInline package enum Outcome: Hashable, Sendable {
        /// The item changed place.
        case moved
        /// The item is in the list but stayed where it was: it was already at the edge, or
        /// the distance was zero or negative.
        case notMoved
        /// No element has the item's identity; the list is unchanged.
        case itemNotFound
    }

    /// Whether the item moved.
    @usableFromInline package let outcome: Outcome
    /// The action that was asked for (for offset moves, the equivalent `.up(d)`/`.down(d)`).
    @usableFromInline package let action: AccessibilityMoveAction
    /// The item's offset before the move; `nil` when the item was not found.
    @usableFromInline package let fromOffset: Int?
    /// The item's offset after the move; `nil` when the item was not found.
    @usableFromInline package let toOffset: Int?
    /// The number of elements in the list.
    @usableFromInline package let count: Int
    /// The element now next to the moved item: directly below it after moving up, directly
    /// above it after moving down; `nil` when nothing moved.
    @usableFromInline package let neighbour: Element?
    /// The neighbour's sanitised label (see ``MoveLabel``); `nil` without a label key path,
    /// without a neighbour, or when the label is empty once sanitised.
    @usableFromInline package let neighbourLabel: String?
    /// The announcer the move was given; ``text`` renders with it.
    @usableFromInline
    let announcer: MoveAnnouncer

    /// The announcement before it is put into words: the movement, the neighbour (when a
    /// label was given), the edge the item stands at (see ``MoveAnnouncement/Edge``), and
    /// the position.
    ///
    /// Derived from the stored offsets, action and label on each access, so that a move whose
    /// result is only checked for its offsets builds none of it.
    @usableFromInline package var announcement: MoveAnnouncement {
        guard let fromOffset, let toOffset else { return MoveAnnouncement(movement: .notMoved) }
        let up = toOffset < fromOffset
        let edge = MoveAnnouncement.Edge(first: toOffset, last: toOffset, count: count, towardsTop: action.direction == .up)
        return MoveAnnouncement(
            movement: toOffset == fromOffset ? .notMoved : .moved(up ? .up : .down, distance: distance),
            neighbour: neighbourLabel.map { up ? .above($0) : .below($0) },
            edge: edge,
            position: .init(toOffset + 1, of: count)
        )
    }

    /// The text to speak, rendered by the announcer the move was given.
    ///
    /// The text is rendered from ``announcement`` on each access, not when the move is made:
    /// a move whose result is never spoken pays nothing for it. Read it once and keep the
    /// string if you need it several times.
    ///
    /// - Complexity: O(*m*) on each access, *m* being the length of the text (which grows
    ///   with the neighbour's label, at most ``MoveAnnouncer/labelLimit`` characters).
    @usableFromInline package var text: String { announcer.text(for: announcement) }

    @usableFromInline
    init(
        outcome: Outcome, action: AccessibilityMoveAction, fromOffset: Int?, toOffset: Int?, count: Int,
        neighbour: Element?, neighbourLabel: String?, announcer: MoveAnnouncer
    ) {
        self.outcome = outcome
        self.action = action
        self.fromOffset = fromOffset
        self.toOffset = toOffset
        self.count = count
        self.neighbour = neighbour
        self.neighbourLabel = neighbourLabel
        self.announcer = announcer
    }

    /// Whether the item changed place.
    @usableFromInline package var didMove: Bool { outcome == .moved }

    /// How many spaces the item actually moved (after clamping); 0 when it did not move.
    @usableFromInline package var distance: Int {
        guard let fromOffset, let toOffset else { return 0 }
        return fromOffset < toOffset ? toOffset - fromOffset : fromOffset - toOffset
    }

    /// Whether the item is first in the list after the move; `false` when it was not found.
    @usableFromInline package var isAtTop: Bool { toOffset == 0 }

    /// Whether the item is last in the list after the move; `false` when it was not found.
    @usableFromInline package var isAtBottom: Bool { toOffset.map { $0 == count - 1 } ?? false }

    /// The offset move that restores the previous order, if the item moved.
    ///
    /// Apply it with ``Swift/MutableCollection/applyMove(_:)`` to the list as the move left it.
    @usableFromInline package var undo: OffsetMove? {
        guard didMove, let fromOffset, let toOffset else { return nil }
        return OffsetMove(from: toOffset, to: fromOffset)
    }

    /// The action that moves the item back, if it moved: `.down(d)` after moving up by `d`,
    /// `.up(d)` after moving down.
    ///
    /// Unlike ``undo`` it finds the item by identity, so it still moves the right item if
    /// other items were inserted or removed meanwhile (it then moves it by the same distance).
    @usableFromInline package var undoAction: AccessibilityMoveAction? {
        guard didMove, let fromOffset, let toOffset else { return nil }
        return toOffset < fromOffset ? .down(fromOffset - toOffset) : .up(toOffset - fromOffset)
    }
}

extension MoveResult: Sendable where Element: Sendable {}
extension MoveResult: Equatable where Element: Equatable {
    /// Whether two results describe the same move and say the same text.
    ///
    /// The announcers themselves are not compared (a closure cannot be): two results are
    /// equal when every stored value and their rendered ``text`` are (the
    /// ``announcement`` follows from the stored values).
    @usableFromInline package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.outcome == rhs.outcome && lhs.action == rhs.action
            && lhs.fromOffset == rhs.fromOffset && lhs.toOffset == rhs.toOffset
            && lhs.count == rhs.count && lhs.neighbour == rhs.neighbour
            && lhs.neighbourLabel == rhs.neighbourLabel && lhs.text == rhs.text
    }
}
