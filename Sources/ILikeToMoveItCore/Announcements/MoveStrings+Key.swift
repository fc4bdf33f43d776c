extension MoveStrings {
    /// The entries of a strings table.
    ///
    /// Templates may use the placeholders `{count}` (a distance or number of items),
    /// `{label}` (a sanitised item label), `{position}` (a one-based position; `{count}` is
    /// then the list's length), `{items}` (the ``items`` noun in the form of `{count}`), and
    /// in a grid cell's entries `{row}` and `{column}` (one-based numbers that pick no plural
    /// form). Entries marked *plural* (``isPlural``) choose their form by `{count}` and may be
    /// given per ``PluralCategory``.
    enum Key: String, Hashable, Sendable, CaseIterable {
        /// "Moved up." — one space up.
        case movedUp
        /// "Moved down." — one space down.
        case movedDown
        /// "Moved up by {count}." — more than one space up; plural.
        case movedUpBy
        /// "Moved down by {count}." — more than one space down; plural.
        case movedDownBy
        /// "Not moved." — the result of a move that changed nothing: the item was already at
        /// the edge, the distance was not positive, or the item was not found; in a list or a
        /// grid, and after an undo that changed nothing.
        case notMoved
        /// "Above {label}." — after moving up, naming the item now directly below.
        case above
        /// "Below {label}." — after moving down, naming the item now directly above.
        case below
        /// "At top." — the item ends first in the list, moved or not.
        case atTop
        /// "At bottom." — the item ends last in the list, moved or not.
        case atBottom
        /// "Position {position} of {count}." — the item's one-based position in a list of
        /// `{count}` items, when the announcer includes the position; plural on `{count}`.
        case position
        /// "items" — the noun for what the list holds, said by `{items}` in the sentences that
        /// count items; plural.
        case items
        /// "Moved {count} {items} up." — several selected items moved up; plural.
        case movedItemsUp
        /// "Moved {count} {items} down." — several selected items moved down; plural.
        case movedItemsDown
        /// "Moved {count} {items} to top." — several selected items moved to the top; plural.
        case movedItemsToTop
        /// "Moved {count} {items} to bottom." — several selected items moved to the bottom;
        /// plural.
        case movedItemsToBottom
        /// "Moved {count} {items}." — several selected items moved to a place the user picked;
        /// plural.
        case movedItems
        /// "Moved back." — an undo put one item back where it was: from another list, or to
        /// its old place in the same list (the undo of a drop); its neighbour and edge follow.
        case movedBack
        /// "Moved to {label}." — an item of a sectioned list went to another section;
        /// `{label}` is the section's name.
        case movedToSection
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
        /// "Move to {label}" — the name of the action that moves an item of a sectioned list to
        /// another section; `{label}` is the section's name.
        case actionToSection
        /// "Moved left." — a grid item one place to the left.
        case movedLeft
        /// "Moved right." — a grid item one place to the right.
        case movedRight
        /// "Moved left by {count}." — a grid item more than one place to the left; plural.
        case movedLeftBy
        /// "Moved right by {count}." — a grid item more than one place to the right; plural.
        case movedRightBy
        /// "Moved up a row." — a grid item one row up.
        case movedUpRow
        /// "Moved down a row." — a grid item one row down.
        case movedDownRow
        /// "Moved up by {count} rows." — a grid item more than one row up; plural.
        case movedUpRows
        /// "Moved down by {count} rows." — a grid item more than one row down; plural.
        case movedDownRows
        /// "Moved to start." — a grid item to the first place.
        case movedToStart
        /// "Moved to end." — a grid item to the last place.
        case movedToEnd
        /// "Moved to row {row}, column {column}." — a grid item dropped in another row and
        /// column; `{row}` is the one-based row, `{column}` the one-based column in reading
        /// order. Neither picks a plural form. (A table may still say them as `{position}` and
        /// `{count}`, as tables written before `{row}` and `{column}` did.)
        case movedToCell
        /// "Before {label}." — in a grid, naming the item now directly after the moved one in
        /// reading order (after a move towards the start).
        case before
        /// "After {label}." — in a grid, naming the item now directly before the moved one in
        /// reading order (after a move towards the end).
        case after
        /// "At start." — a grid item in the first place.
        case atStart
        /// "At end." — a grid item in the last place.
        case atEnd
        /// "Row {row}, column {column}." — a grid item's one-based row and column in reading
        /// order, when the announcer includes the position. Neither picks a plural form. (A
        /// table may still say them as `{position}` and `{count}`, as older tables did.)
        case gridPosition
        /// "Move left" — the name of `GridMoveAction.left`.
        case actionLeft
        /// "Move right" — the name of `GridMoveAction.right`.
        case actionRight
        /// "Move left by {count}" — the name of `GridMoveAction.left(n)`; plural.
        case actionLeftBy
        /// "Move right by {count}" — the name of `GridMoveAction.right(n)`; plural.
        case actionRightBy
        /// "Move up a row" — the name of `GridMoveAction.up`.
        case actionUpRow
        /// "Move down a row" — the name of `GridMoveAction.down`.
        case actionDownRow
        /// "Move up by {count} rows" — the name of `GridMoveAction.up(rows:)`; plural.
        case actionUpRows
        /// "Move down by {count} rows" — the name of `GridMoveAction.down(rows:)`; plural.
        case actionDownRows
        /// "Move to start" — the name of `GridMoveAction.toStart`.
        case actionToStart
        /// "Move to end" — the name of `GridMoveAction.toEnd`.
        case actionToEnd
        /// "Dropped {count} {items}." — after a drop placed items in a list; plural.
        case droppedItems
        /// "Nothing dropped." — after a drop that placed no item (each was already there).
        case notDropped
        /// "{count} {items} could not be dropped." — after a drop some of whose items failed
        /// to load; plural.
        case dropFailed
        /// "Moved {count} {items} back." — an undo put several items back where they were
        /// (another list, or their old places); plural.
        case movedItemsBack
        /// "Removed {label}." — an undo took away the item with this label (an added or
        /// dropped item that had not been there).
        case removed
        /// "Removed {count} {items}." — an undo took away several items; plural.
        case removedItems
        /// "Move {label}" — the name of the undo action of a move of one item, as the Edit
        /// menu and the shake-to-undo alert show it after "Undo" or "Redo" ("Undo Move Robin").
        case undoMove
        /// "Move {count} items" — the name of the undo action of a move of several items, or of
        /// one item the list names no label for; plural.
        case undoMoveItems
        /// "Drop {count} items" — the name of the undo action of a drop or a paste that placed
        /// items in a list; plural.
        case undoDrop
        /// "Drag {label}" — the name VoiceOver gives an item's drag source in its actions
        /// ("Drag Robin"), when the list lets items be dragged.
        case dragItem
        /// "Drop into {label}" — the name of a drop point VoiceOver offers while it carries a
        /// dragged item; `{label}` is the name of the list that takes the drop.
        case dropInto
        /// "Reorder" — the accessibility label of a row's drag handle.
        case reorderControl
    }
}

