import ILikeToMoveItCore

extension RowPlace {
    /// Where the one row that moved between `before` and `after` (the identities of each
    /// section, in order) was and where it stands, when `after` is `before` with exactly one
    /// row taken out and put in elsewhere; `nil` for anything else (nothing moved, several
    /// rows moved, an item came or went, the sections changed).
    ///
    /// It is how a change a view made by itself, such as a diffable collection view's own
    /// reordering, becomes the ``ListEvent/moveRow(from:to:)`` the list would have been sent.
    ///
    /// ```swift
    /// RowPlace.onlyMove(from: [[1, 2], [3]], to: [[2], [1, 3]])   // from section 0, row 0 to section 1, row 0
    /// ```
    ///
    /// - Complexity: O(*n* + *s*), *n* being the number of items and *s* of sections.
    package static func onlyMove<ID: Hashable>(from before: [[ID]], to after: [[ID]]) -> (from: RowPlace, to: RowPlace)? {
        guard before.count == after.count, before != after else { return nil }
        // Both lists read as one sequence in which each section ends with a mark.
        let old = Self.flattened(before), new = Self.flattened(after)
        guard old.count == new.count else { return nil }
        var first = 0
        while old[first] == new[first] { first += 1 }
        var last = old.count - 1
        while old[last] == new[last] { last -= 1 }
        // The row at `first` went down to `last`, or the one at `last` came up to `first`.
        let down = old[first] != nil && new[last] == old[first] && old[(first + 1)...last].elementsEqual(new[first..<last])
        let up = old[last] != nil && new[first] == old[last] && old[first..<last].elementsEqual(new[(first + 1)...last])
        guard down || up else { return nil }
        return down
            ? (Self.place(of: first, in: old), Self.place(of: last, in: new))
            : (Self.place(of: last, in: old), Self.place(of: first, in: new))
    }

    /// The sections' identities one after another, each section followed by `nil`.
    private static func flattened<ID>(_ sections: [[ID]]) -> [ID?] {
        var flat: [ID?] = []
        flat.reserveCapacity(sections.reduce(sections.count) { $0 + $1.count })
        for section in sections {
            flat.append(contentsOf: section.lazy.map { Optional($0) })
            flat.append(nil)
        }
        return flat
    }

    /// The place of the row at `offset` of a flattened list.
    private static func place<ID>(of offset: Int, in flat: [ID?]) -> RowPlace {
        var section = 0
        var start = 0
        for index in 0..<offset where flat[index] == nil {
            section += 1
            start = index + 1
        }
        return RowPlace(section: section, row: offset - start)
    }
}
