/// An arrow key, as a keyboard handler reports it.
package enum MoveArrowKey: Hashable, Sendable, CaseIterable {
    case up
    case down
    case left
    case right
}
