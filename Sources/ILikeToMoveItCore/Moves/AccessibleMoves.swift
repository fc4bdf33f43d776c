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
/// **Undo after other edits.** Undo finds items by identity too, so it survives the app
/// changing the list between a move and its undo: it puts the moved item back right after the
/// item that preceded it before the move; if there was none, or it is gone, right before the
/// item that followed it; if that is gone too, at its old offset, clamped. (Move Swan to the
/// top of Robin, Jay, Swan; the app inserts Crow at the top; undo gives Crow, Robin, Jay,
/// Swan.) A selection's undo moves only the items that moved, and items that stood together
/// go back together. No item is lost or duplicated; an item that is gone is skipped.
public struct AccessibleMoves<Element, ID: Hashable> {
    /// Reads an element's identity.
    let identify: (Element) -> ID
    /// Where each element stores its identity, in bytes from the element's start, when the
    /// identity is a stored property of a struct or the element itself: contiguous lists are
    /// then searched by reading it there, not through `identify`.
    let identityOffset: Int?
    /// The key path to the label spoken for neighbours; `nil` names no neighbour.
    package var label: KeyPath<Element, String>? {
        didSet { if label !== oldValue { labelOffset = Self.offset(of: label) } }
    }
    /// Where each element stores its label, in bytes from the element's start, when ``label``
    /// names a stored property of a struct: the label is then read there, not through the key
    /// path, whose read looks its types up in the runtime every time.
    private var labelOffset: Int?
    /// Renders the steps' texts.
    package var announcer: MoveAnnouncer
    /// The item moved last, which ended at ``hintOffset``; `nil` for none. (Two properties, not
    /// an optional tuple: unspecialised code looks a tuple of the identity type up in the
    /// runtime on every use.)
    var hint: ID?
    /// Where the item moved last ended.
    var hintOffset = 0

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
        labelOffset = Self.offset(of: label)
        self.announcer = announcer
    }

    /// Where elements store the label `label` names, when it is a stored property of a struct.
    private static func offset(of label: KeyPath<Element, String>?) -> Int? {
        guard let label else { return nil }
        return MemoryLayout<Element>.offset(of: label)
    }

    /// The label spoken for `element`, sanitised (see ``MoveLabel``); `nil` when the moves
    /// name no item (``label`` is `nil`).
    @inline(__always)
    func spokenLabel(of element: Element) -> String? {
        guard let label else { return nil }
        let raw =
            if let offset = labelOffset {
                withUnsafePointer(to: element) { stored(String.self, in: Element.self, at: UnsafeRawPointer($0), 0, offset) }
            } else {
                element[keyPath: label]
            }
        return MoveLabel.sanitize(raw, limit: announcer.labelLimit)
    }

    /// The label spoken for the element at `offset` of `items` (see ``spokenLabel(of:)``),
    /// read in the list's buffer when it has one (``spokenLabel(at:of:)``).
    @inline(__always)
    func spokenLabel<Items: Collection>(at offset: Int, in items: Items) -> String? where Items.Element == Element {
        guard label != nil else { return nil }
        if let found = items.withContiguousStorageIfAvailable({ spokenLabel(at: offset, of: $0) }) { return found }
        return spokenLabel(of: items[items.index(items.startIndex, offsetBy: offset)])
    }

    /// Sets the neighbours of `placement` to the identities at offsets `after` and `before`
    /// of `items` (`nil`: none), read in the list's buffer when it has one
    /// (``identity(at:of:)``). (Set in place, not returned: unspecialised code looks an
    /// optional of the identity type up in the runtime on every use.)
    @inline(__always)
    func setNeighbours<Items: Collection>(
        of placement: inout MovePlacement, after: Int?, before: Int?, in items: Items
    ) where Items.Element == Element {
        if items.withContiguousStorageIfAvailable({ elements -> Void in
            if let after { placement.setAfter(identity(at: after, of: elements)) }
            if let before { placement.setBefore(identity(at: before, of: elements)) }
        }) != nil {
            return
        }
        if let after { placement.setAfter(identify(items[items.index(items.startIndex, offsetBy: after)])) }
        if let before { placement.setBefore(identify(items[items.index(items.startIndex, offsetBy: before)])) }
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
        MoveStep(step(request.kind, on: &items))
    }

    /// ``perform(_:on:)``, returning the step with its items named by keys: what a
    /// ``SessionList`` performs.
    package mutating func step<Items>(_ request: MoveRequestKind, on items: inout Items) -> ListStep
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        switch request {
        case let .item(key, action):
            return moveItem(key, on: &items, in: nil) { count, from in
                (action.targetOffset(from: from, count: count), action.direction == .up)
            }
        case let .place(key, placement):
            return place(key, placement, on: &items, in: nil)
        case let .grid(key, action, layout):
            return moveItem(key, on: &items, in: layout, action: action) { count, from in
                Self.targetOffset(of: action, from: from, count: count, in: layout)
            }
        case let .placeInGrid(key, placement, layout):
            return place(key, placement, on: &items, in: layout)
        case let .selection(keys, action, focus):
            return moveSelection(keys, action: action, focus: focus, on: &items)
        case let .restore(runs, focus):
            return restore(runs, focus: focus, on: &items)
        case .transfer, .transferBack, .toSection, .placeInSection:
            return unchanged
        }
    }

    /// Puts the item where `placement` says (see ``MovePlacement``): after the item that
    /// preceded it, else before the one that followed it, else at the old offset, clamped;
    /// told in list terms or, with a layout, in grid terms. Where several items have a
    /// neighbour's identity, the one nearest the neighbour's old place is meant.
    ///
    /// - Complexity: O(*n*) to find the neighbours, plus the move's.
    mutating func place<Items>(
        _ key: MoveKey, _ placement: MovePlacement, on items: inout Items, in layout: GridMoveLayout?
    ) -> ListStep
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        let after = placement.identityAfter(as: ID.self)
        let before = placement.identityBefore(as: ID.self)
        let identities = after == nil && before == nil ? [] : identities(of: items)
        // Where the neighbours stood, kept away from the bounds of `Int` (a request may carry
        // any offset; only the clamped one means anything).
        let old = Swift.max(placement.offset, 0)
        return moveItem(key, on: &items, in: layout) { count, from in
            // Offsets among the other items, where the neighbours stood at `offset - 1` and `offset`.
            let to: Int =
                if let after, let found = Self.nearest(after, to: old - 1, in: identities, skipping: from) { found + 1 }
                else if let before, let found = Self.nearest(before, to: old, in: identities, skipping: from) { found }
                else { placement.offset }
            let clamped = Swift.min(Swift.max(to, 0), count - 1)
            return (clamped, clamped <= from)
        }
    }

    /// The offset among `identities` without the one at `skipped` of the element with identity
    /// `id` nearest to `expected` (the first of two as near), or `nil`.
    ///
    /// - Complexity: O(*n*).
    static func nearest(_ id: ID, to expected: Int, in identities: [ID], skipping skipped: Int) -> Int? {
        var best: Int?
        var offset = 0
        for index in identities.indices where index != skipped {
            if identities[index] == id, best.map({ Swift.abs(offset - expected) < Swift.abs($0 - expected) }) ?? true {
                best = offset
            }
            offset += 1
        }
        return best
    }

    /// Finds the item (through the hint first), moves it where `destination` says, and makes
    /// the step, worded in list terms or, with a layout, in grid terms; the inverse puts
    /// it back between its old neighbours, told in the same terms.
    ///
    /// `destination` answers, for the list's count and the item's offset, the offset it goes
    /// to and whether the move points towards the start.
    mutating func moveItem<Items>(
        _ key: MoveKey, on items: inout Items, in layout: GridMoveLayout?, action: GridMoveAction? = nil,
        destination: (_ count: Int, _ from: Int) -> (to: Int, towardsStart: Bool)
    ) -> ListStep
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        let identify = self.identify
        let id = key.identity(as: ID.self)
        var hinted = false
        if let id, let hint { hinted = hint == id }
        guard let id, let from = locate(id, in: items, hinted: hinted) else {
            hint = nil
            return ListStep(
                change: .none, focus: nil,
                announcement: layout.map { Self.gridAnnouncement(nil, in: $0, action: action, neighbour: nil) } ?? .list(.notFound),
                inverse: nil, announcer: announcer)
        }
        let count = items.count
        let (to, towardsStart) = destination(count, from)
        // The next move of this identity starts from here, unless the item passed an element
        // with the same identity on its way down: that one is the first now, and moves next.
        // A contiguous list is rotated and read in its buffer: through the collection's
        // protocols, unspecialised code allocates for each element it reads or swaps. The
        // closure reads locals, not `self`: in a mutating method a read of `self` there is a
        // copy, made through its type looked up in the runtime.
        var passedTwin = false
        let identityOffset = self.identityOffset
        if items.withContiguousMutableStorageIfAvailable({ elements -> Void in
            rotateElement(of: elements, from: from, to: to)
            for index in from..<Swift.max(from, to) where !passedTwin {
                passedTwin = identityOfElement(at: index, of: UnsafeBufferPointer(elements), storedAt: identityOffset, identify) == id
            }
        }) == nil {
            _ = items.rotateElement(at: items.index(items.startIndex, offsetBy: from), fromOffset: from, toOffset: to)
            if to > from {
                var index = items.index(items.startIndex, offsetBy: from)
                for _ in from..<to where !passedTwin {
                    passedTwin = identify(items[index]) == id
                    items.formIndex(after: &index)
                }
            }
        }
        hint = passedTwin ? nil : id
        hintOffset = to
        return step(moving: key, from: from, to: to, towardsStart: towardsStart, in: layout, action: action, after: items)
    }

    /// The step of an item that went from offset `from` to offset `to` of `items` (the list
    /// after the move), worded in list terms or, with a layout, in grid terms; the inverse
    /// puts it back between the neighbours it had (see ``MovePlacement``), told in the same
    /// terms. Reads the list, never writes it.
    @inline(__always)
    func step<Items: Collection>(
        moving key: MoveKey, from: Int, to: Int, towardsStart: Bool, in layout: GridMoveLayout?, action: GridMoveAction?,
        after items: Items
    ) -> ListStep where Items.Element == Element {
        let count = items.count
        // The neighbour: the item now after the moved one when it went towards the start,
        // before it when it went towards the end.
        var neighbour: String?
        if to != from, label != nil {
            neighbour = spokenLabel(at: to < from ? to + 1 : to - 1, in: items)
        }
        // Where the item stood: between the neighbours it had before the move, which are,
        // in the list without it, at `from - 1` and `from`.
        var placement = MovePlacement(offset: from)
        if to != from {
            setNeighbours(
                of: &placement, after: from > 0 ? (from - 1 < to ? from - 1 : from) : nil,
                before: from < count - 1 ? (from < to ? from : from + 1) : nil, in: items)
        }
        let announcement: StepAnnouncement
        let inverse: MoveRequestKind
        if let layout {
            announcement = Self.gridAnnouncement(
                (from, to, count, towardsStart), in: layout, action: action, neighbour: neighbour)
            inverse = .placeInGrid(key, placement, layout: layout)
        } else {
            announcement = .list(.item(from: from, to: to, count: count, towardsTop: towardsStart, neighbour: neighbour))
            inverse = .place(key, placement)
        }
        let subject = label == nil ? nil : spokenLabel(at: to, in: items)
        return ListStep(
            change: to == from ? .none : .offset(OffsetMove(from: from, to: to)), focus: key,
            announcement: announcement, inverse: inverse, announcer: announcer,
            subject: .item(label: subject))
    }

    /// Moves the selection `keys` name, keeping focus on `focus` (see
    /// ``moveSelection(_:action:focus:before:on:)``); a selection of which the list holds one
    /// item moves as that item alone. (Apart from ``step(_:on:)``: reading identities from
    /// keys makes an optional of the identity type, whose type the compiler would look up
    /// at the start of every request.)
    @inline(never)
    mutating func moveSelection<Items>(
        _ keys: Set<MoveKey>, action: AccessibilityMoveAction, focus: MoveKey?, on items: inout Items
    ) -> ListStep
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        let ids = MoveKey.identities(of: keys, as: ID.self)
        // The order before the move: what the move reads and what its inverse restores.
        let before = identities(of: items)
        var present: [ID] = []
        for index in before.indices where ids.contains(before[index]) {
            present.append(before[index])
            if present.count == 2 { break }
        }
        if present.count == 1 {
            return step(.item(MoveKey(present[0]), action), on: &items)
        }
        return moveSelection(ids, action: action, focus: focus?.identity(as: ID.self), before: before, on: &items)
    }

    /// Moves a selection of `items`, whose identities in order are `before`; the inverse
    /// puts the selected items that moved back between their old neighbours, those that stood
    /// together together (see ``MoveRun``). Focus stays on `focus` when it is selected and in
    /// the list, else goes to the first selected item; the announcement, and the undo's name,
    /// count the selected items that changed place.
    mutating func moveSelection<Items>(
        _ ids: Set<ID>, action: AccessibilityMoveAction, focus requested: ID?, before: [ID], on items: inout Items
    ) -> ListStep
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        hint = nil
        let gathered = items.moveSelection(ids, identities: before, action: action)
        let sources = gathered.permutation.sources
        let placed = gathered.placed.first.map { $0...gathered.placed[gathered.placed.count - 1] }
        // The old offsets of the selected items that changed place, and how many there are.
        var moved = [Bool](repeating: false, count: before.count)
        var changed = 0
        for offset in gathered.placed where sources[offset] != offset {
            moved[sources[offset]] = true
            changed += 1
        }
        // The identity now at a new offset is the one that was at its source.
        let focusOffset: Int? = requested.flatMap { id in gathered.placed.first { before[sources[$0]] == id } }
            ?? gathered.placed.first
        let focus = focusOffset.map { MoveKey(before[sources[$0]]) }
        let announcement = MoveAnnouncement.selection(
            moved: changed, destination: SelectionTarget(action), placed: placed, focus: focusOffset,
            count: sources.count)
        guard changed > 0 else {
            return ListStep(change: .none, focus: focus, announcement: .list(announcement), inverse: nil, announcer: announcer)
        }
        return ListStep(
            change: .permutation(gathered.permutation), focus: focus, announcement: .list(announcement),
            inverse: .restore(MoveRun.runs(of: before, moved: moved), focus: focus), announcer: announcer,
            subject: .items(changed))
    }

    /// Takes out the items of `runs` that the list still holds and puts each run back
    /// together where its placement says, in order: after the item that preceded it, else
    /// before the one that followed it, else at its old offset, clamped (see ``MoveRun``).
    /// The other items keep their order. Says "Moved 2 items down.": the run's items that
    /// changed place, in the direction they all went ("Moved 2 items." when they went both
    /// ways), so an undo or redo of a selection move says what it moved back.
    ///
    /// With repeated identities, each identity a run names takes the next element with it
    /// that no run took yet.
    ///
    /// - Complexity: O(*n* + *r* log *r*), *r* being the number of runs whose neighbours are
    ///   both gone, plus O(*n*) for each of those.
    mutating func restore<Items>(_ keyedRuns: [MoveRun], focus key: MoveKey?, on items: inout Items) -> ListStep
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        hint = nil
        let current = identities(of: items)
        let runs = keyedRuns.map { Run<ID>($0) }
        let focus = key?.identity(as: ID.self)
        // Take out each run's items: the offsets each named identity has now, in order.
        var wanted = Set<ID>()
        var anchors = Set<ID>()
        for run in runs {
            wanted.formUnion(run.items)
            if let after = run.after { anchors.insert(after) }
            if let before = run.before { anchors.insert(before) }
        }
        var offsetsOf: [ID: [Int]] = [:]
        for offset in current.indices where wanted.contains(current[offset]) {
            offsetsOf[current[offset], default: []].append(offset)
        }
        var taken = [Bool](repeating: false, count: current.count)
        var used: [ID: Int] = [:]
        let runOffsets = runs.map { run in
            run.items.compactMap { id -> Int? in
                let next = used[id, default: 0]
                guard let offsets = offsetsOf[id], next < offsets.count else { return nil }
                used[id] = next + 1
                taken[offsets[next]] = true
                return offsets[next]
            }
        }
        // The items that stay, and where each neighbour a run names stands among them (where
        // several items have its identity, the one nearest its old place among the others:
        // the run's old offset, less the items of the runs before it).
        let staying = current.indices.filter { !taken[$0] }
        var anchorPositions: [ID: [Int]] = [:]
        if !anchors.isEmpty {
            for position in staying.indices where anchors.contains(current[staying[position]]) {
                anchorPositions[current[staying[position]], default: []].append(position)
            }
        }
        let find = { (id: ID, expected: Int) -> Int? in
            anchorPositions[id]?.min { (Swift.abs($0 - expected), $0) < (Swift.abs($1 - expected), $1) }
        }
        var afterStaying: [Int: [Int]] = [:]
        var beforeStaying: [Int: [Int]] = [:]
        var loose: [(offset: Int, order: Int, items: [Int])] = []
        var runItemsBefore = 0
        for index in runs.indices {
            let run = runs[index]
            let stayingOffset = Swift.max(run.offset, 0) - runItemsBefore
            runItemsBefore += keyedRuns[index].items.count
            guard !runOffsets[index].isEmpty else { continue }
            if let after = run.after, let position = find(after, stayingOffset - 1) {
                afterStaying[position, default: []] += runOffsets[index]
            } else if let before = run.before, let position = find(before, stayingOffset) {
                beforeStaying[position, default: []] += runOffsets[index]
            } else {
                loose.append((run.offset, index, runOffsets[index]))
            }
        }
        // For each new offset, the offset the element had.
        var sources: [Int] = []
        sources.reserveCapacity(current.count)
        for position in staying.indices {
            if let runs = beforeStaying[position] { sources += runs }
            sources.append(staying[position])
            if let runs = afterStaying[position] { sources += runs }
        }
        for run in loose.sorted(by: { ($0.offset, $0.order) < ($1.offset, $1.order) }) {
            sources.insert(contentsOf: run.items, at: Swift.min(Swift.max(run.offset, 0), sources.count))
        }
        let moved = sources.indices.filter { sources[$0] != $0 }
        if !moved.isEmpty { items.replaceAll(gathering: sources) }
        // The run's items that changed place, and the way they all went, when they did.
        let counted = moved.filter { taken[sources[$0]] }
        let towardsTop = counted.map { $0 < sources[$0] }
        let direction: SelectionTarget =
            towardsTop.isEmpty ? .offset : towardsTop.allSatisfy { $0 } ? .up : towardsTop.allSatisfy { !$0 } ? .down : .offset
        let focusOffset = focus.flatMap { id in sources.indices.first { current[sources[$0]] == id } }
        return ListStep(
            change: moved.isEmpty ? .none : .permutation(MovePermutation(unchecked: sources)),
            focus: focusOffset == nil ? nil : key,
            announcement: .list(.reordered(
                changed: moved.isEmpty ? 0 : Swift.max(counted.count, 1), to: direction, focus: focusOffset,
                count: current.count)),
            // The redo takes the same items out and puts them back where they stood now.
            inverse: .restore(MoveRun.runs(of: current, moved: taken), focus: key), announcer: announcer,
            subject: .items(counted.count))
    }
}

