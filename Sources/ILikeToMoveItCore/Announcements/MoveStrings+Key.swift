extension MoveStrings {
    /// The entries of a strings table.
    ///
    /// Templates may use the placeholders `{count}` (a distance or number of items),
    /// `{label}` (a sanitised item label) and `{position}` (a one-based position; `{count}` is
    /// then the list's length). Entries marked *plural* may be given per ``PluralCategory``.
    public enum Key: String, Hashable, Sendable, CaseIterable, Codable {
        /// "Moved up." — one space up.
        case movedUp
        /// "Moved down." — one space down.
        case movedDown
        /// "Moved up by {count}." — more than one space up; plural.
        case movedUpBy
        /// "Moved down by {count}." — more than one space down; plural.
        case movedDownBy
        /// "Not moved."
        case notMoved
        /// "Above {label}." — after moving up, naming the item now directly below.
        case above
        /// "Below {label}." — after moving down, naming the item now directly above.
        case below
        /// "At top."
        case atTop
        /// "At bottom."
        case atBottom
        /// "Position {position} of {count}."; plural on `{count}`.
        case position
        /// "Moved {count} items up."; plural.
        case movedItemsUp
        /// "Moved {count} items down."; plural.
        case movedItemsDown
        /// "Moved {count} items to top."; plural.
        case movedItemsToTop
        /// "Moved {count} items to bottom."; plural.
        case movedItemsToBottom
        /// "Moved {count} items." — to a place the user picked; plural.
        case movedItems
        /// "Move up" — the name of `.up` in the actions menu.
        case actionUp
        /// "Move down" — the name of `.down`.
        case actionDown
        /// "Move up by {count}" — the name of `.up(n)`; plural.
        case actionUpBy
        /// "Move down by {count}" — the name of `.down(n)`; plural.
        case actionDownBy
        /// "Move to top" — the name of `.toTop`.
        case actionToTop
        /// "Move to bottom" — the name of `.toBottom`.
        case actionToBottom
    }
}
