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

/// Random sequences of move actions decoded from the input: direct single and selection
/// moves, and `AccessibleMoves` with a `MoveHistory` (undo and redo). The list always stays a
/// permutation of itself, every move's undo restores it, and the history's undo and redo
/// retrace it.
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
            let change = list.move(id, identifiedBy: \.id, action)
            checkSingle(change, before: before, after: list, id: id, exact: !duplicates)
            let text = announcer.text(for: MoveAnnouncement(change, in: list, label: \.label, labelLimit: announcer.labelLimit))
            require(!text.isEmpty, "a move without words")
        case 1:
            let change = list.move(id, action)
            checkSingle(change, before: before, after: list, id: id, exact: !duplicates)
        case 2:
            let change = list.move(ids, identifiedBy: \.id, action)
            checkSelection(change, before: before, after: list, ids: ids)
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

private func checkSingle(_ change: MoveChange, before: [Item], after: [Item], id: Int, exact: Bool) {
    require(isPermutation(before, after), "single move of \(id): \(before) → \(after)")
    var restored = after
    if case let .offset(move) = change.reordering { restored.applyMove(move.inverted) }
    require(restored == before, "undo of \(id) \(change.action): \(before) → \(after) → \(restored)")
    guard let placement = change.placement else {
        require(change.found == 0 && !before.contains { $0.id == id } && after == before, "\(id) not found in \(before)")
        return
    }
    let to = placement.lowerBound
    require(after[to].id == id, "\(id) reported at \(to) in \(after)")
    if exact, case let .offset(move) = change.reordering {
        var expected = before
        expected.insert(expected.remove(at: move.from), at: move.to)
        require(after == expected, "\(id) from \(move.from) to \(move.to): \(before) → \(after)")
    }
}

private func checkSelection(_ change: MoveChange, before: [Item], after: [Item], ids: Set<Int>) {
    require(isPermutation(before, after), "selection move of \(ids): \(before) → \(after)")
    var restored = after
    if case let .permutation(permutation) = change.reordering {
        require(permutation.sources.map { before[$0] } == after, "the permutation does not describe the move")
        restored.applyPermutation(permutation.inverted)
    }
    require(restored == before, "undo of selection \(ids): \(before) → \(after) → \(restored)")
    require(after.filter { ids.contains($0.id) } == before.filter { ids.contains($0.id) },
            "the selection \(ids) changed its relative order: \(before) → \(after)")
    require(after.filter { !ids.contains($0.id) } == before.filter { !ids.contains($0.id) },
            "items outside \(ids) changed their relative order: \(before) → \(after)")
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
