/// The state machine behind accessible moves: it owns the list, applies move requests in
/// order, and says what to focus and announce. It has no UI and no clock.
///
/// Because every request carries identities only, two quick requests for the same item
/// both apply to it, each where the item is at that moment: none is dropped, none doubled,
/// and the neighbour never moves instead.
///
/// ```swift
/// // birds: Robin, Jay, Swan, Crow
/// var controller = MoveController(items: birds, id: \.id, label: \.name, announcer: .init(strings: .english))
/// let first = controller.handle(.item(crow.id, .up))    // "Moved up. Above Swan."
/// let second = controller.handle(.item(crow.id, .up))   // moves crow again, not its neighbour
/// second.text    // "Moved up. Above Jay."
/// controller.undo()   // crow goes back down one
/// ```
///
/// The controller is not `Sendable` (it stores key paths); keep it on one actor, such as
/// the main actor in a SwiftUI view.
///
/// Undo and redo are by identity too: undoing a single move finds the item and puts it back
/// at its previous offset (clamped if the list has shrunk); undoing a selection move restores
/// the previous relative order of the items that are still there, in the places they hold,
/// and announces "Moved N items." with N the number of items that changed place.
public struct MoveController<Element, ID: Hashable> {
    /// The list, in its current order.
    public private(set) var items: [Element]
    /// The key path to each element's identity.
    public let idPath: KeyPath<Element, ID>
    /// The key path to the label spoken for neighbours, if any.
    public var labelPath: KeyPath<Element, String>?
    /// Renders announcements.
    public var announcer: MoveAnnouncer
    /// The most entries the undo stack keeps; older entries are dropped first.
    public var undoLimit: Int

    /// Moves that ``undo()`` would take back, oldest first.
    public private(set) var undoStack: [MoveUndoEntry<ID>] = []
    /// Moves that ``redo()`` would make again, oldest first.
    public private(set) var redoStack: [MoveUndoEntry<ID>] = []

    /// Where the last moved item ended, a free hint for the next request on the same item
    /// (the common case of repeated moves); checked before use, so never trusted blindly.
    private var lastMoved: (id: ID, offset: Int)?

    /// Creates a controller.
    ///
    /// - Parameters:
    ///   - items: The list.
    ///   - id: The key path to each element's identity.
    ///   - label: The key path to a label spoken for neighbours; `nil` names no neighbour.
    ///   - announcer: Renders announcements.
    ///   - undoLimit: The most moves kept for undo; 100 by default, at least 0.
    public init(
        items: [Element],
        id: KeyPath<Element, ID>,
        label: KeyPath<Element, String>? = nil,
        announcer: MoveAnnouncer = .default,
        undoLimit: Int = 100
    ) {
        self.items = items
        self.idPath = id
        self.labelPath = label
        self.announcer = announcer
        self.undoLimit = max(0, undoLimit)
    }

    /// Whether there is a move to undo.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is an undone move to redo.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Replaces the list after a change made elsewhere (an insertion, a deletion, a drop).
    ///
    /// The undo and redo stacks are kept: they refer to items by identity.
    ///
    /// - Parameter items: The new list.
    public mutating func setItems(_ items: [Element]) {
        self.items = items
        lastMoved = nil
    }

    /// Applies one request to the list as it is now.
    ///
    /// - Parameter request: The move to make.
    /// - Returns: The new list, the change, the focus, the announcement and the undo entry.
    /// - Complexity: As ``Swift/MutableCollection/accessibilityMove(_:identifiedBy:action:label:hint:announcer:)``
    ///   for an item, O(*n*) for a selection.
    @discardableResult
    public mutating func handle(_ request: MoveRequest<ID>) -> MoveOutput<Element, ID> {
        switch request {
        case .item(let id, let action):
            let hint = lastMoved.flatMap { $0.id == id ? $0.offset : nil }
            let result = items.accessibilityMove(
                id, identifiedBy: idPath, action: action, label: labelPath, hint: hint, announcer: announcer)
            lastMoved = result.toOffset.map { (id, $0) }
            return record(result, id: id)
        case .selection(let ids, let action):
            lastMoved = nil
            let order = items.map { $0[keyPath: idPath] }
            let result = items.accessibilityMove(ids, identifiedBy: idPath, action: action, announcer: announcer)
            let focus = result.toOffsets.first.map { items[$0][keyPath: idPath] }
            var entry: MoveUndoEntry<ID>?
            if result.didMove {
                entry = .selection(before: order, after: items.map { $0[keyPath: idPath] }, focus: focus)
                push(entry!)
            }
            return MoveOutput(
                items: items, change: result.didMove ? .permutation(result.permutation) : .none,
                focus: focus, announcement: result.announcement, text: result.text, undoEntry: entry)
        }
    }