extension MoveStrings.Key {
    /// Whether a count picks the entry's plural form: the entries marked *plural* above, which
    /// a table gives per plural form of its language (or as one template for every number).
    /// The others say no count; given per plural form, they need no form.
    var isPlural: Bool {
        switch self {
        case .movedUpBy, .movedDownBy, .position, .items, .movedItemsUp, .movedItemsDown, .movedItemsToTop,
             .movedItemsToBottom, .movedItems, .actionUpBy, .actionDownBy, .movedLeftBy, .movedRightBy,
             .movedUpRows, .movedDownRows, .actionLeftBy, .actionRightBy, .actionUpRows, .actionDownRows,
             .droppedItems, .dropFailed, .movedItemsBack, .removedItems, .undoMoveItems, .undoDrop:
            true
        case .movedUp, .movedDown, .notMoved, .above, .below, .atTop, .atBottom, .movedBack, .movedToSection,
             .actionUp, .actionDown, .actionToTop, .actionToBottom, .actionToSection, .movedLeft, .movedRight,
             .movedUpRow, .movedDownRow, .movedToStart, .movedToEnd, .movedToCell, .before, .after, .atStart,
             .atEnd, .gridPosition, .actionLeft, .actionRight, .actionUpRow, .actionDownRow, .actionToStart,
             .actionToEnd, .notDropped, .removed, .undoMove, .dragItem, .dropInto, .reorderControl:
            false
        }
    }
}
