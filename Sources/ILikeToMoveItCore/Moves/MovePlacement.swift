/// Where an undo or a redo puts an item back, by identity: right after the item that preceded
/// it before the step; when there was none, or it is gone, right before the item that followed
/// it; when that is gone too, at its old offset, clamped.
///
/// Apps edit their lists between a move and its undo (an insert, a sort, their own `onMove`),
/// so an offset alone would put the item next to strangers: with Robin, Jay, Swan, moving Swan
/// to the top and then inserting Crow at the top leaves Crow, Swan, Robin, Jay; undoing puts
/// Swan back after Jay (Crow, Robin, Jay, Swan), where offset 2 would have put it between
/// Robin and Jay.
///
/// ```swift
/// let placement = MovePlacement(after: "jay", before: nil, offset: 2)
/// placement.offset(in: ["crow", "robin", "jay"]) { $0 }   // 3: after Jay
/// ```
///
/// It names items by ``MoveKey``, whatever the list's identity type, so that the code that
/// builds and reads placements is not generic over it. It keeps each neighbour as it was handed
/// over, though, and makes the key only when asked: making an `AnyHashable` casts the value in
/// the runtime, which a row's move would pay twice for an undo that may never come.
package struct MovePlacement: Equatable {
    /// The item that preceded the moved item before the step, as handed over.
    private var afterItem: (any Hashable)?
    /// The item that followed the moved item before the step, as handed over.
    private var beforeItem: (any Hashable)?
    /// The item's offset before the step, the last resort.
    var offset: Int

    /// A placement after `after`, else before `before`, else at `offset`; each neighbour may be
    /// an identity of the list's type or a key wrapping one.
    @inline(__always)
    init(after: (any Hashable)?, before: (any Hashable)?, offset: Int) {
        afterItem = after
        beforeItem = before
        self.offset = offset
    }

    /// A placement at an offset alone, with no neighbour to find.
    @inline(__always)
    init(offset: Int) {
        self.init(after: nil, before: nil, offset: offset)
    }

    /// The item that preceded the moved item before the step; `nil` when it was first.
    var after: MoveKey? { afterItem.map { MoveKey($0) } }

    /// The item that followed the moved item before the step; `nil` when it was last.
    var before: MoveKey? { beforeItem.map { MoveKey($0) } }

    /// Sets the item that preceded the moved item, an identity of the list's type.
    @inline(__always)
    mutating func setAfter<ID: Hashable>(_ id: ID) {
        afterItem = id
    }

    /// Sets the item that followed the moved item, an identity of the list's type.
    @inline(__always)
    mutating func setBefore<ID: Hashable>(_ id: ID) {
        beforeItem = id
    }

    /// The item that preceded the moved item, as an identity of type `ID`; `nil` for none or
    /// one of another type (as ``MoveKey/identity(as:)`` reads a key).
    @inline(__always)
    func identityAfter<ID: Hashable>(as type: ID.Type) -> ID? {
        afterItem as? ID
    }

    /// The item that followed the moved item, as an identity of type `ID`; `nil` for none or
    /// one of another type.
    @inline(__always)
    func identityBefore<ID: Hashable>(as type: ID.Type) -> ID? {
        beforeItem as? ID
    }

    package static func == (lhs: MovePlacement, rhs: MovePlacement) -> Bool {
        lhs.offset == rhs.offset && lhs.after == rhs.after && lhs.before == rhs.before
    }

    /// Where the item goes in a list that does not hold it (the list without the item), as an
    /// insertion offset from 0 through the list's count: after ``after`` when the list has it,
    /// else before ``before``, else ``offset`` clamped.
    ///
    /// - Parameter find: The offset of the first element with an identity in the list, or `nil`.
    /// - Complexity: That of two calls of `find`.
    func insertionOffset(count: Int, find: (MoveKey) -> Int?) -> Int {
        if let after, let found = find(after) { return Swift.min(found + 1, count) }
        if let before, let found = find(before) { return Swift.min(found, count) }
        return Swift.min(Swift.max(offset, 0), count)
    }

    /// Where the item goes in `items`, a list without it (see ``insertionOffset(count:find:)``).
    ///
    /// - Complexity: O(*n*).
    func offset<Items: Collection, ID: Hashable>(in items: Items, identify: (Items.Element) -> ID) -> Int {
        insertionOffset(count: items.count) { key in
            guard let wanted = key.identity(as: ID.self) else { return nil }
            var offset = 0
            for element in items {
                if identify(element) == wanted { return offset }
                offset += 1
            }
            return nil
        }
    }
}

/// Items that stood together before a step, and where they go back together: the unit of a
/// selection's undo (see ``MoveRequestKind/restore(_:focus:)``).
package struct MoveRun: Equatable {
    /// The items, in the order they stood.
    var items: [MoveKey]
    /// Where the first of them goes: after the item that preceded the run, else before the
    /// item that followed it, else at the run's old offset.
    var placement: MovePlacement

    init(items: [MoveKey], placement: MovePlacement) {
        self.items = items
        self.placement = placement
    }

    /// The runs of the items at `moved` offsets of `identities` (the list before the step):
    /// each maximal stretch of moved offsets, placed between its outer neighbours, which did
    /// not move.
    ///
    /// - Parameter moved: Whether the element at each offset moved; as long as `identities`.
    /// - Complexity: O(*n*).
    static func runs<ID: Hashable>(of identities: [ID], moved: [Bool]) -> [MoveRun] {
        var runs: [MoveRun] = []
        var start: Int?
        for offset in 0...identities.count {
            let isMoved = offset < identities.count && moved[offset]
            if isMoved, start == nil { start = offset }
            if !isMoved, let first = start {
                runs.append(MoveRun(
                    items: MoveKey.keys(of: identities[first..<offset]),
                    placement: MovePlacement(
                        after: first > 0 ? identities[first - 1] : nil,
                        before: offset < identities.count ? identities[offset] : nil, offset: first)))
                start = nil
            }
        }
        return runs
    }
}

