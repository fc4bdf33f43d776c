/// What takes a change to a set of lists back, by identity: made from the lists before and
/// after the change, applied to the lists as they are when the user undoes.
///
/// Every change the package makes to lists of identifiable items has one: a drop within a
/// list or between lists, a copy, an external drop, a paste that adds new items. The edit
/// keeps only what the change affected, never a copy of the lists:
///
/// - an item that **arrived** in a list (the list did not hold it before: it is new, a copy,
///   or came from another list) is to leave that list;
/// - an item that **left** a list, or **moved** in it among the items around it (the fewest
///   such, as ``ListsDifference`` counts them), is to be in that list again, by the rule every
///   undo of the package follows, with the items the change did not affect as its neighbours
///   (its *anchors*): right after the anchor that preceded it there; if there was none, or it
///   is gone, right before the anchor that followed it; if that is gone too, at its old offset,
///   clamped. Items that stood together between two anchors go back together, in their order
///   from before the change. The edit keeps the value of an item only when the change took
///   more elements with its identity out of the lists than it put in: it removed the item.
///
/// Applied later, the edit works on the lists as they are then, by identity, so what the app
/// did in between stays done:
///
/// - an item to leave a list leaves it if it is there; if the app has moved it on to a list
///   that did not hold it before the change, it leaves that list;
/// - an item to be in a list again is moved there with the value it has now: from that list
///   if it is still there, else from a list this application takes it out of (it moves
///   back), else from a list the app has moved it on to; when no list has it to give, it is
///   inserted from the kept value if the change removed it, and otherwise stays absent: an
///   item the app deleted after a move is not brought back by undoing the move;
/// - every other item stays in its list, in its order.
///
/// So an application never doubles an item (it moves items, and inserts a kept value only
/// where the change removed an element and no list has one to give) and takes out only what
/// the change added. Without changes in between, applying the edit gives back exactly the
/// identities of the lists before the change, and applying its inverse exactly those after
/// it.
///
/// Lists that held the same identities in the same order before the change and after it are
/// taken to be one list seen through two accessors (`movingFrom: [$birds]` on a drop into
/// `$birds`): the edit records the first, and an application does to the others what it does
/// to the first, as long as they still hold what the first holds.
///
/// ```swift
/// var left = [robin, jay, swan], right = [crow]
/// let before = [left, right]
/// DropPlanner.move([swan], from: &left, to: &right, at: .start)
/// let undo = ListsEdit(before: before, after: [left, right])!
///
/// right.insert(owl, at: 1)                              // robin, jay | swan, owl, crow
/// var lists = [left, right]
/// let (undone, redo) = undo.apply(to: &lists, label: \.name, returning: true)
/// // lists: robin, jay, swan | owl, crow
/// // undone.focus: swan, in list 0; its announcement: "Moved back. Below Jay. At bottom."
/// // redo: the edit that drops swan before owl again
/// ```
///
/// A list may hold an identity more than once: its elements with one identity are told apart
/// by their order (the first, the second, …), so a copy that gave a list a second element
/// with an identity is taken back too.
///
/// Memory: an entry per affected element, the anchors of each list that gets an element back
/// (the identities of its unaffected elements), and the values of removed items.
package struct ListsEdit<Item: Identifiable> {
    /// An element of a list as the edit knows it: its identity, and how many elements before
    /// it in its list have the same identity (0 unless the list repeats the identity).
    struct Occurrence: Hashable {
        var id: Item.ID
        var ordinal: Int
    }

    /// An element of one list of the set.
    struct Slot: Hashable {
        var list: Int
        var occurrence: Occurrence
    }

    /// An item the edit puts into a list.
    struct Placement {
        /// The list and the element it becomes there.
        var slot: Slot
        /// How many of the list's anchors preceded it before the change.
        var gap: Int
        /// Its offset in its list before the change: orders items that land at one spot.
        var rank: Int
        /// The item to insert when no list has one to give; `nil` unless the change took
        /// more elements with this identity out of the lists than it put in.
        var value: Item?
    }

    /// The elements to take out: those that arrived, lists in order, each in list order.
    let removals: [Slot]
    /// The elements to put back, lists in order, each in its old list order.
    let placements: [Placement]
    /// For each list, its unaffected elements before the change, in order: where
    /// ``Placement/gap`` counts. Empty for a list that gets no element back.
    let anchors: [[Occurrence]]
    /// For an affected identity that a list held before and after the change without being
    /// affected there, those elements: an application never takes them for another list.
    let stays: [Item.ID: [Slot]]
    /// For each list that held the same identities in the same order as an earlier list,
    /// before the change and after it, that earlier list: one list seen through two accessors,
    /// which the edit records once and an application treats alike.
    let sameAs: [Int?]

    /// Makes the edit that takes back the change from `before` to `after`.
    ///
    /// ```swift
    /// let before = accessors.map(\.value)
    /// DropPlanner.place(results, into: accessors[0], at: target, movingFrom: Array(accessors.dropFirst()))
    /// if let undo = ListsEdit(before: before, after: accessors.map(\.value)) { register(undo) }
    /// ```
    ///
    /// - Parameters:
    ///   - before: The lists before the change, in a fixed order.
    ///   - after: The same lists after it, in the same order; a list missing from either
    ///     counts as empty.
    /// - Returns: `nil` when no element arrived, left or moved.
    /// - Complexity: O(*n* log *n*) for *n* elements in all the lists.
    package init?(before: [[Item]], after: [[Item]]) {
        self.init(before: before, after: after, affecting: [])
    }

    /// Makes the edit that takes back the change from `before` to `after`, counting every
    /// element with an identity in `hint` as affected, whether or not it changed place.
    ///
    /// An application makes its inverse this way, with the identities it moved, took out or
    /// put in: an item it put back exactly where it was is affected in the inverse too, so
    /// undo, redo and undo again move the same items.
    init?(before: [[Item]], after: [[Item]], affecting hint: Set<Item.ID>) {
        let count = Swift.max(before.count, after.count)
        let old = (0..<count).map { $0 < before.count ? Self.occurrences(of: before[$0]) : [] }
        let new = (0..<count).map { $0 < after.count ? Self.occurrences(of: after[$0]) : [] }
        var firstWith: [[[Occurrence]]: Int] = [:]
        let sameAs = (0..<count).map { list -> Int? in
            let first = firstWith[[old[list], new[list]], default: list]
            firstWith[[old[list], new[list]]] = first
            return first == list ? nil : first
        }
        let lists = (0..<count).filter { sameAs[$0] == nil }

        // What became of each element of each list: by its offset before the change.
        var fates = [[Fate]](repeating: [], count: count)
        var removals: [Slot] = []
        var balance: [Item.ID: Int] = [:]   // elements that left lists, less those that arrived
        for list in lists {
            var offsets: [Occurrence: Int] = [:]
            offsets.reserveCapacity(old[list].count)
            for (offset, occurrence) in old[list].enumerated() { offsets[occurrence] = offset }
            var fate = [Fate](repeating: .left, count: old[list].count)
            var stayed: [Int] = []   // old offsets of the elements still here, in their new order
            for occurrence in new[list] {
                if let offset = offsets[occurrence] {
                    fate[offset] = hint.contains(occurrence.id) ? .moved : .stayed
                    if fate[offset] == .stayed { stayed.append(offset) }
                } else {
                    removals.append(Slot(list: list, occurrence: occurrence))
                    balance[occurrence.id, default: 0] -= 1
                }
            }
            // Those that stayed but not among the items around them moved.
            let kept = ListsDifference<Item.ID>.longestIncreasingRun(stayed)
            for (index, offset) in stayed.enumerated() where !kept.contains(index) { fate[offset] = .moved }
            for (offset, occurrence) in old[list].enumerated() where fate[offset] == .left {
                balance[occurrence.id, default: 0] += 1
            }
            fates[list] = fate
        }

        var affected = Set(balance.keys)
        for list in lists {
            for (offset, occurrence) in old[list].enumerated() where fates[list][offset] == .moved { affected.insert(occurrence.id) }
        }
        var placements: [Placement] = []
        var anchors = [[Occurrence]](repeating: [], count: count)
        var stays: [Item.ID: [Slot]] = [:]
        for list in lists {
            var unaffected: [Occurrence] = []
            for (offset, occurrence) in old[list].enumerated() {
                let fate = fates[list][offset]
                guard fate != .stayed else {
                    if affected.contains(occurrence.id) { stays[occurrence.id, default: []].append(Slot(list: list, occurrence: occurrence)) }
                    unaffected.append(occurrence)
                    continue
                }
                let removed = fate == .left && balance[occurrence.id, default: 0] > 0
                placements.append(Placement(
                    slot: Slot(list: list, occurrence: occurrence), gap: unaffected.count, rank: offset,
                    value: removed ? before[list][offset] : nil))
            }
            if placements.last?.slot.list == list { anchors[list] = unaffected }
        }
        guard !removals.isEmpty || !placements.isEmpty else { return nil }
        self.removals = removals
        self.placements = placements
        self.anchors = anchors
        self.stays = stays
        self.sameAs = sameAs
    }

    /// Every identity the edit takes out of a list or puts into one.
    var identities: Set<Item.ID> {
        Set(removals.lazy.map(\.occurrence.id)).union(placements.lazy.map(\.slot.occurrence.id))
    }

    /// The occurrences of `elements`, in order.
    ///
    /// - Complexity: O(*e*) for *e* elements.
    static func occurrences(of elements: [Item]) -> [Occurrence] {
        var seen: [Item.ID: Int] = [:]
        return elements.map { element in
            let ordinal = seen[element.id, default: 0]
            seen[element.id] = ordinal + 1
            return Occurrence(id: element.id, ordinal: ordinal)
        }
    }
}

/// What became of an element of a list in the change a ``ListsEdit`` takes back. (Outside the
/// edit: it does not depend on the items' type.)
private enum Fate {
    /// It is in the list still, among the same items around it.
    case stayed
    /// It is in the list still, in another place among the items around it.
    case moved
    /// It left the list.
    case left
}

extension ListsEdit: Sendable where Item: Sendable, Item.ID: Sendable {}
extension ListsEdit.Occurrence: Sendable where Item.ID: Sendable {}
extension ListsEdit.Slot: Sendable where Item.ID: Sendable {}
extension ListsEdit.Placement: Sendable where Item: Sendable, Item.ID: Sendable {}
