/// The moves of one list: takes a ``MoveRequest`` against the list as it is now, changes the
/// list in place, and returns a ``MoveStep`` with the item to focus and the text to speak.
///
/// It is what the SwiftUI list modifiers run for every row action, and what a unit test of
/// an app's list drives without a user interface (with a ``MoveHistory`` for undo and redo):
///
/// ```swift
/// var birds = [robin, jay, swan, crow]
/// var moves = AccessibleMoves<Bird, Bird.ID>(id: \.id, label: \.name, announcer: MoveAnnouncer(strings: .english))
/// let step = moves.perform(.item(crow.id, .up), on: &birds)   // birds: robin, jay, crow, swan
/// step.text                                                    // "Moved up. Above Swan."
/// step.focus                                                   // crow.id
/// ```
///
/// It holds only what must last between requests: how items are identified and named, the
/// announcer, and where the last moved item ended (a hint that makes the next move of the
/// same item O(*d*) instead of a scan; checked before use, so never trusted blindly). The
/// list itself stays where the app keeps it.
///
/// **Identity.** Every request names items by identity and finds them where they are when it
/// runs, so two quick moves of the same item both apply to it, in order, and never to its
/// neighbour. When several elements share an identity (equal values of a `Hashable` list
/// identified by `\.self`), the first of them moves; equal values look the same, so the
/// list reads as if that one moved.
///
/// **Undo after other edits.** Undo finds items by identity too. If the app inserted or
/// removed items between a move and its undo, the undo puts the moved item back at its old
/// offset (clamped to the list), restores the old relative order of a selection's items that
/// are still there, and never loses or duplicates an item; an item that is gone is skipped.
public struct AccessibleMoves<Element, ID: Hashable> {
    /// Reads an element's identity.
    @usableFromInline let identify: (Element) -> ID
    /// The key path to the label spoken for neighbours; `nil` names no neighbour.
    @usableFromInline package var label: KeyPath<Element, String>?
    /// Renders the steps' texts.
    @usableFromInline package var announcer: MoveAnnouncer
    /// Where the item moved last ended.
    @usableFromInline var hint: (id: ID, offset: Int)?

    /// Creates the moves of a list.
    ///
    /// - Parameters:
    ///   - id: The key path to each element's identity (`\.id`, or `\.self` for a list of
    ///     `Hashable` values).
    ///   - label: The key path to a label spoken for neighbours; `nil` names no neighbour.
    ///   - announcer: Renders the announcements.
    public init(id: KeyPath<Element, ID>, label: KeyPath<Element, String>? = nil, announcer: MoveAnnouncer = .default) {
        self.init(identify: { $0[keyPath: id] }, label: label, announcer: announcer)
    }

    /// Creates the moves of a list whose identities a closure reads (a plain property read
    /// in a closure is faster than a key path when lists are scanned).
    @usableFromInline
    package init(identify: @escaping (Element) -> ID, label: KeyPath<Element, String>?, announcer: MoveAnnouncer) {
        self.identify = identify
        self.label = label
        self.announcer = announcer
    }