    /// Applies requests in arrival order, each to the list the previous one left.
    ///
    /// - Parameter requests: The moves to make, oldest first.
    /// - Returns: One output per request, in the same order.
    @discardableResult
    public mutating func handle(_ requests: [MoveRequest<ID>]) -> [MoveOutput<Element, ID>] {
        requests.map { handle($0) }
    }

    /// Takes back the latest move that is not undone yet.
    ///
    /// - Returns: The output of the reverse move, or `nil` when there is nothing to undo.
    @discardableResult
    public mutating func undo() -> MoveOutput<Element, ID>? {
        guard let entry = undoStack.popLast() else { return nil }
        redoStack.append(entry)
        return replay(entry, forward: false)
    }

    /// Makes again the latest undone move.
    ///
    /// - Returns: The output of the move, or `nil` when there is nothing to redo.
    @discardableResult
    public mutating func redo() -> MoveOutput<Element, ID>? {
        guard let entry = redoStack.popLast() else { return nil }
        undoStack.append(entry)
        return replay(entry, forward: true)
    }

    private mutating func record(_ result: MoveResult<Element>, id: ID) -> MoveOutput<Element, ID> {
        var entry: MoveUndoEntry<ID>?
        if result.didMove, let from = result.fromOffset, let to = result.toOffset {
            entry = .item(id, from: from, to: to)
            push(entry!)
        }
        return output(of: result, id: id, undoEntry: entry)
    }

    private mutating func push(_ entry: MoveUndoEntry<ID>) {
        redoStack.removeAll()
        guard undoLimit > 0 else { return }
        if undoStack.count >= undoLimit { undoStack.removeFirst(undoStack.count - undoLimit + 1) }
        undoStack.append(entry)
    }

    private func output(of result: MoveResult<Element>, id: ID, undoEntry: MoveUndoEntry<ID>?) -> MoveOutput<Element, ID> {
        let change: MoveOutput<Element, ID>.Change =
            if result.didMove, let from = result.fromOffset, let to = result.toOffset {
                .offset(OffsetMove(from: from, to: to))
            } else {
                .none
            }
        return MoveOutput(
            items: items, change: change, focus: result.outcome == .itemNotFound ? nil : id,
            announcement: result.announcement, text: result.text, undoEntry: undoEntry)
    }

    private mutating func replay(_ entry: MoveUndoEntry<ID>, forward: Bool) -> MoveOutput<Element, ID> {
        lastMoved = nil
        switch entry {
        case .item(let id, let from, let to):
            let result = items.accessibilityMove(
                id, identifiedBy: idPath, toOffset: forward ? to : from, label: labelPath, announcer: announcer)
            return output(of: result, id: id, undoEntry: entry)
        case .selection(let before, let after, let focus):
            let permutation = items.reorder(matching: forward ? after : before, identifiedBy: idPath)
            let count = items.count
            let changed = permutation.sources.indices.filter { permutation.sources[$0] != $0 }.count
            let announcement = MoveAnnouncement(
                movement: changed == 0 ? .notMoved : .movedItems(count: changed, to: .offset),
                position: focus.flatMap { id in
                    items.firstIndex { $0[keyPath: idPath] == id }.map { .init($0 + 1, of: count) }
                }
            )
            return MoveOutput(
                items: items, change: permutation.isIdentity ? .none : .permutation(permutation),
                focus: focus, announcement: announcement, text: announcer.text(for: announcement),
                undoEntry: entry)
        }
    }
}

extension Array {
    /// Reorders the elements whose identities appear in `order` into that relative order,
    /// within the places they hold now; other elements stay put. Returns the permutation.
    fileprivate mutating func reorder<ID: Hashable>(
        matching order: [ID], identifiedBy idPath: KeyPath<Element, ID>
    ) -> MovePermutation {
        var rank: [ID: Int] = [:]
        rank.reserveCapacity(order.count)
        for (position, id) in order.enumerated() where rank[id] == nil { rank[id] = position }
        var slots: [Int] = []
        var ranked: [(rank: Int, offset: Int)] = []
        for (offset, element) in enumerated() {
            guard let value = rank[element[keyPath: idPath]] else { continue }
            slots.append(offset)
            ranked.append((value, offset))
        }
        ranked.sort { ($0.rank, $0.offset) < ($1.rank, $1.offset) }
        var sources = Array<Int>(0..<count)
        for (slot, entry) in zip(slots, ranked) { sources[slot] = entry.offset }
        let permutation = MovePermutation(unchecked: sources)
        applyPermutation(permutation)
        return permutation
    }
}
