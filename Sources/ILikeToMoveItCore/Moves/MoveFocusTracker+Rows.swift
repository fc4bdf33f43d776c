extension MoveFocusTracker {
    /// The request still pending for the row of the item with identity `id`: what a row that
    /// appears (rows of lazy lists come later) takes.
    ///
    /// - Complexity: O(1).
    func pending(for id: ID) -> Request? {
        pending?.id == id ? pending : nil
    }

    /// A row claims `request`, as it received it: `true` once, and only while it is the
    /// pending request (a newer move's request supersedes it, and a row that appeared and
    /// claimed it already took it).
    ///
    /// - Complexity: O(1).
    mutating func claim(_ request: Request) -> Bool {
        pending == request && claim(for: request.id)
    }
}
