extension ListsEdit {
    /// Applies the edit to the lists as they are now: an undo, or, for an inverse, a redo.
    ///
    /// Items to leave a list leave it, items to be in a list again are moved there (or
    /// inserted from their stored value), by identity, as ``ListsEdit`` describes; every other
    /// item keeps its list and its order.
    ///
    /// ```swift
    /// var lists = [left, right]                             // robin, jay | swan, owl, crow
    /// let (undone, redo) = undo.apply(to: &lists, label: \.name, returning: true)
    /// undone.focus                                          // swan, in list 0
    /// announcer.text(for: undone.announcement)              // "Moved back. Below Jay. At bottom."
    /// let (redone, _) = redo!.apply(to: &lists, label: \.name, returning: false)
    /// announcer.text(for: redone.announcement)              // "Dropped 1 item. Above Owl. At top."
    /// ```
    ///
    /// - Parameters:
    ///   - lists: The lists as they are now, in the order the edit was made from (a list
    ///     that was given twice is changed alike in both places). Lists past the edit's are
    ///     searched for items to take out, and get none back.
    ///   - label: Reads an item's label, to name a neighbour or a removed item; `nil` names
    ///     none.
    ///   - labelLimit: The longest label spoken, in characters (see ``MoveLabel``).
    ///   - returning: Whether this takes a change back (an undo: arrived items are said to
    ///     have moved back) rather than doing it again (a redo: they are said to be dropped).
    ///   - layout: The grid the focused list is shown as, to speak in grid terms; `nil` for a
    ///     list.
    /// - Returns: What changed, to focus and announce
    ///   (``ListsDifference/between(_:_:id:label:labelLimit:returning:layout:)`` of the lists
    ///   before and after), and the edit that takes this application back, `nil` when no
    ///   list changed.
    /// - Complexity: O(*n* log *n* + *m*) for *n* elements in all the lists and *m* stored
    ///   anchors.
    package func apply(
        to lists: inout [[Item]], label: ((Item) -> String)?, labelLimit: Int = MoveLabel.defaultLimit,
        returning: Bool, layout: GridMoveLayout? = nil
    ) -> (change: ListsDifference<Item.ID>, inverse: ListsEdit?) {
        let before = lists
        let plan = plan(for: lists)
        for list in lists.indices where plan.changes(plan.source(of: list)) {
            lists[list] = rebuilt(lists[list], occurrences: plan.occurrences[list], list: plan.source(of: list),
                                  plan: plan, takingOutIncoming: false)
        }
        return Self.result(before: before, after: lists, touched: plan.touched, label: label,
                           labelLimit: labelLimit, returning: returning, layout: layout)
    }

    /// What one application does to each list, decided against the lists as they are now.
    struct Plan {
        /// The occurrences of the lists the plan was decided on.
        var occurrences: [[Occurrence]]
        /// For each list that is one list seen twice (see ``ListsEdit/sameAs``) and still
        /// holds what the earlier one holds, the earlier one: it is changed alike.
        var mirrors: [Int?]
        /// For each list, the elements that leave it.
        var leaving: [Set<Occurrence>]
        /// For each list, the items that go into it.
        var incoming: [[Incoming]]
        /// Every identity taken out, put in or moved.
        var touched: Set<Item.ID> = []

        /// Whether list `list` loses or gets an element.
        func changes(_ list: Int) -> Bool { !leaving[list].isEmpty || !incoming[list].isEmpty }

        /// The list whose plan list `list` follows: itself, or the list it mirrors.
        func source(of list: Int) -> Int { mirrors[list] ?? list }
    }

    /// An item on its way into a list, and where it goes there.
    struct Incoming {
        var item: Item
        var occurrence: Occurrence
        var gap: Int
        var rank: Int
    }

    /// An element with an affected identity, in the lists as they are now.
    private struct Holder {
        var slot: Slot
        var offset: Int
        var isTaken = false
    }

