import FuzzSupport
import ILikeToMoveIt
@testable import ILikeToMoveItCore

/// An item of the fuzzed lists: an identity (possibly shared, when the input asks for
/// duplicates) and a label made of arbitrary bytes.
struct Item: Hashable, Identifiable, CustomStringConvertible {
    var id: Int
    var label: String
    var description: String { "\(id)" }
}

/// Random sequences of move actions decoded from the input: single and selection moves
/// through `AccessibleMoves` (kept between moves, so that they find the item moved last
/// where they left it, or made afresh, without a label), and `AccessibleMoves` with undo and
/// redo by the steps' inverses. The list always stays a permutation of itself, every move's
/// change and inverse restore it, and undo and redo retrace it.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzMoves(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var input = FuzzInput(data, count)
    let length = input.int(below: 13)
    let duplicates = input.byte() % 4 == 0
    var list = (0..<length).map { index in
        Item(id: duplicates ? input.int(below: max(1, length / 2)) : index,
             label: String(decoding: input.bytes(upTo: 6), as: UTF8.self))
    }
    let announcer = MoveAnnouncer(strings: .english, labelLimit: input.pick([Int.min, 0, 1, 3, 80, Int.max]))
    var session = HistoryModel(items: list, announcer: announcer, exact: !duplicates)
    var moves = AccessibleMoves<Item, Int>(id: \.id, label: \.label, announcer: announcer)

    var steps = 0
    while !input.isExhausted, steps < 64 {
        steps += 1
        let before = list
        let id = input.int(below: length + 2) - 1
        let ids = Set((0..<input.int(below: 4)).map { _ in input.int(below: length + 2) - 1 })
        let action = input.pick([
            AccessibilityMoveAction.up(input.distance()), .down(input.distance()), .toTop, .toBottom,
        ])
        switch input.byte() % 8 {
        case 0:
            let step = moves.perform(.item(id, action), on: &list)
            checkSingle(step, before: before, after: list, id: id, exact: !duplicates)
            require(!step.text.isEmpty, "a move without words")
        case 1:
            var fresh = AccessibleMoves<Item, Int>(announcer: announcer)
            let step = fresh.perform(.item(id, action), on: &list)
            checkSingle(step, before: before, after: list, id: id, exact: !duplicates)
        case 2:
            let step = moves.perform(.selection(ids, action), on: &list)
            checkSelection(step, before: before, after: list, ids: ids, exact: !duplicates)
            if !duplicates {
                require(list == referenceSelectionMove(before, ids, action), "selection \(ids) \(action): \(before) → \(list)")
            }
        case 3:
            session.handle(.place(id, at: input.distance()))
        case 4:
            session.handle(.item(id, action))
        case 5:
            session.handle(.selection(ids, action))
        case 6:
            session.undo()
        default:
            session.redo()
        }
        let label = String(decoding: input.bytes(upTo: 24), as: UTF8.self)
        checkLabel(label, limit: input.pick([Int.min, -1, 0, 1, 2, 5, 80, Int.max]))
    }
    return 0
}

private func checkSingle(_ step: MoveStep<Int>, before: [Item], after: [Item], id: Int, exact: Bool) {
    require(isPermutation(before, after), "single move of \(id): \(before) → \(after)")
    require(step.isEmpty == (step.inverse == nil), "single move of \(id): a change without an inverse, or the reverse")
    var restored = after
    if case let .offset(move) = step.change { restored.applyMove(move.inverted) }
    require(restored == before, "undo of \(id): \(before) → \(after) → \(restored)")
    guard let focus = step.focus else {
        require(step.isEmpty && !before.contains { $0.id == id } && after == before, "\(id) not found in \(before)")
        return
    }
    require(focus == id, "the move of \(id) focuses \(focus)")
    switch step.change {
    case .none:
        require(after == before && before.contains { $0.id == id }, "\(id) did not move: \(before) → \(after)")
    case let .offset(move):
        require(after[move.to].id == id, "\(id) reported at \(move.to) in \(after)")
        if exact {
            var expected = before
            expected.insert(expected.remove(at: move.from), at: move.to)
            require(after == expected, "\(id) from \(move.from) to \(move.to): \(before) → \(after)")
        }
    default:
        require(false, "a single move of \(id) made \(step.change)")
    }
    // The inverse, performed by other moves, finds the item by identity and puts it back.
    if exact, let inverse = step.inverse {
        var undone = after
        var other = AccessibleMoves<Item, Int>(announcer: .default)
        let back = other.perform(inverse, on: &undone)
        require(undone == before, "the inverse of the move of \(id): \(after) → \(undone), not \(before)")
        require(back.focus == id && back.inverse != nil, "the inverse of the move of \(id) focuses \(String(describing: back.focus))")
    }
}

