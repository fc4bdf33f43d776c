/// What a change to which items a list holds says, before it is put into words: how many
/// items arrived and where the first of them stands, how many could not, and how many were
/// removed. One value for every such change: a drop ("Dropped 2 items. Above Robin."), the
/// undo of a transfer ("Moved back. Below Crow."), and an undo or redo that restored whole
/// lists (`ListsDifference`, in ILikeToMoveItDropsCore), in list or grid terms.
package struct ListsAnnouncement: Equatable, Sendable {
    /// How many items arrived in a list (new, from another list, or to another place).
    package var arrived = 0
    /// Whether arrived items are said to have moved back (an undo) rather than dropped.
    var returning: Bool
    /// The item named after the arrived block in the focused list: the one directly after it
    /// (`.above`, "Above Swan." / "Before Swan."), or at the end the one before it.
    var neighbour: MoveAnnouncement.Neighbour?
    /// The edge the block stands at: `.top` is also the start of a grid, `.bottom` its end.
    var edge: MoveAnnouncement.Edge?
    /// The zero-based offset of the focused item and its list's length.
    var offset: Int?
    var count = 0
    /// How many items no list holds any more.
    package var removed = 0
    /// The removed item's sanitised label, when one item was removed and it has one.
    package var removedLabel: String?
    /// How many dropped items could not be placed (their loads failed).
    package var failed = 0
    /// The grid the focused list is shown as; `nil` speaks in list terms.
    var layout: GridMoveLayout?

    package init(returning: Bool, layout: GridMoveLayout? = nil) {
        self.returning = returning
        self.layout = layout
    }

    /// Fills in the place of the block of arrived items that starts at `start` of `list`.
    package mutating func place<List: Collection, ID: Hashable>(
        block start: Int, in list: List, id: (List.Element) -> ID, arrived: Set<ID>,
        label: ((List.Element) -> String)?, labelLimit: Int
    ) {
        let count = list.count
        var end = start + 1
        var next = list.index(list.startIndex, offsetBy: Swift.min(end, count))
        while end < count, arrived.contains(id(list[next])) {
            end += 1
            list.formIndex(after: &next)
        }
        if let label {
            if end < count {
                neighbour = .init(MoveLabel.sanitize(label(list[next]), limit: labelLimit), above: true)
            } else if start > 0 {
                let before = list[list.index(list.startIndex, offsetBy: start - 1)]
                neighbour = .init(MoveLabel.sanitize(label(before), limit: labelLimit), above: false)
            }
        }
        edge = start == 0 ? .top : end == count ? .bottom : nil
        offset = start
        self.count = count
    }
}

extension MoveAnnouncer {
    /// The text to speak after an undo or redo restored whole lists, in the announcer's table
    /// and in the terms of the view: "Moved back. Above Swan.", "Moved 2 items back. At top.",
    /// "Removed Heron.", "Dropped 1 item. Below Owl."; in a grid "Moved back. Before Swan.
    /// At start.". With nothing arrived or removed, "Not moved.".
    ///
    /// - Parameter change: What changed.
    /// - Returns: Sentences joined by the table's separator.
    /// - Complexity: O(length of the result).
    package func text(for change: ListsAnnouncement) -> String {
        var speech = Speech(strings: strings, inGrid: change.layout != nil)
        if change.arrived == 0, change.removed == 0 {
            // Nothing arrived or left: a drop that placed nothing, or a change that was none.
            speech.say(change.returning ? .notMoved : .notDropped)
        }
        if change.arrived > 0 {
            if change.returning {
                speech.say(change.arrived == 1 ? .movedBack : .movedItemsBack, count: change.arrived)
            } else {
                speech.say(.droppedItems, count: change.arrived)
            }
            speech.say(change.neighbour)
            speech.say(change.edge)
            if includesPosition, let offset = change.offset {
                if let layout = change.layout {
                    let cell = layout.cell(of: offset)
                    speech.say(.gridPosition, row: cell.row + 1, column: cell.column + 1)
                } else {
                    speech.say(.position, count: change.count, position: offset + 1)
                }
            }
        }
        if change.failed > 0 { speech.say(.dropFailed, count: change.failed) }
        if change.removed == 1, let label = change.removedLabel {
            speech.say(.removed, label: label)
        } else if change.removed > 0 {
            speech.say(.removedItems, count: change.removed)
        }
        return speech.text
    }
}