    /// Decides, against `lists` as they are now, which elements leave which list and which
    /// items go into which.
    ///
    /// - Complexity: O(*n* + *k*) for *n* elements and *k* affected elements.
    func plan(for lists: [[Item]]) -> Plan {
        let occurrences = lists.map { Self.occurrences(of: $0) }
        let mirrors = occurrences.indices.map { list -> Int? in
            guard list < sameAs.count, let first = sameAs[list], first < occurrences.count,
                  occurrences[first] == occurrences[list] else { return nil }
            return first
        }
        var plan = Plan(occurrences: occurrences, mirrors: mirrors, leaving: Array(repeating: [], count: lists.count),
                        incoming: Array(repeating: [], count: lists.count))
        let affected = identities
        var holders: [Item.ID: [Holder]] = [:]
        for (list, elements) in occurrences.enumerated() where mirrors[list] == nil {
            for (offset, occurrence) in elements.enumerated() where affected.contains(occurrence.id) {
                holders[occurrence.id, default: []].append(Holder(slot: Slot(list: list, occurrence: occurrence), offset: offset))
            }
        }
        // Where an identity belongs after the edit: no element there is taken for elsewhere.
        var homes = stays.mapValues { Set($0) }
        for placement in placements { homes[placement.slot.occurrence.id, default: []].insert(placement.slot) }

        /// Takes the first element with `id` that `matches` out of its list.
        func take(_ id: Item.ID, where matches: (Slot) -> Bool) -> Item? {
            guard let index = holders[id]?.firstIndex(where: { !$0.isTaken && matches($0.slot) }),
                  let holder = holders[id]?[index] else { return nil }
            holders[id]?[index].isTaken = true
            plan.leaving[holder.slot.list].insert(holder.slot.occurrence)
            plan.touched.insert(id)
            return lists[holder.slot.list][holder.offset]
        }
        func isStray(_ id: Item.ID) -> (Slot) -> Bool {
            { slot in homes[id]?.contains(slot) != true }
        }

        // Elements that arrived leave; those found elsewhere come back to where they left.
        var taken: [Item.ID: [Item]] = [:]
        var unmatched: [Item.ID] = []
        for removal in removals {
            let id = removal.occurrence.id
            if let item = take(id, where: { $0 == removal }) { taken[id, default: []].append(item) } else { unmatched.append(id) }
        }
        for placement in placements where placement.slot.list < lists.count {
            let id = placement.slot.occurrence.id
            guard let item = take(id, where: { $0 == placement.slot }) ?? taken[id]?.popLast()
                ?? take(id, where: isStray(id)) ?? placement.value else {
                continue    // deleted since the change: an undone move does not bring it back
            }
            plan.incoming[placement.slot.list].append(Incoming(
                item: item, occurrence: placement.slot.occurrence, gap: placement.gap, rank: placement.rank))
            plan.touched.insert(id)
        }
        // An arrived element the app moved to a list it was never in leaves that list.
        for id in unmatched { _ = take(id, where: isStray(id)) }
        return plan
    }