private func checkSelection(_ step: MoveStep<Int>, before: [Item], after: [Item], ids: Set<Int>, exact: Bool) {
    require(isPermutation(before, after), "selection move of \(ids): \(before) → \(after)")
    require(step.isEmpty == (step.inverse == nil), "selection \(ids): a change without an inverse, or the reverse")
    var restored = after
    switch step.change {
    case .none:
        break
    case let .permutation(permutation):
        require(permutation.sources.map { before[$0] } == after, "the permutation does not describe the move")
        restored = permutation.inverted.sources.map { after[$0] }
    case let .offset(move):
        // A selection of which the list holds one item moves as that item alone.
        require(before.filter { ids.contains($0.id) }.count == 1, "selection \(ids) of several items moved as one")
        restored.applyMove(move.inverted)
    default:
        require(false, "selection \(ids) made \(step.change)")
    }
    require(restored == before, "undo of selection \(ids): \(before) → \(after) → \(restored)")
    require(after.filter { ids.contains($0.id) } == before.filter { ids.contains($0.id) },
            "the selection \(ids) changed its relative order: \(before) → \(after)")
    require(after.filter { !ids.contains($0.id) } == before.filter { !ids.contains($0.id) },
            "items outside \(ids) changed their relative order: \(before) → \(after)")
    if let focus = step.focus { require(ids.contains(focus) && after.contains { $0.id == focus }, "selection \(ids) focuses \(focus)") }
    // The inverse, performed by other moves, puts the order back.
    if exact, let inverse = step.inverse {
        var undone = after
        var other = AccessibleMoves<Item, Int>(announcer: .default)
        other.perform(inverse, on: &undone)
        require(undone == before, "the inverse of selection \(ids): \(after) → \(undone), not \(before)")
    }
}

private func checkLabel(_ label: String, limit: Int) {
    let clean = MoveLabel.sanitize(label, limit: limit)
    require(clean.count <= max(1, limit), "\(label.debugDescription) sanitised to \(clean.count) characters over \(limit)")
    require(!clean.unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == "\n" },
            "\(label.debugDescription) sanitised to \(clean.debugDescription)")
    require(clean.first != " " && clean.last != " ", "untrimmed \(clean.debugDescription)")
}

/// Whether two lists hold the same items, counted with multiplicity.
func isPermutation(_ lhs: [Item], _ rhs: [Item]) -> Bool {
    var counts: [Item: Int] = [:]
    for item in lhs { counts[item, default: 0] += 1 }
    for item in rhs { counts[item, default: 0] -= 1 }
    return counts.values.allSatisfy { $0 == 0 }
}

/// The obvious selection move: every selected item passes `n` unselected ones.
func referenceSelectionMove(_ list: [Item], _ ids: Set<Int>, _ action: AccessibilityMoveAction) -> [Item] {
    let others = list.filter { !ids.contains($0.id) }
    var slots = [[Item]](repeating: [], count: others.count + 1)
    var passed = 0
    for item in list {
        guard ids.contains(item.id) else { passed += 1; continue }
        let place: Int =
            switch action {
            case .up(let d): d <= 0 ? passed : max(0, passed - min(d, others.count))
            case .down(let d): d <= 0 ? passed : min(others.count, passed + min(d, others.count))
            case .toTop: 0
            case .toBottom: others.count
            }
        slots[place].append(item)
    }
    return (0...others.count).flatMap { slots[$0] + ($0 < others.count ? [others[$0]] : []) }
}
