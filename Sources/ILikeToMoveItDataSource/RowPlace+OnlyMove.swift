import ILikeToMoveItCore
import ILikeToMoveItDropsCore

extension RowPlace {
    /// Where the one row that moved between `before` and `after` (the identities of each
    /// section, in order) was and where it stands, when `after` is `before` with exactly one
    /// row taken out and put in elsewhere; `nil` for anything else (nothing moved, several
    /// rows moved, an item came or went, the sections changed).
    ///
    /// It is how a change a view made by itself, such as a diffable collection view's own
    /// reordering, becomes the ``ListEvent/moveRow(from:to:)`` the list would have been sent.
    /// The row is the one item ``ListsDifference`` finds arrived (in another section, or out of
    /// order among the items around it), and the answer is checked: moving it gives `after`.
    ///
    /// ```swift
    /// RowPlace.onlyMove(from: [[1, 2], [3]], to: [[2], [1, 3]])   // from section 0, row 0 to section 1, row 0
    /// ```
    ///
    /// - Complexity: O(*n* log *n*) for *n* items.
    package static func onlyMove<ID: Hashable>(from before: [[ID]], to after: [[ID]]) -> (from: RowPlace, to: RowPlace)? {
        guard before.count == after.count else { return nil }
        let difference = ListsDifference.between(before, after, id: { $0 }, label: nil, returning: false)
        guard difference.arrived.count == 1, difference.removed.isEmpty else { return nil }
        let id = difference.arrived[0]
        guard let from = place(of: id, in: before), let to = place(of: id, in: after) else { return nil }
        var moved = before
        moved[from.section].remove(at: from.row)
        guard to.row <= moved[to.section].count else { return nil }
        moved[to.section].insert(id, at: to.row)
        return moved == after ? (from, to) : nil
    }

    /// The place of the first row with identity `id` in `sections`.
    private static func place<ID: Hashable>(of id: ID, in sections: [[ID]]) -> RowPlace? {
        for (section, rows) in sections.enumerated() {
            if let row = rows.firstIndex(of: id) { return RowPlace(section: section, row: row) }
        }
        return nil
    }
}