    /// List `list` as the plan leaves it: `elements` without the leaving elements, the
    /// incoming items placed by their anchors.
    ///
    /// - Parameters:
    ///   - elements: The list's elements to work on.
    ///   - occurrences: Their occurrences.
    ///   - list: The list's index.
    ///   - plan: What this application does.
    ///   - takingOutIncoming: Whether to take out an incoming element `elements` already
    ///     holds, keeping its value (when a write through another accessor may have put it
    ///     there).
    /// - Complexity: O(*e* + *a* + *i* log *i*) for *e* elements, *a* anchors of the list and
    ///   *i* incoming items.
    func rebuilt(
        _ elements: [Item], occurrences: [Occurrence], list: Int, plan: Plan, takingOutIncoming: Bool
    ) -> [Item] {
        let leaving = plan.leaving[list]
        let incoming = plan.incoming[list]
        let arriving = takingOutIncoming ? Set(incoming.lazy.map(\.occurrence)) : []
        var present: [Occurrence: Item] = [:]
        var staying: [Item] = []
        var stayingOccurrences: [Occurrence] = []
        staying.reserveCapacity(elements.count + incoming.count)
        stayingOccurrences.reserveCapacity(elements.count)
        for (element, occurrence) in zip(elements, occurrences) where !leaving.contains(occurrence) {
            if arriving.contains(occurrence) {
                present[occurrence] = element
            } else {
                staying.append(element)
                stayingOccurrences.append(occurrence)
            }
        }
        guard !incoming.isEmpty else { return staying }

        let spots = Self.spots(of: list < anchors.count ? anchors[list] : [], in: stayingOccurrences)
        // Items between the same two anchors stood together: with both anchors gone they go
        // back together, at the old offset of the first of them.
        var firstRank: [Int: Int] = [:]
        for entry in incoming { firstRank[entry.gap] = Swift.min(firstRank[entry.gap] ?? entry.rank, entry.rank) }
        let placed = incoming
            .map { entry in
                (spot: spots.offset(forGap: entry.gap, rank: firstRank[entry.gap] ?? entry.rank), rank: entry.rank,
                 item: present[entry.occurrence] ?? entry.item)
            }
            .sorted { ($0.spot, $0.rank) < ($1.spot, $1.rank) }
        var result: [Item] = []
        result.reserveCapacity(staying.count + placed.count)
        var next = 0
        for entry in placed {
            result.append(contentsOf: staying[next..<entry.spot])
            next = entry.spot
            result.append(entry.item)
        }
        result.append(contentsOf: staying[next...])
        return result
    }

    /// Where a list's anchors are in the list now.
    struct Spots {
        /// For each anchor, its offset in the list now; `nil` when it is gone.
        var found: [Int?]
        /// The list's length.
        var count: Int

        /// Where an item with `gap` anchors before it goes, by the rule every undo follows:
        /// right after the anchor that preceded it; if there was none, or it is gone, right
        /// before the anchor that followed it; if that is gone too, at `rank`, its old offset
        /// (that of the first of the items that stood with it), clamped to the list.
        func offset(forGap gap: Int, rank: Int) -> Int {
            if gap > 0, gap <= found.count, let preceding = found[gap - 1] { return preceding + 1 }
            if gap >= 0, gap < found.count, let following = found[gap] { return following }
            return Swift.min(Swift.max(rank, 0), count)
        }
    }

    /// Finds `anchors` among `occurrences`, a list's elements now.
    ///
    /// - Complexity: O(*e* + *a*).
    static func spots(of anchors: [Occurrence], in occurrences: [Occurrence]) -> Spots {
        var offsets: [Occurrence: Int] = [:]
        offsets.reserveCapacity(anchors.count)
        for anchor in anchors { offsets[anchor] = -1 }
        for (offset, occurrence) in occurrences.enumerated() where offsets[occurrence] != nil {
            offsets[occurrence] = offset
        }
        let found = anchors.map { anchor in offsets[anchor].flatMap { $0 >= 0 ? $0 : nil } }
        return Spots(found: found, count: occurrences.count)
    }

    /// What an application reports: the change between `before` and `after`, and the edit
    /// that takes it back, `nil` when no list's identities changed.
    static func result(
        before: [[Item]], after: [[Item]], touched: Set<Item.ID>, label: ((Item) -> String)?,
        labelLimit: Int, returning: Bool, layout: GridMoveLayout?
    ) -> (change: ListsDifference<Item.ID>, inverse: ListsEdit?) {
        let change = ListsDifference.between(before, after, id: \.id, label: label, labelLimit: labelLimit,
                                         returning: returning, layout: layout)
        let same = before.count == after.count
            && zip(before, after).allSatisfy { $0.lazy.map(\.id).elementsEqual($1.lazy.map(\.id)) }
        return (change, same ? nil : ListsEdit(before: before, after: after, affecting: touched))
    }
}
