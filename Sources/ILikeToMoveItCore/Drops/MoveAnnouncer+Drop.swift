extension MoveAnnouncer {
    /// The text to speak after a drop, in the announcer's table: the one place drop
    /// announcements are worded, for ``Providable`` and `Transferable` drops alike.
    ///
    /// "Dropped 2 items." (or "Nothing dropped."), then the neighbour ("Above Robin." /
    /// "Below Robin."), the edge ("At top." / "At bottom."), the position when the announcer
    /// includes it, and "2 items could not be dropped." when loads failed.
    ///
    /// - Parameter drop: What the drop did.
    /// - Returns: Sentences joined by the table's separator.
    /// - Complexity: O(length of the result).
    package func text(for drop: DropAnnouncement) -> String {
        let strings = strings
        let separator = strings.separator
        var output = ""
        if drop.placed > 0 {
            strings.append(.droppedItems, to: &output, count: drop.placed)
        } else {
            strings.append(.notDropped, to: &output)
        }
        switch drop.neighbour {
        case .above(let label)?:
            output += separator
            strings.append(.above, to: &output, label: label)
        case .below(let label)?:
            output += separator
            strings.append(.below, to: &output, label: label)
        case nil:
            break
        }
        if let edge = drop.edge {
            output += separator
            strings.append(edge == .top ? .atTop : .atBottom, to: &output)
        }
        if includesPosition, let position = drop.position {
            output += separator
            strings.append(.position, to: &output, count: position.count, position: position.index)
        }
        if drop.failed > 0 {
            output += separator
            strings.append(.dropFailed, to: &output, count: drop.failed)
        }
        return output
    }
}
