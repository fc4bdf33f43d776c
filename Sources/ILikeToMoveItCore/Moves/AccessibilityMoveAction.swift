/// A move that a screen-reader user can ask for: up or down by some spaces, or to an edge.
///
/// Actions carry no index. The list resolves the item an action belongs to where it is at
/// the moment the action runs, so two quick actions on the same item both apply to it.
///
/// ```swift
/// let actions: [AccessibilityMoveAction] = [.up, .down, .up(5), .down(5), .toTop, .toBottom]
/// ```
///
/// Distances are clamped when the action is applied: zero or negative distances move
/// nothing, distances beyond the edge stop at the edge.
///
/// The cases are those of the original package and no case will be added, so a `switch`
/// over an action stays exhaustive.
public enum AccessibilityMoveAction: Hashable, Sendable {
    /// Moves the item towards the start of the list by the given number of spaces.
    case up(Int = 1)
    /// Moves the item towards the end of the list by the given number of spaces.
    case down(Int = 1)
    /// Moves the item to the start of the list.
    case toTop
    /// Moves the item to the end of the list.
    case toBottom

    /// Moves the item one space towards the start of the list; the same as `.up(1)`.
    public static let up: Self = .up(1)
    /// Moves the item one space towards the end of the list; the same as `.down(1)`.
    public static let down: Self = .down(1)

    /// The default actions: up and down by one space, to top and to bottom, in that order.
    public static let standard: [Self] = [.up, .down, .toTop, .toBottom]
}

extension AccessibilityMoveAction {
    /// The direction an action points in.
    package enum Direction: Hashable, Sendable {
        /// Towards the start of the list.
        case up
        /// Towards the end of the list.
        case down
    }

    /// The direction this action points in.
    package var direction: Direction {
        switch self {
        case .up, .toTop: .up
        case .down, .toBottom: .down
        }
    }

    /// The destination offset of an item at `offset` in a list of `count` elements.
    ///
    /// Distances are clamped: zero and negative distances return `offset`, distances past an
    /// edge return that edge. No arithmetic overflows, even for `Int.min` and `Int.max`.
    ///
    /// - Parameters:
    ///   - offset: The item's current offset, in `0..<count`.
    ///   - count: The number of elements in the list.
    /// - Returns: The offset the item moves to, in `0..<count`.
    /// - Complexity: O(1).
    package func targetOffset(from offset: Int, count: Int) -> Int {
        precondition(offset >= 0 && offset < count, "Offset \(offset) out of range 0..<\(count)")
        switch self {
        case .up(let distance):
            return ClampedOffset.back(from: offset, by: distance)
        case .down(let distance):
            return ClampedOffset.forward(from: offset, by: distance, count: count)
        case .toTop:
            return 0
        case .toBottom:
            return count - 1
        }
    }
}
