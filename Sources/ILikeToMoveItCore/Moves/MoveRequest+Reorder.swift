import Foundation  // IndexSet, which FoundationEssentials lacks

extension MoveRequest {
    /// The request of a list's own drag in edit mode, in `onMove`'s terms: the items at
    /// `offsets` go, in their order, to `destination`, an offset in the list before the move
    /// (as `move(fromOffsets:toOffset:)` reads it).
    ///
    /// The request names the moved items and their new neighbours by identity, as an undo
    /// does, so it is one step like a row's move: one item is placed after the item it lands
    /// behind ("Undo Move Robin"); several go there together, in their order ("Undo Move 2
    /// items"). Offsets outside the list are ignored and `destination` is clamped into it.
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
        let moved = offsets.filter { identities.indices.contains($0) }
        guard let first = moved.first else { return nil }
        let target = Swift.min(Swift.max(destination, 0), identities.count)
        // Where the items land among those that stay.
        let landing = target - moved.lazy.filter { $0 < target }.count
        var staying: [ID] = []
        staying.reserveCapacity(identities.count - moved.count)
        var isMoved = [Bool](repeating: false, count: identities.count)
        for offset in moved { isMoved[offset] = true }
        for offset in identities.indices where !isMoved[offset] { staying.append(identities[offset]) }
        let placement = MovePlacement(
            after: landing > 0 ? staying[landing - 1] : nil,
            before: landing < staying.count ? staying[landing] : nil,
            offset: landing)
        guard moved.count > 1 else { return MoveRequest(.place(identities[first], placement)) }
        return MoveRequest(.restore([MoveRun(items: moved.map { identities[$0] }, placement: placement)], focus: identities[first]))
    }
}
