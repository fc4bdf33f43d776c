/// A moveable list whose items the app hands over to be written in place: a SwiftUI
/// `Binding`, a model's array. Its rows can transfer items to other such lists, and a pointer
/// can reorder it live.
///
/// ```swift
/// var birds = [robin, jay, swan]
/// let list = ItemsList(get: { birds }, set: { items, _ in birds = items })
/// ```
package struct ItemsList<Items, ID: Hashable>: SessionList
where Items: MutableCollection & RangeReplaceableCollection {
    package typealias Element = Items.Element

    /// Another list the rows send their item to, and where it goes there.
    package struct Transfer {
        /// Reads the other list as it is now.
        package var get: () -> Items
        /// Replaces the other list.
        package var set: (Items) -> Void
        /// The request that sends the item with an identity there, anchored against the other
        /// list as it is when the row acts.
        package var request: (ID) -> MoveRequest<ID>

        /// A transfer to the list behind `get` and `set`, placing items at `placement` and
        /// saying `announcement`.
        package init(
            get: @escaping () -> Items, set: @escaping (Items) -> Void, placement: DropTarget<ID>, announcement: String,
            identify: @escaping (Element) -> ID
        ) where ID: Sendable {
            self.get = get
            self.set = set
            request = { id in
                .transfer(id, to: placement, in: get().lazy.map(identify), identifiedBy: \.self, announcement: announcement)
            }
        }
    }

    private let get: () -> Items
    private let set: (Items, _ animated: Bool) -> Void
    private let transfers: [Transfer]

    /// A list read by `get` and written by `set`, whose second argument says whether the
    /// change is a pointer drag's live move, to animate.
    ///
    /// - Parameters:
    ///   - get: Reads the list as it is now.
    ///   - set: Replaces the list; `animated` is `true` for a live pointer move.
    ///   - transfers: The other lists the rows send items to, in the order of their actions.
    package init(get: @escaping () -> Items, set: @escaping (Items, _ animated: Bool) -> Void, transfers: [Transfer] = []) {
        self.get = get
        self.set = set
        self.transfers = transfers
    }

    package var count: Int { self.get().count }

    package func request(
        for move: RowMove, on key: MoveKey, layout: MoveLayout, selection: ListSelection,
        with moves: AccessibleMoves<Element, ID>
    ) -> ListRequest? {
        guard case let .transfer(index) = move else {
            return layout.request(for: move, on: key, selection: selection)
        }
        return transferRequest(to: index, on: key)
    }

    /// The request that sends the item `key` names to the other list at `index`, if there is
    /// one. (Apart from ``request(for:on:layout:selection:with:)``: reading the identity from
    /// the key makes an optional of the identity type, whose type would be looked up in the
    /// runtime for every row's move.)
    @inline(never)
    private func transferRequest(to index: Int, on key: MoveKey) -> ListRequest? {
        guard transfers.indices.contains(index), let id = key.identity(as: ID.self) else { return nil }
        return ListRequest(transfers[index].request(id), transfer: index)
    }

    package func perform(_ request: ListRequest, with moves: inout AccessibleMoves<Element, ID>) -> ListStep {
        var items = get()
        guard let index = request.transfer else {
            let step = moves.step(request.kind, on: &items)
            if step.inverse != nil { set(items, false) }
            return step
        }
        guard let transfer = transfer(for: request, recorded: index, with: moves) else { return moves.unchanged }
        var other = transfer.get()
        let step = moves.step(request.kind, on: &items, other: &other)
        guard step.inverse != nil else { return step }
        // The list that lost the item is written first, the one that gained it last.
        if case .transferBack = request.kind {
            transfer.set(other)
            set(items, false)
        } else {
            set(items, false)
            transfer.set(other)
        }
        return step
    }

    /// The other list a request goes to: the one at `recorded`, except for an item coming
    /// back, which comes from the other list that holds it now (the recorded one first), so
    /// other lists the app added, removed or reordered since the transfer do not matter.
    private func transfer(
        for request: ListRequest, recorded index: Int, with moves: AccessibleMoves<Element, ID>
    ) -> Transfer? {
        let recorded = transfers.indices.contains(index) ? transfers[index] : nil
        guard case let .transferBack(key, _, _) = request.kind, let id = key.identity(as: ID.self) else {
            return recorded
        }
        let identify = moves.identify
        let holds = { (transfer: Transfer) in transfer.get().contains { identify($0) == id } }
        if let recorded, holds(recorded) { return recorded }
        return transfers.first(where: holds) ?? recorded
    }

    package var transferCount: Int { transfers.count }

    package var reordersLive: Bool { true }

    package func identities(with moves: AccessibleMoves<Element, ID>) -> [ID] {
        moves.identities(of: get())
    }

    package func show(_ move: OffsetMove) {
        var items = get()
        guard items.applyMove(move) != nil else { return }
        set(items, true)
    }

    package func commitDrop(
        _ id: ID, move: OffsetMove, in layout: MoveLayout, with moves: AccessibleMoves<Element, ID>
    ) -> ListStep {
        moves.commitDrop(id, move: move, in: layout, shownIn: get())
    }
}
