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

extension ListChange {
    /// A drop into the list behind `destination`, as the change a list session carries out
    /// (``ListEvent/change(_:)``): places the items and writes every list as
    /// ``DropPlanner/drop(_:into:at:movingFrom:label:announcer:)`` does, says it ("Dropped 2
    /// items. Above Robin."), and returns as its inverse the ``ListsEdit`` that takes it back
    /// by identity, named "Drop 2 items".
    ///
    /// ```swift
    /// driver.send(.change(.drop(results, into: birds, at: target, movingFrom: [birds, others],
    ///                           label: \.name, announcer: announcer) { completion in
    ///     accepted = completion.isAccepted
    /// }))
    /// ```
    ///
    /// The parameters are those of ``DropPlanner/drop(_:into:at:movingFrom:label:announcer:)``
    /// (the target is resolved when the change runs), and `completed`, told what the drop did
    /// once the lists are written.
    ///
    /// - Returns: The change; its body places the drop each time it runs, so send it once.
    package static func drop<Item: Identifiable>(
        _ results: [Result<Item, ItemProviderError>],
        into destination: ListAccessor<Item>,
        at target: DropTarget<Item.ID>,
        movingFrom sources: [ListAccessor<Item>],
        label: KeyPath<Item, String>?,
        announcer: MoveAnnouncer,
        completed: @escaping (DropCompletion<Item.ID>) -> Void = { _ in }
    ) -> ListChange {
        ListChange {
            let accessors = [destination] + sources
            let before = accessors.map(\.value)
            let completion = DropPlanner.drop(
                results, into: destination, at: target, movingFrom: sources, label: label, announcer: announcer)
            completed(completion)
            let name = announcer.strings.undoDropActionName(count: completion.outcome.inserted.count)
            let inverse = ListsEdit(before: before, after: accessors.map(\.value))?.change(
                on: accessors, named: name, label: label, announcer: announcer)
            return Outcome(text: completion.announcement ?? "", actionName: name, inverse: inverse)
        }
    }
}
