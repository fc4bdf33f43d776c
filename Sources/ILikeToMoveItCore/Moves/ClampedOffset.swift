/// Where a move by a number of places lands, clamped into a list: the one rule the list
/// actions (`up(n)`, `down(n)`) and the grid actions (left, right) share.
///
/// A distance of 0 or less leaves the item where it is, and a distance past an end stops at
/// that end. Distances are compared with the room left rather than added to the offset, so
/// `Int.min` and `Int.max` cannot overflow.
enum ClampedOffset {
    /// The offset `places` before `offset`, at least 0.
    ///
    /// - Complexity: O(1).
    static func back(from offset: Int, by places: Int) -> Int {
        guard places > 0 else { return offset }
        return places >= offset ? 0 : offset - places
    }

    /// The offset `places` after `offset`, at most `count - 1`.
    ///
    /// - Complexity: O(1).
    static func forward(from offset: Int, by places: Int, count: Int) -> Int {
        guard places > 0 else { return offset }
        let room = count - 1 - offset
        return places >= room ? count - 1 : offset + places
    }
}
