@testable import ILikeToMoveItCore

/// The obvious, slow single move: remove and insert, with distances clamped.
func referenceMove<Element>(_ list: [Element], at from: Int, _ action: AccessibilityMoveAction) -> (list: [Element], to: Int) {
    let last = list.count - 1
    let to: Int =
        switch action {
        case .up(let d): d <= 0 ? from : max(0, from - min(d, list.count))
        case .down(let d): d <= 0 ? from : min(last, from + min(d, list.count))
        case .toTop: 0
        case .toBottom: last
        }
    var moved = list
    moved.insert(moved.remove(at: from), at: to)
    return (moved, to)
}

/// The English announcement spelled out by hand from the rules.
func referenceAnnouncement(_ moved: [FlockBird], from: Int, to: Int, action: AccessibilityMoveAction) -> String {
    var sentences: [String] = []
    let distance = abs(to - from)
    let direction = to < from ? "up" : "down"
    sentences.append(distance == 0 ? "Not moved." : distance == 1 ? "Moved \(direction)." : "Moved \(direction) by \(distance).")
    if to < from { sentences.append("Above \(moved[to + 1].name).") }
    if to > from { sentences.append("Below \(moved[to - 1].name).") }
    // Whenever the item ends at an edge; a one-item list is at both: the action's side.
    let atTop = to == 0, atBottom = to == moved.count - 1
    if atTop, !atBottom || action.direction == .up { sentences.append("At top.") }
    if atBottom, !atTop || action.direction == .down { sentences.append("At bottom.") }
    return sentences.joined(separator: " ")
}

/// The obvious selection move: each selected element passes `n` unselected ones.
func referenceSelectionMove<Element>(
    _ list: [Element], _ ids: Set<Int>, _ action: AccessibilityMoveAction, id: (Element) -> Int
) -> [Element] {
    let others = list.filter { !ids.contains(id($0)) }
    var placed: [(passed: Int, bird: Element)] = []
    var passed = 0
    for bird in list {
        guard ids.contains(id(bird)) else { passed += 1; continue }
        let target: Int =
            switch action {
            case .up(let d): d <= 0 ? passed : max(0, passed - min(d, others.count))
            case .down(let d): d <= 0 ? passed : min(others.count, passed + min(d, others.count))
            case .toTop: 0
            case .toBottom: others.count
            }
        placed.append((target, bird))
    }
    var result: [Element] = []
    for index in 0...others.count {
        result += placed.filter { $0.passed == index }.map(\.bird)
        if index < others.count { result.append(others[index]) }
    }
    return result
}

/// The selection reference for test birds, identified by `id`.
func referenceSelectionMove(_ list: [FlockBird], _ ids: Set<Int>, _ action: AccessibilityMoveAction) -> [FlockBird] {
    referenceSelectionMove(list, ids, action, id: \.id)
}

/// What the list builder says of a selection the selection algorithm moved (`destination`
/// `.offset` for `moveSelection(_:identity:toOffset:)`, a drop of several items).
func selectionAnnouncement(_ gathered: GatheredSelection, to destination: SelectionTarget) -> MoveAnnouncement {
    .selection(
        moved: gathered.placed.filter { gathered.permutation.sources[$0] != $0 }.count, destination: destination,
        placed: gathered.placed.first.map { $0...gathered.placed[gathered.placed.count - 1] }, focus: nil,
        count: gathered.permutation.sources.count)
}

/// Where an action sends a selection.
func selectionDestination(_ action: AccessibilityMoveAction) -> SelectionTarget {
    switch action {
    case .up: .up
    case .down: .down
    case .toTop: .top
    case .toBottom: .bottom
    }
}