/// A ``MoveRun`` with its keys turned into identities of the list's type, for
/// ``AccessibleMoves/restore(_:focus:on:)``; a key of another type names no item.
private struct Run<ID: Hashable> {
    var items: [ID]
    var after: ID?
    var before: ID?
    var offset: Int

    init(_ run: MoveRun) {
        items = run.items.compactMap { $0.identity(as: ID.self) }
        after = run.placement.identityAfter(as: ID.self)
        before = run.placement.identityBefore(as: ID.self)
        offset = run.placement.offset
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
                    identities.append(stored(ID.self, in: Element.self, at: base, index, offset))
                }
            } else {
                for index in elements.indices { identities.append(identify(elements[index])) }
            }
            return identities
        }
        return read ?? items.map(identify)
    }

    /// Finds the element with identity `id` in `items`, trying ``hintOffset`` first when
    /// `hinted` (the item moved last has that identity); returns its offset. (An offset, not
    /// an index and an offset: unspecialised code looks an optional or a tuple of the
    /// collection's index type up in the runtime on every use.)
    ///
    /// With duplicated identities, the occurrence at the hint is found, or else the first one.
    ///
    /// - Complexity: O(1) for a right hint on a random-access collection, else O(*p*) for an
    ///   element at offset *p*.
    @inline(__always)
    func locate<Items: Collection>(_ id: ID, in items: Items, hinted: Bool) -> Int? where Items.Element == Element {
        if hinted, hintOffset >= 0, hintOffset < items.count {
            let offset = hintOffset
            let atHint = items.withContiguousStorageIfAvailable({ identity(at: offset, of: $0) == id })
                ?? (identify(items[items.index(items.startIndex, offsetBy: offset)]) == id)
            if atHint { return offset }
        }
        guard let found = items.withContiguousStorageIfAvailable({ firstOffset(of: id, in: $0) }) else {
            return firstOffset(of: id, walking: items)
        }
        return found
    }

    /// The offset of the first of `items` with identity `id`, or `nil`, for a list without a
    /// contiguous buffer. (Apart from ``locate(_:in:hinted:)``, which is inlined into every
    /// move: its optional index is a type the runtime looks up, at the start of the function
    /// it is in, on every move.)
    @inline(never)
    private func firstOffset<Items: Collection>(of id: ID, walking items: Items) -> Int? where Items.Element == Element {
        let identify = self.identify
        guard let position = items.firstIndex(where: { identify($0) == id }) else { return nil }
        return items.distance(from: items.startIndex, to: position)
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
            for index in 0..<elements.count where stored(ID.self, in: Element.self, at: raw, index, offset) == id { return index }
            return nil
        }
        for index in 0..<elements.count where identify(base[index]) == id { return index }
        return nil
    }

    /// The identity of the element at `index` of `elements`, read where the element stores it
    /// when it can be (see ``identityOffset``).
    @inline(__always)
    func identity(at index: Int, of elements: UnsafeBufferPointer<Element>) -> ID {
        identityOfElement(at: index, of: elements, storedAt: identityOffset, identify)
    }

    /// The label spoken for the element at `index` of `elements`, read where the element
    /// stores it when it can be (see ``labelOffset``): no copy of the element.
    @inline(__always)
    func spokenLabel(at index: Int, of elements: UnsafeBufferPointer<Element>) -> String? {
        guard label != nil else { return nil }
        if let offset = labelOffset, let base = elements.baseAddress {
            return MoveLabel.sanitize(
                stored(String.self, in: Element.self, at: UnsafeRawPointer(base), index, offset), limit: announcer.labelLimit)
        }
        return spokenLabel(of: elements[index])
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

/// Moves the element at offset `from` of `elements` to offset `to`, the elements between
/// shifting by one place: O(|`to` - `from`|) element moves in the buffer. (A function, not a
/// static method of the moves: a static method is passed its type, which unspecialised code
/// looks up in the runtime.)
private func rotateElement<Element>(of elements: UnsafeMutableBufferPointer<Element>, from: Int, to: Int) {
    guard from != to, let base = elements.baseAddress else { return }
    let moving = (base + from).move()
    if to < from {
        (base + to + 1).moveInitialize(from: base + to, count: from - to)
    } else {
        (base + from).moveInitialize(from: base + from + 1, count: to - from)
    }
    (base + to).initialize(to: moving)
}

/// The identity of the element at `index` of `elements`: read `offset` bytes into the element
/// when it stores its identity there (see `AccessibleMoves.identityOffset`), else by
/// `identify`.
@inline(__always)
private func identityOfElement<Element, ID>(
    at index: Int, of elements: UnsafeBufferPointer<Element>, storedAt offset: Int?, _ identify: (Element) -> ID
) -> ID {
    if let offset, let base = elements.baseAddress {
        return stored(ID.self, in: Element.self, at: UnsafeRawPointer(base), index, offset)
    }
    return identify(elements[index])
}

/// The value stored `offset` bytes into the element at `index` of the elements of type
/// `Element` at `base`: an identity or a label, at the offset `MemoryLayout.offset(of:)` gave
/// for its key path.
@inline(__always)
private func stored<Value, Element>(
    _ type: Value.Type, in elementType: Element.Type, at base: UnsafeRawPointer, _ index: Int, _ offset: Int
) -> Value {
    (base + index * MemoryLayout<Element>.stride + offset).assumingMemoryBound(to: Value.self).pointee
}
