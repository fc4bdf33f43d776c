/// The moves of one list: takes a ``MoveRequest`` against the list as it is now, changes the
/// list in place, and returns a ``MoveStep`` with the item to focus and the text to speak.
///
/// It is what the SwiftUI list modifiers run for every row action, and what a unit test of
/// an app's list drives without a user interface (undo and redo perform the steps' inverses):
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
    let identify: (Element) -> ID
    /// Where each element stores its identity, in bytes from the element's start, when the
    /// identity is a stored property of a struct or the element itself: contiguous lists are
    /// then searched by reading it there, not through `identify`.
    let identityOffset: Int?
    /// The key path to the label spoken for neighbours; `nil` names no neighbour.
    package var label: KeyPath<Element, String>?
    /// Renders the steps' texts.
    package var announcer: MoveAnnouncer
    /// Where the item moved last ended.
    var hint: (id: ID, offset: Int)?

    /// Creates the moves of a list.
    ///
    /// - Parameters:
    ///   - id: The key path to each element's identity (`\.id`, or `\.self` for a list of
    ///     `Hashable` values).
    ///   - label: The key path to a label spoken for neighbours; `nil` names no neighbour.
    ///   - announcer: Renders the announcements.
    public init(id: KeyPath<Element, ID>, label: KeyPath<Element, String>? = nil, announcer: MoveAnnouncer = .default) {
        self.init(
            identify: { $0[keyPath: id] }, identityOffset: MemoryLayout<Element>.offset(of: id), label: label,
            announcer: announcer)
    }

    /// Creates the moves of a list whose identities `identify` reads.
    package init(identify: @escaping (Element) -> ID, label: KeyPath<Element, String>?, announcer: MoveAnnouncer) {
        self.init(identify: identify, identityOffset: nil, label: label, announcer: announcer)
    }

    /// Creates the moves of a list whose identities `identify` reads, and which, when
    /// `identityOffset` is given, are stored at that offset in each element (see
    /// `MemoryLayout.offset(of:)`).
    private init(
        identify: @escaping (Element) -> ID, identityOffset: Int?, label: KeyPath<Element, String>?, announcer: MoveAnnouncer
    ) {
        self.identify = identify
        self.identityOffset = identityOffset
        self.label = label
        self.announcer = announcer
    }

    /// Performs a request on one list.
    ///
    /// Transfers need the other list, and section moves the sections: given here, they
    /// change nothing.
    ///
    /// - Parameters:
    ///   - request: What to do.
    ///   - items: The list, changed in place.
    /// - Returns: What the request did: the item to focus and the text to speak.
    /// - Complexity: An item or grid move: O(*d*) element swaps, *d* being the distance
    ///   moved, when the item is the one moved last (found through the hint in O(1) on
    ///   random-access collections), else O(*p*) more to find it at offset *p*. A selection
    ///   move: O(*n*).
    @discardableResult
    public mutating func perform<Items>(_ request: MoveRequest<ID>, on items: inout Items) -> MoveStep<ID>
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        switch request.kind {
        case let .item(id, action):
            return moveItem(id, on: &items, in: nil) { count, from in
                (action.targetOffset(from: from, count: count), action.direction == .up)
            }
        case let .place(id, offset):
            return moveItem(id, on: &items, in: nil) { count, from in
                let to = Swift.min(Swift.max(offset, 0), count - 1)
                return (to, to <= from)
            }
        case let .grid(id, action, layout):
            return moveItem(id, on: &items, in: layout, action: action) { count, from in
                Self.targetOffset(of: action, from: from, count: count, in: layout)
            }
        case let .placeInGrid(id, offset, layout):
            return moveItem(id, on: &items, in: layout) { count, from in
                let to = Swift.min(Swift.max(offset, 0), count - 1)
                return (to, to <= from)
            }
        case let .selection(ids, action, focus):
            // The order before the move: what the move reads and what its inverse restores.
            let before = identities(of: items)
            // A selection of which the list holds one item moves as that item alone.
            var present: [ID] = []
            for index in before.indices where ids.contains(before[index]) {
                present.append(before[index])
                if present.count == 2 { break }
            }
            if present.count == 1 {
                return perform(.item(present[0], action), on: &items)
            }
            return moveSelection(ids, action: action, focus: focus, before: before, on: &items)
        case let .restoreOrder(order, focus, counting):
            return restoreOrder(order, focus: focus, counting: counting, on: &items)
        case .transfer, .transferBack, .toSection, .placeInSection:
            return MoveStep(change: .none, focus: nil, announcement: .given(""), inverse: nil, announcer: announcer)
        }
    }

    /// Finds the item (through the hint first), moves it where `destination` says, and makes
    /// the step, worded in list terms or, with a layout, in grid terms; the inverse places
    /// it back at its old offset, told in the same terms.
    ///
    /// `destination` answers, for the list's count and the item's offset, the offset it goes
    /// to and whether the move points towards the start.
    mutating func moveItem<Items>(
        _ id: ID, on items: inout Items, in layout: GridMoveLayout?, action: GridMoveAction? = nil,
        destination: (_ count: Int, _ from: Int) -> (to: Int, towardsStart: Bool)
    ) -> MoveStep<ID>
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        let identify = self.identify
        var hintIndex: Items.Index?
        if let hint, hint.id == id {
            hintIndex = items.index(items.startIndex, offsetBy: hint.offset, limitedBy: items.endIndex)
        }
        guard let (position, from) = locate(id, in: items, hint: hintIndex) else {
            hint = nil
            return MoveStep(
                change: .none, focus: nil,
                announcement: layout.map { Self.gridAnnouncement(nil, in: $0, action: action, neighbour: nil) } ?? .list(.notFound),
                inverse: nil, announcer: announcer)
        }
        let count = items.count
        let (to, towardsStart) = destination(count, from)
        _ = items.rotateElement(at: position, fromOffset: from, toOffset: to)
        // The next move of this identity starts from here, unless the item passed an element
        // with the same identity on its way down: that one is the first now, and moves next.
        let passed = to > from ? items[items.index(items.startIndex, offsetBy: from)...].prefix(to - from) : items[items.endIndex...]
        hint = passed.contains { identify($0) == id } ? nil : (id, to)
        return step(moving: id, from: from, to: to, towardsStart: towardsStart, in: layout, action: action, after: items)
    }

    /// The step of an item that went from offset `from` to offset `to` of `items` (the list
    /// after the move), worded in list terms or, with a layout, in grid terms; the inverse
    /// puts it back at `from`, told in the same terms. Reads the list, never writes it.
    func step<Items: Collection>(
        moving id: ID, from: Int, to: Int, towardsStart: Bool, in layout: GridMoveLayout?, action: GridMoveAction?,
        after items: Items
    ) -> MoveStep<ID> where Items.Element == Element {
        let count = items.count
        // The neighbour: the item now after the moved one when it went towards the start,
        // before it when it went towards the end.
        var neighbour: String?
        if to != from, let label {
            let next = items[items.index(items.startIndex, offsetBy: to < from ? to + 1 : to - 1)]
            neighbour = MoveLabel.sanitize(next[keyPath: label], limit: announcer.labelLimit)
        }
        let announcement: MoveStep<ID>.Announcement
        let inverse: MoveRequest<ID>
        if let layout {
            announcement = Self.gridAnnouncement(
                (from, to, count, towardsStart), in: layout, action: action, neighbour: neighbour)
            inverse = MoveRequest(.placeInGrid(id, at: from, layout: layout))
        } else {
            announcement = .list(.item(from: from, to: to, count: count, towardsTop: towardsStart, neighbour: neighbour))
            inverse = .place(id, at: from)
        }
        let subject = label.map { items[items.index(items.startIndex, offsetBy: to)][keyPath: $0] }
        return MoveStep(
            change: to == from ? .none : .offset(OffsetMove(from: from, to: to)), focus: id,
            announcement: announcement, inverse: inverse, announcer: announcer,
            subject: .item(label: subject.map { MoveLabel.sanitize($0, limit: announcer.labelLimit) }))
    }

    /// Moves a selection of `items`, whose identities in order are `before`; the inverse
    /// restores that order. Focus stays on `focus` when it is selected and in the list, else
    /// goes to the first selected item; the announcement counts the selected items that
    /// changed place.
    mutating func moveSelection<Items>(
        _ ids: Set<ID>, action: AccessibilityMoveAction, focus requested: ID?, before: [ID], on items: inout Items
    ) -> MoveStep<ID>
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        hint = nil
        let gathered = items.moveSelection(ids, identities: before, action: action)
        let sources = gathered.permutation.sources
        let placed = gathered.placed.first.map { $0...gathered.placed[gathered.placed.count - 1] }
        let changed = gathered.placed.lazy.filter { sources[$0] != $0 }.count
        // The identity now at a new offset is the one that was at its source.
        let focusOffset: Int? = requested.flatMap { id in gathered.placed.first { before[sources[$0]] == id } }
            ?? gathered.placed.first
        let focus = focusOffset.map { before[sources[$0]] }
        let announcement = MoveAnnouncement.selection(
            moved: changed, destination: SelectionTarget(action), placed: placed, focus: focusOffset,
            count: sources.count)
        guard changed > 0 else {
            return MoveStep(change: .none, focus: focus, announcement: .list(announcement), inverse: nil, announcer: announcer)
        }
        return MoveStep(
            change: .permutation(gathered.permutation), focus: focus, announcement: .list(announcement),
            inverse: .restoreOrder(before, focus: focus, counting: ids), announcer: announcer,
            subject: .items(gathered.placed.count))
    }

    /// Puts the items named in `order` into that relative order within the places they hold.
    /// Says "Moved 2 items down.": the items of `counting` that changed place (all that did
    /// when it is empty), in the direction they all went ("Moved 2 items." when they went
    /// both ways), so an undo or redo of a selection move says what it moved back.
    mutating func restoreOrder<Items>(
        _ order: [ID], focus: ID?, counting: Set<ID>, on items: inout Items
    ) -> MoveStep<ID>
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        hint = nil
        // The k-th element with an identity takes the k-th place that identity has in `order`,
        // so repeated identities go back where each of them was; occurrences beyond those
        // `order` names follow the ranked ones, in their current order.
        var places: [ID: [Int]] = [:]
        places.reserveCapacity(order.count)
        for position in order.indices { places[order[position], default: []].append(position) }
        let current = identities(of: items)
        var seen: [ID: Int] = [:]
        var slots: [Int] = []
        var ranked: [(rank: Int, offset: Int)] = []
        for offset in current.indices {
            let id = current[offset]
            guard let named = places[id] else { continue }
            let occurrence = seen[id, default: 0]
            seen[id] = occurrence + 1
            slots.append(offset)
            ranked.append((occurrence < named.count ? named[occurrence] : order.count + offset, offset))
        }
        ranked.sort { ($0.rank, $0.offset) < ($1.rank, $1.offset) }
        var sources = Array(current.indices)
        for (slot, entry) in zip(slots, ranked) { sources[slot] = entry.offset }
        let moved = sources.indices.filter { sources[$0] != $0 }
        if !moved.isEmpty { items.replaceAll(gathering: sources) }
        let countedMoves = counting.isEmpty ? moved : moved.filter { counting.contains(current[sources[$0]]) }
        let focusOffset = focus.flatMap { id in sources.indices.first { current[sources[$0]] == id } }
        // The counted items of a selection all go one way; say which, when they do.
        let towardsTop = countedMoves.map { $0 < sources[$0] }
        let direction: SelectionTarget =
            towardsTop.isEmpty ? .offset : towardsTop.allSatisfy { $0 } ? .up : towardsTop.allSatisfy { !$0 } ? .down : .offset
        let counted = countedMoves.count
        return MoveStep(
            change: moved.isEmpty ? .none : .permutation(MovePermutation(unchecked: sources)),
            focus: focusOffset == nil ? nil : focus,
            announcement: .list(.reordered(
                changed: moved.isEmpty ? 0 : Swift.max(counted, 1), to: direction, focus: focusOffset, count: current.count)),
            inverse: .restoreOrder(current, focus: focus, counting: counting), announcer: announcer,
            subject: .items(counting.isEmpty ? moved.count : current.lazy.filter(counting.contains).count))
    }
}

