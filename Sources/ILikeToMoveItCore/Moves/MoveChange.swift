/// What a move did to a list: one result for single and selection moves.
///
/// ```swift
/// var letters = ["a", "b", "c", "d"]
/// let change = letters.move("d", identifiedBy: \.self, .up(2))   // ["a", "d", "b", "c"]
/// change.isEmpty        // false
/// change.placement      // 1...1
/// MoveAnnouncer(strings: .english).text(for: change, in: letters, label: \.self)
/// // "Moved up by 2. Above b."
/// ```
///
/// The announcement is not part of it: word it with ``MoveAnnouncer/text(for:in:label:)``
/// when something is to be said.
public struct MoveChange: Sendable {
    /// How the order changed.
    @usableFromInline package enum Reordering: Hashable, Sendable {
        /// The order did not change.
        case none
        /// One element moved from one offset to another.
        case offset(OffsetMove)
        /// Several elements moved: for each new offset, the old one.
        case permutation(MovePermutation)
    }

    /// The move that was asked for.
    package let action: AccessibilityMoveAction
    /// Whether it was a selection move (several identities, kept in order).
    package let isSelection: Bool
    /// How many elements the move found: 0 when none had the identity (or identities).
    package let found: Int
    /// Where the moved elements are after the move: the offsets of the first and the last of
    /// them (the same offset for a single move), also when they did not move; `nil` when no
    /// element had the identity (or any of the identities).
    public let placement: ClosedRange<Int>?
    /// The number of elements in the list.
    package let count: Int
    /// How the order changed.
    package let reordering: Reordering

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

    /// Whether the order stayed the same: the element was already at the edge, the distance
    /// was not positive, or no element had the identity.
    public var isEmpty: Bool { reordering == .none }
}
