/// The undo rule spelled out with plain array operations on unique identities, beside the
/// library rather than through it: a move records, for the items that changed place, each
/// stretch of them that stood together and the items around it; undo and redo take those
/// items out and put each stretch back right after the item that preceded it, else right
/// before the item that followed it, else at its old offset, clamped. Stacks behave as an
/// undo manager's: a new move clears the redo stack, what undo registers goes to the redo
/// stack and the reverse, and a step that changes nothing registers nothing.
struct UndoRuleModel {
    /// Items that stood together before a step, and their outer neighbours then.
    struct Run: CustomStringConvertible {
        var items: [Int]
        var after: Int?
        var before: Int?
        var offset: Int

        var description: String { "\(items) after \(after.map(String.init) ?? "-") before \(before.map(String.init) ?? "-") at \(offset)" }
    }

    var list: [Int]
    var undoStack: [[Run]] = []
    var redoStack: [[Run]] = []

    /// Each maximal stretch of `moved` items in `list`.
    static func runs(of moved: Set<Int>, in list: [Int]) -> [Run] {
        var runs: [Run] = []
        var start = 0
        while start < list.count {
            guard moved.contains(list[start]) else {
                start += 1
                continue
            }
            var end = start + 1
            while end < list.count, moved.contains(list[end]) { end += 1 }
            runs.append(Run(
                items: Array(list[start..<end]), after: start > 0 ? list[start - 1] : nil,
                before: end < list.count ? list[end] : nil, offset: start))
            start = end
        }
        return runs
    }

    /// Where an action sends an item from `from` among `count` places (0..<count): distances
    /// at or below zero leave it, larger ones stop at the edge.
    static func target(_ action: AccessibilityMoveActionModel, from: Int, count: Int) -> Int {
        switch action {
        case let .up(distance): distance <= 0 ? from : max(0, from - min(distance, count))
        case let .down(distance): distance <= 0 ? from : min(count - 1, from + min(distance, count))
        case .toTop: 0
        case .toBottom: count - 1
        }
    }

    /// A row's move (`selection` empty or without `id`, or of one item) or a selection's, as
    /// `MoveRequest.item(_:_:selection:)` asks for it; records what changed place.
    mutating func move(_ id: Int, _ action: AccessibilityMoveActionModel, selection: Set<Int>) {
        let ids: Set<Int> = selection.count > 1 && selection.contains(id) ? selection : [id]
        let present = list.filter(ids.contains)
        let before = list
        if present.count == 1 {
            let from = list.firstIndex(of: present[0])!
            let to = Self.target(action, from: from, count: list.count)
            list.insert(list.remove(at: from), at: to)
        } else if present.count > 1 {
            // Each selected item passes as many unselected items as the action says; items
            // that land in the same gap keep their order.
            let others = list.filter { !ids.contains($0) }
            var gaps = [[Int]](repeating: [], count: others.count + 1)
            var passed = 0
            for item in list {
                guard ids.contains(item) else {
                    passed += 1
                    continue
                }
                gaps[Self.target(action, from: passed, count: others.count + 1)].append(item)
            }
            list = gaps[0]
            for (index, other) in others.enumerated() { list += [other] + gaps[index + 1] }
        }
        let moved = Set(present.filter { before.firstIndex(of: $0) != list.firstIndex(of: $0) })
        guard !moved.isEmpty else { return }
        undoStack.append(Self.runs(of: moved, in: before))
        redoStack.removeAll()
    }

    /// The list's own drag in edit mode, as `move(fromOffsets:toOffset:)` moves the items at
    /// `offsets` (sorted; those outside the list ignored) to `destination` (clamped); records
    /// the dragged items that changed place.
    mutating func drag(_ offsets: [Int], to destination: Int) {
        let dragged = offsets.filter(list.indices.contains)
        guard !dragged.isEmpty else { return }
        let before = list
        let target = min(max(destination, 0), list.count)
        let items = dragged.map { list[$0] }
        var rest = list.indices.filter { !dragged.contains($0) }.map { list[$0] }
        rest.insert(contentsOf: items, at: target - dragged.filter { $0 < target }.count)
        list = rest
        let moved = Set(items.filter { before.firstIndex(of: $0) != list.firstIndex(of: $0) })
        guard !moved.isEmpty else { return }
        undoStack.append(Self.runs(of: moved, in: before))
        redoStack.removeAll()
    }

    /// Puts the runs' items that are still here back by their neighbours; the runs that take
    /// this back, or `nil` when nothing changed.
    mutating func apply(_ runs: [Run]) -> [Run]? {
        let before = list
        let named = Set(runs.flatMap(\.items))
        var result = list.filter { !named.contains($0) }
        var loose: [(offset: Int, order: Int, items: [Int])] = []
        for (order, run) in runs.enumerated() {
            let here = run.items.filter(list.contains)
            if here.isEmpty { continue }
            if let after = run.after, let index = result.firstIndex(of: after) {
                result.insert(contentsOf: here, at: index + 1)
            } else if let following = run.before, let index = result.firstIndex(of: following) {
                result.insert(contentsOf: here, at: index)
            } else {
                loose.append((run.offset, order, here))
            }
        }
        for run in loose.sorted(by: { ($0.offset, $0.order) < ($1.offset, $1.order) }) {
            result.insert(contentsOf: run.items, at: min(max(run.offset, 0), result.count))
        }
        list = result
        if list == before { return nil }
        return Self.runs(of: named.intersection(before), in: before)
    }

    /// Undoes the latest move; `false` when there was nothing to undo.
    mutating func undo() -> Bool {
        guard let runs = undoStack.popLast() else { return false }
        if let redo = apply(runs) { redoStack.append(redo) }
        return true
    }

    /// Redoes the latest undo; `false` when there was nothing to redo.
    mutating func redo() -> Bool {
        guard let runs = redoStack.popLast() else { return false }
        if let undo = apply(runs) { undoStack.append(undo) }
        return true
    }
}

/// The model's own copy of the four move actions, so that it reads none of the library's logic.
enum AccessibilityMoveActionModel {
    case up(Int), down(Int), toTop, toBottom
}