extension AccessibleMoves {
    /// The identities of `items`, in order.
    ///
    /// - Complexity: O(*n*).
    func identities<Items: Collection>(of items: Items) -> [ID] where Items.Element == Element {
        let identify = self.identify
        let read = items.withContiguousStorageIfAvailable { elements -> [ID] in
            var identities: [ID] = []
            identities.reserveCapacity(elements.count)
            if let offset = identityOffset, let base = UnsafeRawPointer(elements.baseAddress) {
                for index in 0..<elements.count {
                    identities.append(Self.identity(at: base, index, offset))
                }
            } else {
                for index in elements.indices { identities.append(identify(elements[index])) }
            }
            return identities
        }
        return read ?? items.map(identify)
    }

    /// Finds the element with identity `id` in `items`, trying `hint` first; returns its
    /// index and offset.
    ///
    /// A hint inside the bounds must be a valid index of `items`; with duplicated identities,
    /// the occurrence at the hint is found, or else the first one.
    ///
    /// - Complexity: O(1) for a right hint on a random-access collection, else O(*p*) for an
    ///   element at offset *p*.
    func locate<Items: Collection>(_ id: ID, in items: Items, hint: Items.Index?) -> (Items.Index, Int)?
    where Items.Element == Element {
        if let hint, hint >= items.startIndex, hint < items.endIndex, identify(items[hint]) == id {
            return (hint, items.distance(from: items.startIndex, to: hint))
        }
        guard let found = items.withContiguousStorageIfAvailable({ firstOffset(of: id, in: $0) }) else {
            guard let position = items.firstIndex(where: { identify($0) == id }) else { return nil }
            return (position, items.distance(from: items.startIndex, to: position))
        }
        return found.map { (items.index(items.startIndex, offsetBy: $0), $0) }
    }

    /// The offset of the first of `elements` with identity `id`, or `nil`.
    ///
    /// A plain loop over the buffer: the library's code is not specialised for the app's
    /// element type (the SwiftUI layer runs it through generic code), and generic iteration
    /// over a `Collection` costs a few witness-table calls per element, where this costs the
    /// identity's read and its `==`.
    private func firstOffset(of id: ID, in elements: UnsafeBufferPointer<Element>) -> Int? {
        guard let base = elements.baseAddress else { return nil }
        if let offset = identityOffset {
            let raw = UnsafeRawPointer(base)
            for index in 0..<elements.count where Self.identity(at: raw, index, offset) == id { return index }
            return nil
        }
        for index in 0..<elements.count where identify(base[index]) == id { return index }
        return nil
    }

    /// The identity stored `offset` bytes into the element at `index` of the elements at
    /// `base`.
    private static func identity(at base: UnsafeRawPointer, _ index: Int, _ offset: Int) -> ID {
        (base + index * MemoryLayout<Element>.stride + offset).assumingMemoryBound(to: ID.self).pointee
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
