/// What a move of several selected items did, what to say, and how to take it back.
@usableFromInline package struct SelectionMoveResult: Hashable, Sendable {
    /// Whether any item changed place.
    @usableFromInline package enum Outcome: Hashable, Sendable {
        /// At least one element changed place.
        case moved
        /// Selected items were found but the order did not change.
        case notMoved
        /// No element has any of the selected identities; the list is unchanged.
        case itemsNotFound
    }

    /// Whether any item changed place.
    @usableFromInline package let outcome: Outcome
    /// Where the selection was asked to go.
    @usableFromInline package let destination: SelectionDestination
    /// The offsets of the selected elements before the move, ascending.
    @usableFromInline package let fromOffsets: [Int]
    /// The offsets of the selected elements after the move, ascending (same order as
    /// ``fromOffsets``: relative order is kept).
    @usableFromInline package let toOffsets: [Int]
    /// The number of elements in the list.
    @usableFromInline package let count: Int
    /// The permutation the move applied (new offset → old offset).
    @usableFromInline package let permutation: MovePermutation
    /// The announcement before it is put into words.
    @usableFromInline package let announcement: MoveAnnouncement
    /// The text to speak.
    @usableFromInline package let text: String

    @usableFromInline
    init(
        outcome: Outcome, destination: SelectionDestination, fromOffsets: [Int], toOffsets: [Int], count: Int,
        permutation: MovePermutation, announcement: MoveAnnouncement, text: String
    ) {
        self.outcome = outcome
        self.destination = destination
        self.fromOffsets = fromOffsets
        self.toOffsets = toOffsets
        self.count = count
        self.permutation = permutation
        self.announcement = announcement
        self.text = text
    }

    /// Whether any item changed place.
    @usableFromInline package var didMove: Bool { outcome == .moved }

    /// The number of selected elements found in the list.
    @usableFromInline package var selectedCount: Int { fromOffsets.count }

    /// The reordering that restores the exact previous order; apply it with
    /// ``Swift/MutableCollection/applyPermutation(_:)`` to the list as the move left it.
    @usableFromInline package var undo: MovePermutation { permutation.inverted }
}
