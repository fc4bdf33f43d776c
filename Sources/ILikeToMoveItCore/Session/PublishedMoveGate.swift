/// Lets each move an app sets on the original package's `AccessibilityMoveController` reach
/// the list exactly once, however often it is published.
///
/// `@Published` publishes in the property's `willSet`: a subscriber receives the new value
/// before it is stored, and a subscriber that subscribes later receives the value stored
/// then. So clearing the move inside the subscriber does not work (the assignment that
/// published it stores it afterwards), and the stored move is published again to every new
/// subscriber. The controller therefore counts the moves set (in its own `willSet`, which
/// runs before the publication) and the list takes a published move only when its count is
/// newer than the last one taken: a move republished to a new subscriber is not performed
/// again, two equal moves set one after the other are both performed.
///
/// ```swift
/// var gate = PublishedMoveGate()
/// gate.take(sequence: 1)   // true: the first move set
/// gate.take(sequence: 1)   // false: the same move, published again
/// gate.take(sequence: 2)   // true: the next move, even if equal to the first
/// ```
package struct PublishedMoveGate: Equatable, Sendable {
    private var taken = 0

    package init() {}

    /// Whether to perform a published move that was the `sequence`-th set: `true` once per
    /// sequence number, and only for one newer than every number taken before.
    package mutating func take(sequence: Int) -> Bool {
        guard sequence > taken else { return false }
        taken = sequence
        return true
    }
}
