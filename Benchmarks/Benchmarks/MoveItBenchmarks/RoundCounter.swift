import Synchronization

/// Hands out 1, 2, 3…: each registration benchmark round declares identifiers of its own,
/// since registering the same declaration again does nothing.
final class RoundCounter: Sendable {
    private let value = Atomic(0)

    func next() -> Int {
        value.add(1, ordering: .relaxed).newValue
    }
}