    /// Performs a request on one list.
    ///
    /// Transfers need the other list: given here, they change nothing.
    ///
    /// - Parameters:
    ///   - request: What to do.
    ///   - items: The list, changed in place.
    /// - Returns: What the request did: the item to focus and the text to speak.
    /// - Complexity: An item move: O(*d*) element swaps, *d* being the distance moved, when
    ///   the item is the one moved last (found through the hint in O(1) on random-access
    ///   collections), else O(*p*) more to find it at offset *p*. A selection move: O(*n*).
    @inlinable @discardableResult
    public mutating func perform<Items>(_ request: MoveRequest<ID>, on items: inout Items) -> MoveStep<ID>
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        switch request.kind {
        case let .item(id, action):
            return moveItem(id, on: &items) { count, from in (action.destination(from: from, count: count), action) }
        case let .place(id, offset):
            return moveItem(id, on: &items) { count, from in
                let to = Swift.min(Swift.max(offset, 0), count - 1)
                return (to, to <= from ? .up(from - to) : .down(to - from))
            }
        case let .grid(id, action, layout):
            return perform(action, on: id, in: layout, items: &items)
        case let .placeInGrid(id, offset, layout):
            return placeInGrid(id, at: offset, in: layout, on: &items)
        case let .selection(ids, action):
            // A selection of which the list holds one item moves as that item alone.
            let identify = self.identify
            let present = items.lazy.map(identify).filter(ids.contains).prefix(2)
            if present.count == 1, let only = present.first {
                return perform(.item(only, action), on: &items)
            }
            return moveSelection(ids, action: action, on: &items)
        case let .restoreOrder(order, focus):
            return restoreOrder(order, focus: focus, on: &items)
        case .transfer, .transferBack:
            return MoveStep(change: .none, focus: nil, announcement: nil, inverse: nil, announcer: announcer)
        }
    }

    /// Finds the item (through the hint first), moves it where `destination` says, and makes
    /// the step; the inverse places it back at its old offset.
    @inlinable
    mutating func moveItem<Items>(
        _ id: ID, on items: inout Items,
        destination: (_ count: Int, _ from: Int) -> (Int, AccessibilityMoveAction)
    ) -> MoveStep<ID>
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        let identify = self.identify
        var hintIndex: Items.Index?
        if let hint, hint.id == id {
            hintIndex = items.index(items.startIndex, offsetBy: hint.offset, limitedBy: items.endIndex)
        }
        guard let (position, from) = items.locate(id, identity: identify, hint: hintIndex) else {
            hint = nil
            return MoveStep(
                change: .none, focus: nil, announcement: MoveAnnouncement(movement: .notMoved), inverse: nil,
                announcer: announcer)
        }
        let count = items.count
        let (to, action) = destination(count, from)
        let result = items.moveLocated(
            position, offset: from, to: to, count: count, action: action, label: label, announcer: announcer)
        hint = (id, to)
        let moved = to != from
        return MoveStep(
            change: moved ? .offset(OffsetMove(from: from, to: to)) : .none, focus: id,
            announcement: result.announcement, inverse: moved ? .place(id, at: from) : nil, announcer: announcer)
    }

    /// Moves a selection; the inverse restores the order before it.
    @usableFromInline
    mutating func moveSelection<Items>(
        _ ids: Set<ID>, action: AccessibilityMoveAction, on items: inout Items
    ) -> MoveStep<ID>
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        hint = nil
        let identify = self.identify
        let result = items.moveSelection(ids, identity: identify, action: action, announcer: announcer)
        let focus = result.toOffsets.first.map { identify(items[items.index(items.startIndex, offsetBy: $0)]) }
        guard result.didMove else {
            return MoveStep(change: .none, focus: focus, announcement: result.announcement, inverse: nil, announcer: announcer)
        }
        // The order before the move, read back through the permutation: no copy up front.
        let after = items.map(identify)
        var before = after
        for (target, source) in result.permutation.sources.enumerated() { before[source] = after[target] }
        return MoveStep(
            change: .permutation(result.permutation), focus: focus, announcement: result.announcement,
            inverse: .restoreOrder(before, focus: focus), announcer: announcer)
    }

    /// Puts the items named in `order` into that relative order within the places they hold;
    /// announces "Moved N items." with N the number of elements that changed place.
    @usableFromInline
    mutating func restoreOrder<Items>(_ order: [ID], focus: ID?, on items: inout Items) -> MoveStep<ID>
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        hint = nil
        let identify = self.identify
        var rank: [ID: Int] = [:]
        rank.reserveCapacity(order.count)
        for (position, id) in order.enumerated() where rank[id] == nil { rank[id] = position }
        let current = items.map(identify)
        var slots: [Int] = []
        var ranked: [(rank: Int, offset: Int)] = []
        for (offset, id) in current.enumerated() {
            guard let value = rank[id] else { continue }
            slots.append(offset)
            ranked.append((value, offset))
        }
        ranked.sort { ($0.rank, $0.offset) < ($1.rank, $1.offset) }
        var sources = Array(current.indices)
        for (slot, entry) in zip(slots, ranked) { sources[slot] = entry.offset }
        let changed = sources.indices.lazy.filter { sources[$0] != $0 }.count
        if changed > 0 { items.replaceAll(gathering: sources) }
        let focusOffset = focus.flatMap { id in sources.indices.first { current[sources[$0]] == id } }
        let announcement = MoveAnnouncement(
            movement: changed == 0 ? .notMoved : .movedItems(count: changed, to: .offset),
            position: focusOffset.map { .init($0 + 1, of: current.count) })
        return MoveStep(
            change: changed == 0 ? .none : .permutation(MovePermutation(unchecked: sources)),
            focus: focusOffset == nil ? nil : focus, announcement: announcement,
            inverse: changed == 0 ? nil : .restoreOrder(current, focus: focus), announcer: announcer)
    }
}

extension AccessibleMoves where Element: Identifiable, ID == Element.ID {
    /// Creates the moves of a list of identifiable items, identified by their `id`.
    ///
    /// - Parameters:
    ///   - label: The key path to a label spoken for neighbours; `nil` names no neighbour.
    ///   - announcer: Renders the announcements.
    public init(label: KeyPath<Element, String>? = nil, announcer: MoveAnnouncer = .default) {
        self.init(identify: { $0.id }, label: label, announcer: announcer)
    }
}

extension AccessibleMoves where Element == ID {
    /// Creates the moves of a list of `Hashable` values, each identified by itself (when
    /// several are equal, the first of them moves).
    ///
    /// - Parameters:
    ///   - label: The key path to a label spoken for neighbours; `nil` names no neighbour.
    ///   - announcer: Renders the announcements.
    public init(label: KeyPath<Element, String>? = nil, announcer: MoveAnnouncer = .default) {
        self.init(identify: { $0 }, label: label, announcer: announcer)
    }
}
