extension MoveAnnouncer {
    /// The text to speak for a grid move.
    ///
    /// Sentences come from the announcer's ``strings`` table (keys such as
    /// ``MoveStrings/Key/movedRight`` and ``MoveStrings/Key/after``) and are joined by its
    /// separator: the movement; the neighbour; "At start." or "At end." when the item stands
    /// there (left out after "Moved to start." or "Moved to end.", which already say so); and
    /// "Row 2, column 3." when ``includesPosition`` is on (left out after "Moved to row 2,
    /// column 3.").
    ///
    /// An announcer made with a rendering closure renders list moves only; for grid moves it
    /// uses its table, which is English unless set. Replace grid wording through the table.
    ///
    /// - Parameter announcement: What happened.
    /// - Returns: The text, for example "Moved right. After Robin. Row 2, column 3.".
    /// - Complexity: O(length of the result).
    package func text(for announcement: GridMoveAnnouncement) -> String {
        let strings = strings
        let separator = strings.separator
        var output = ""
        output.reserveCapacity(64)
        switch announcement.movement {
        case .notMoved: strings.append(.notMoved, to: &output)
        case .left(1): strings.append(.movedLeft, to: &output)
        case .right(1): strings.append(.movedRight, to: &output)
        case .left(let places): strings.append(.movedLeftBy, to: &output, count: places)
        case .right(let places): strings.append(.movedRightBy, to: &output, count: places)
        case .up(rows: 1): strings.append(.movedUpRow, to: &output)
        case .down(rows: 1): strings.append(.movedDownRow, to: &output)
        case .up(let rows): strings.append(.movedUpRows, to: &output, count: rows)
        case .down(let rows): strings.append(.movedDownRows, to: &output, count: rows)
        case .upInColumn(1): strings.append(.movedUp, to: &output)
        case .downInColumn(1): strings.append(.movedDown, to: &output)
        case .upInColumn(let places): strings.append(.movedUpBy, to: &output, count: places)
        case .downInColumn(let places): strings.append(.movedDownBy, to: &output, count: places)
        case .toStart: strings.append(.movedToStart, to: &output)
        case .toEnd: strings.append(.movedToEnd, to: &output)
        case .to(let cell): strings.append(.movedToCell, to: &output, count: cell.column, position: cell.row)
        }
        switch announcement.neighbour {
        case .before(let label) where !label.isEmpty:
            output += separator
            strings.append(.before, to: &output, label: label)
        case .after(let label) where !label.isEmpty:
            output += separator
            strings.append(.after, to: &output, label: label)
        default:
            break
        }
        switch (announcement.edge, announcement.movement) {
        case (.start, .toStart), (.end, .toEnd), (nil, _):
            break
        case (.start, _):
            output += separator
            strings.append(.atStart, to: &output)
        case (.end, _):
            output += separator
            strings.append(.atEnd, to: &output)
        }
        if includesPosition, let cell = announcement.cell, announcement.movement != .to(cell) {
            output += separator
            strings.append(.gridPosition, to: &output, count: cell.column, position: cell.row)
        }
        return output
    }
}
