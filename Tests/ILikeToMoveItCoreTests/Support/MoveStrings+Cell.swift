@testable import ILikeToMoveItCore

extension MoveStrings {
    /// Renders a grid cell's entry, ``Key/movedToCell`` or ``Key/gridPosition``: "Row 2,
    /// column 3.".
    ///
    /// `{row}` and `{column}` say the numbers, and so do `{position}` and `{count}`, which
    /// tables written before `{row}` and `{column}` existed use for them in these entries.
    ///
    /// - Parameters:
    ///   - key: The entry.
    ///   - row: The one-based row.
    ///   - column: The one-based column in reading order.
    /// - Returns: The rendered text.
    /// - Complexity: O(length of the result).
    func string(_ key: Key, row: Int, column: Int) -> String {
        var output = ""
        append(key, to: &output, .cell(row: row, column: column))
        return output
    }
}
