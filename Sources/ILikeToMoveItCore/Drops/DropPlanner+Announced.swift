/// Everything a drop destination applies once a drop's items are in hand: what the drop did,
/// what to tell the screen reader, and what to tell the system.
package struct DropCompletion<ID: Hashable & Sendable>: Sendable {
    /// What the drop did, for the app's `completion`.
    package var outcome: DropOutcome<ID>
    /// The text to announce; `nil` when the drop carried nothing.
    package var announcement: String?
    /// Whether the drop succeeded (placed at least one item): what a `Transferable`
    /// destination returns to the system, which animates a refused drop back.
    package var isAccepted: Bool { !outcome.inserted.isEmpty }
}

extension DropPlanner {
    /// Places a drop's items into the list behind `destination`, writes every list back and
    /// words the announcement: the whole step of every list drop destination (``Providable``
    /// and `Transferable`), so both place and speak alike.
    ///
    /// Placement and write-back are those of `place(_:into:at:movingFrom:)` over accessors
    /// (sources first, the destination last, each from a fresh read). The announcement reads
    /// the destination after the write (see ``ListsAnnouncement/drop(_:in:id:label:labelLimit:)``).
    ///
    /// ```swift
    /// let completion = DropPlanner.drop(results, into: birds, at: .before(robin.id),
    ///                                   movingFrom: [birds, others], label: \.name, announcer: .default)
    /// completion.announcement   // "Dropped 2 items. Above Robin."
    /// ```
    ///
    /// - Parameters:
    ///   - results: One outcome per dragged item, in drop order; a `Transferable` drop, whose
    ///     items arrive decoded, passes only successes.
    ///   - destination: The list dropped on.
    ///   - target: Where the items go, resolved against the destination now.
    ///   - sources: The lists the items may come from; empty for a copy.
    ///   - label: The items' labels, to name the neighbour; `nil` names none.
    ///   - announcer: Words the announcement.
    /// - Returns: The outcome, the text to announce and whether the drop is accepted.
    package static func drop<Item: Identifiable>(
        _ results: [Result<Item, ItemProviderError>],
        into destination: ListAccessor<Item>,
        at target: DropTarget<Item.ID>,
        movingFrom sources: [ListAccessor<Item>],
        label: KeyPath<Item, String>?,
        announcer: MoveAnnouncer
    ) -> DropCompletion<Item.ID> {
        let outcome = place(results, into: destination, at: target, movingFrom: sources)
        guard !results.isEmpty else { return DropCompletion(outcome: outcome, announcement: nil) }
        return DropCompletion(
            outcome: outcome,
            announcement: announcer.text(for: .drop(
                outcome, in: destination.value, id: \.id, label: label.map { path in { $0[keyPath: path] } },
                labelLimit: announcer.labelLimit)))
    }
}
