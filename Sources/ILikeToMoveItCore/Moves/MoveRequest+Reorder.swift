import Foundation  // IndexSet, which FoundationEssentials lacks

extension MoveRequest {
    /// The request of a list's own drag in edit mode, in `onMove`'s terms: the items at
    /// `offsets` go, in their order, to `destination`, an offset in the list before the move
    /// (as `move(fromOffsets:toOffset:)` reads it).
    ///
    /// The request names the items that change place and their new neighbours by identity,
    /// as an undo does, so it is one step like a row's move: one item is placed after the
    /// item it lands behind ("Undo Move Robin"); several are placed by the items around them
    /// after the drag ("Undo Move 2 items"). A dragged item that keeps its offset is not among
    /// them, so undo leaves it where it is, as a selection's undo does. Offsets outside the
    /// list are ignored and `destination` is clamped into it.
    ///
    /// ```swift
    /// // robin, jay, swan, crow: drag swan and crow above jay
    /// MoveRequest.reorder([2, 3], to: 1, in: ["robin", "jay", "swan", "crow"])
    /// // swan and crow together, after robin and before jay
    /// ```
    ///
    /// - Parameters:
    ///   - offsets: The offsets of the dragged items.
    ///   - destination: Where they go, counted in the list before the move.
    ///   - identities: The identities of the list's items, in order.
    /// - Returns: The request; `nil` when no offset is in the list.
    /// - Complexity: O(*n*).
    package static func reorder(_ offsets: IndexSet, to destination: Int, in identities: [ID]) -> MoveRequest? {
        let dragged = offsets.filter { identities.indices.contains($0) }
        guard !dragged.isEmpty else { return nil }
        let target = Swift.min(Swift.max(destination, 0), identities.count)
        // The order after the drag: the others, with the dragged items at their landing place.
        let landing = target - dragged.lazy.filter { $0 < target }.count
        var isDragged = [Bool](repeating: false, count: identities.count)
        for offset in dragged { isDragged[offset] = true }
        var after: [ID] = []
        var moved: [Bool] = []   // whether the item at each offset of `after` changed place
        after.reserveCapacity(identities.count)
        moved.reserveCapacity(identities.count)
        func appendDragged() {
            for offset in dragged {
                moved.append(offset != after.count)
                after.append(identities[offset])
            }
        }
        for offset in identities.indices where !isDragged[offset] {
            if after.count == landing { appendDragged() }
            after.append(identities[offset])
            moved.append(false)
        }
        if after.count == landing { appendDragged() }
        let runs = MoveRun.runs(of: after, moved: moved)
        guard let first = runs.first else { return nil }
        guard runs.count > 1 || first.items.count > 1 else { return MoveRequest(.place(first.items[0], first.placement)) }
        return MoveRequest(.restore(runs, focus: first.items[0]))
    }
}
