/// What changed between two snapshots of a set of lists, compared by identity: what to say,
/// and which item to focus.
///
/// An undo or redo that restores whole lists (the demo's drops and added items, where a move
/// request cannot take the change back) hands both snapshots here, so it says what changed
/// and focuses the restored item as a move's undo does, in the same words for every app:
///
/// ```
/// Moved back. Above Swan.          an undone drop: the bird is in its old list again
/// Moved 2 items back. At top.      two birds
/// Removed Heron.                   an undone addition
/// Dropped 1 item. Below Owl.       a redone drop or addition
/// ```
///
/// An item *arrived* when it is in a list after the change that did not hold it before (it
/// is new, copied, or came from another list), or stayed in its list but changed place
/// relative to the items around it (the fewest such items: those outside a longest run kept
/// in order); it counts once, however many lists it arrived in (two handles on one list see
/// the same arrivals).
/// An item was *removed* when no list holds it after the change. Focus goes to the first
/// arrived item (lists in the order given, items in list order); with none, to the item
/// that took the place of the first removed item in its list.
package struct ListsDifference<ID: Hashable> {
    /// The item to focus: its list's index among the snapshots, and its identity.
    package struct Focus: Equatable {
        package var list: Int
        package var id: ID
    }

    /// The item to focus after the change, if there is one; always an item of the lists
    /// after the change.
    package var focus: Focus?
    /// What to say, before it is put into words by ``MoveAnnouncer/text(for:)-(ListsAnnouncement)``.
    package var announcement: ListsAnnouncement
    /// The identities that arrived, in list order (lists in the order given).
    package internal(set) var arrived: [ID]
    /// The identities that were removed, in their old list order.
    package internal(set) var removed: [ID]

    /// Compares two snapshots of the same lists.
    ///
    /// - Parameters:
    ///   - before: The lists before the change, in a fixed order.
    ///   - after: The same lists after it, in the same order (missing lists count as empty).
    ///   - id: Reads an element's identity; in each list, the first element with an identity
    ///     counts.
    ///   - label: Reads an element's label; `nil` names no neighbour and no removed item.
    ///   - labelLimit: The longest label spoken, in characters (see ``MoveLabel``).
    ///   - returning: Whether the change takes an earlier one back (an undo): arrived items
    ///     are said to have moved back. Otherwise (a redo) they are said to be dropped.
    ///   - layout: The grid the focused list is shown as, to speak in grid terms; `nil` for a
    ///     list.
    /// - Returns: What changed.
    /// - Complexity: O(*n* log *n*) for *n* elements in all the lists.
    package static func between<Element>(
        _ before: [[Element]], _ after: [[Element]], id: (Element) -> ID, label: ((Element) -> String)?,
        labelLimit: Int = MoveLabel.defaultLimit, returning: Bool, layout: GridMoveLayout? = nil
    ) -> ListsDifference {
        var was: [ID: (list: Int, offset: Int)] = [:]
        // For each list, where each identity it held first was.
        var wasIn: [[ID: Int]] = []
        for (list, elements) in before.enumerated() {
            var offsets: [ID: Int] = [:]
            for (offset, element) in elements.enumerated() {
                let key = id(element)
                if offsets[key] == nil { offsets[key] = offset }
                if was[key] == nil { was[key] = (list, offset) }
            }
            wasIn.append(offsets)
        }
        var present = Set<ID>()
        var arrivedIn: [Set<ID>] = []
        for (list, elements) in after.enumerated() {
            let old = list < wasIn.count ? wasIn[list] : [:]
            // Items that stayed in this list, in their new order, with their old offsets.
            var stayed: [(id: ID, old: Int)] = []
            var arrivedHere = Set<ID>()
            var seen = Set<ID>()
            for element in elements {
                let key = id(element)
                present.insert(key)
                guard seen.insert(key).inserted else { continue }
                if let offset = old[key] { stayed.append((key, offset)) } else { arrivedHere.insert(key) }
            }
            let kept = longestIncreasingRun(stayed.map(\.old))
            for (index, item) in stayed.enumerated() where !kept.contains(index) { arrivedHere.insert(item.id) }
            arrivedIn.append(arrivedHere)
        }
        var arrived: [ID] = []
        var counted = Set<ID>()
        var focus: Focus?
        var announcement = ListsAnnouncement(returning: returning, layout: layout)
        for (list, elements) in after.enumerated() {
            for (offset, element) in elements.enumerated() {
                let key = id(element)
                guard arrivedIn[list].contains(key), counted.insert(key).inserted else { continue }
                arrived.append(key)
                if focus == nil {
                    focus = Focus(list: list, id: key)
                    announcement.place(block: offset, in: elements, id: id, arrived: arrivedIn[list], label: label,
                                       labelLimit: labelLimit)
                }
            }
        }
        let removed = before.joined().map(id).filter { !present.contains($0) }
        var removedOnce: [ID] = []
        var removedSeen = Set<ID>()
        for key in removed where removedSeen.insert(key).inserted { removedOnce.append(key) }
        announcement.arrived = arrived.count
        announcement.removed = removedOnce.count
        if removedOnce.count == 1, let label, let element = before.joined().first(where: { id($0) == removedOnce[0] }) {
            let text = MoveLabel.sanitize(label(element), limit: labelLimit)
            announcement.removedLabel = text.isEmpty ? nil : text
        }
        if focus == nil, let first = removedOnce.first, let old = was[first], old.list < after.count {
            let list = after[old.list]
            if !list.isEmpty { focus = Focus(list: old.list, id: id(list[Swift.min(old.offset, list.count - 1)])) }
        }
        return ListsDifference(focus: focus, announcement: announcement, arrived: arrived, removed: removedOnce)
    }

    /// The indices of a longest strictly increasing subsequence of `values`.
    ///
    /// - Complexity: O(*n* log *n*).
    package static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []          // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            previous[index] = low > 0 ? tails[low - 1] : -1
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run = Set<Int>()
        var index = tails.last ?? -1
        while index >= 0 {
            run.insert(index)
            index = previous[index]
        }
        return run
    }
}

extension ListsDifference: Sendable where ID: Sendable {}
extension ListsDifference.Focus: Sendable where ID: Sendable {}
