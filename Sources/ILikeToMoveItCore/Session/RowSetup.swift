/// What the rows of a moveable list draw from their list: the shape their moves see, how many
/// other lists they send items to, the names of the list's sections, and whether a pointer
/// can drag them. Rows are drawn again only when it changes, not with every move.
///
/// Its ``menu(rowActions:section:strings:labelLimit:)`` is each row's list of actions: the
/// user interface shows it as it is, in order, under the names it gives.
package struct RowSetup: Equatable, Sendable {
    /// The shape the row's moves see.
    package var shape: MoveShape
    /// How many other lists the rows send items to.
    package var transferCount: Int
    /// The names of the list's sections, in order; `nil` for a list without sections.
    package var sectionNames: [String]?
    /// Whether a pointer can drag the rows to reorder the list.
    package var dragging: Bool

    package init(shape: MoveShape, transferCount: Int = 0, sectionNames: [String]? = nil, dragging: Bool = false) {
        self.shape = shape
        self.transferCount = transferCount
        self.sectionNames = sectionNames
        self.dragging = dragging
    }

    /// One action of a row's menu: the move it makes and its name.
    package struct Entry: Hashable, Sendable {
        /// The move, to report as the row's chosen move.
        package var move: RowMove
        /// The name VoiceOver reads.
        package var name: Name
    }

    /// The name of a row's action.
    package enum Name: Hashable, Sendable {
        /// Words from the announcer's table ("Move up", "Move to Done").
        case text(String)
        /// The name the app gave the transfer at this index ("Move to Favourites").
        case transfer(Int)
    }

    /// A row's actions, in the order they are listed: in a list without sections, its own
    /// actions (in a grid, their grid counterparts; see ``MoveLayout``) then a transfer to each
    /// other list; in a sectioned list, its own actions then "Move to <section>" for each other
    /// section, in section order (every section when the row's is unknown).
    ///
    /// ```swift
    /// RowSetup(shape: .list, sectionNames: ["To do", "Done"])
    ///     .menu(rowActions: [.up, .down], section: 0, strings: .english)
    /// // Move up, Move down, Move to Done
    /// ```
    ///
    /// - Parameters:
    ///   - rowActions: The actions the row was given.
    ///   - section: The index of the row's section, in a sectioned list.
    ///   - strings: The table that names the actions: the list's announcer's, so names and
    ///     announcements speak one language.
    ///   - labelLimit: The most characters of a section's name that are read.
    /// - Returns: The entries, without repeats.
    /// - Complexity: O(*a* + *d*), *a* actions and *d* other lists or sections.
    package func menu(
        rowActions: [AccessibilityMoveAction], section: Int?, strings: MoveStrings, labelLimit: Int = MoveLabel.defaultLimit
    ) -> [Entry] {
        if let sectionNames {
            return MoveLayout.sectionMenu(rowActions: rowActions, sectionCount: sectionNames.count, section: section).map { move in
                if case let .transfer(index) = move {
                    return Entry(move: move, name: .text(strings.sectionActionName(sectionNames[index], limit: labelLimit)))
                }
                return Entry(move: move, name: .text(move.name(strings: strings) ?? ""))
            }
        }
        return shape.menu(rowActions: rowActions, transferCount: transferCount).map { move in
            if case let .transfer(index) = move { return Entry(move: move, name: .transfer(index)) }
            return Entry(move: move, name: .text(move.name(strings: strings) ?? ""))
        }
    }
}

extension RowSetup {
    /// The entry of a row's menu as it is now that carries out `chosen`, an entry the row
    /// listed earlier (a user interface that lists a row's actions once, when the row is
    /// drawn, may be chosen from after its list changed): the entry under the same name, as
    /// the user heard it; failing that, for a move of the row's own (not to another list or
    /// section, which only its name identifies), the entry that makes the same move.
    ///
    /// ```swift
    /// // "Move to Done" was listed as the move to section 1; sections were reordered since.
    /// RowSetup.entry(matching: chosen, in: menuNow)   // the entry that moves to Done, now section 2
    /// ```
    ///
    /// - Parameters:
    ///   - chosen: The entry the user chose.
    ///   - menu: The row's menu now.
    /// - Returns: The entry to carry out; `nil` when the menu no longer offers it (a section
    ///   that was removed), so nothing moves.
    /// - Complexity: O(*m*), *m* being the number of entries.
    package static func entry(matching chosen: Entry, in menu: [Entry]) -> Entry? {
        if let named = menu.first(where: { $0.name == chosen.name }) { return named }
        if case .transfer = chosen.move { return nil }
        return menu.first { $0.move == chosen.move }
    }
}
