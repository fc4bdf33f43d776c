/// What a move did to a list: one result for single and selection moves.
///
/// ```swift
/// var letters = ["a", "b", "c", "d"]
/// let change = letters.move("d", identifiedBy: \.self, .up(2))
/// change.reordering     // .offset(OffsetMove(from: 3, to: 1))
/// change.placement      // 1...1
/// MoveAnnouncer(strings: .english).text(for: MoveAnnouncement(change, in: letters, label: \.self))
/// // "Moved up by 2. Above b."
/// ```
///
/// The announcement is not part of it: build one with
/// ``MoveAnnouncement/init(_:in:label:labelLimit:)`` when something is to be said.
public struct MoveChange: Hashable, Sendable {
    /// How the order changed.
    public enum Reordering: Hashable, Sendable {
        /// The order did not change.
        case none
        /// One element moved from one offset to another.
        case offset(OffsetMove)
        /// Several elements moved: for each new offset, the old one.
        case permutation(MovePermutation)
    }

    /// The move that was asked for.
    public let action: AccessibilityMoveAction
    /// Whether it was a selection move (several identities, kept in order).
    public let isSelection: Bool
    /// How many elements the move found: 0 when none had the identity (or identities).
    public let found: Int
    /// The offsets of the first and the last found element after the move; `nil` when none
    /// was found.
    public let placement: ClosedRange<Int>?
    /// The number of elements in the list.
    public let count: Int
    /// How the order changed.
    public let reordering: Reordering

    @usableFromInline
    init(
        action: AccessibilityMoveAction, isSelection: Bool, found: Int, placement: ClosedRange<Int>?,
        count: Int, reordering: Reordering
    ) {
        self.action = action
        self.isSelection = isSelection
        self.found = found
        self.placement = placement
        self.count = count
        self.reordering = reordering
    }

    /// Whether the order changed.
    public var isEmpty: Bool { reordering == .none }
}
