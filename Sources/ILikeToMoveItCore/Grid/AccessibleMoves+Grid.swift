extension AccessibleMoves {
    /// Where a grid action takes the item at `from`, and whether it points towards the
    /// start (see ``GridMoveAction/destination(from:count:in:)``).
    @usableFromInline
    static func targetOffset(
        of action: GridMoveAction, from: Int, count: Int, in layout: GridMoveLayout
    ) -> (to: Int, towardsStart: Bool) {
        (action.targetOffset(from: from, count: count, in: layout), action.step(in: layout).isTowardsStart)
    }

    /// The grid builder's words for a move of one item (see
    /// `GridMoveAnnouncement.item(from:to:count:layout:action:towardsStart:neighbour:)`), or
    /// "Not moved." when the item was not found (`placement` is `nil`).
    @usableFromInline
    static func gridAnnouncement(
        _ placement: (from: Int, to: Int, count: Int, towardsStart: Bool)?, in layout: GridMoveLayout,
        action: GridMoveAction?, neighbour: String?
    ) -> MoveStep<ID>.Announcement {
        guard let placement else { return .grid(.notFound) }
        return .grid(.item(
            from: placement.from, to: placement.to, count: placement.count, layout: layout, action: action,
            towardsStart: placement.towardsStart, neighbour: neighbour))
    }
}
