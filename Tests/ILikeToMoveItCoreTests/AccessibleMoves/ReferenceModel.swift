@testable import ILikeToMoveItCore

/// What every request should do, spelled out from the rules with plain array operations:
/// the list afterwards, the item to focus, and the text (English).
enum ReferenceModel {
    struct Outcome: Equatable {
        var list: [FlockBird]
        var focus: Int?
        var text: String
    }

    static func perform(_ request: MoveRequest<Int>, on list: [FlockBird]) -> Outcome {
        switch request.kind {
        case let .item(key, action):
            let id = key.identity(as: Int.self)
            guard let from = list.firstIndex(where: { $0.id == id }) else {
                return Outcome(list: list, focus: nil, text: "Not moved.")
            }
            let moved = referenceMove(list, at: from, action)
            return Outcome(list: moved.list, focus: id,
                           text: referenceAnnouncement(moved.list, from: from, to: moved.to, action: action))
        case let .selection(keys, action, key):
            let ids = Set(keys.compactMap { $0.identity(as: Int.self) })
            let focus = key?.identity(as: Int.self)
            let present = list.filter { ids.contains($0.id) }
            if present.count == 1 { return perform(.item(present[0].id, action), on: list) }
            guard !present.isEmpty else { return Outcome(list: list, focus: nil, text: "Not moved.") }
            let moved = referenceSelectionMove(list, ids, action)
            let changed = moved != list
            let first = moved.firstIndex { ids.contains($0.id) }!
            let last = moved.lastIndex { ids.contains($0.id) }!
            let destination =
                switch action {
                case .up: "up"
                case .down: "down"
                case .toTop: "to top"
                case .toBottom: "to bottom"
                }
            // The selected items that changed place, by identity (identities are unique here).
            let movedCount = present.filter { bird in
                list.firstIndex { $0.id == bird.id } != moved.firstIndex { $0.id == bird.id }
            }.count
            let noun = movedCount == 1 ? "item" : "items"
            var sentences = [changed ? "Moved \(movedCount) \(noun) \(destination)." : "Not moved."]
            let edgeIsSaid = changed && (action == .toTop || action == .toBottom)
            let atTop = first == 0, atBottom = last == moved.count - 1
            if !edgeIsSaid {
                if atTop, !atBottom || action.direction == .up { sentences.append("At top.") }
                if atBottom, !atTop || action.direction == .down { sentences.append("At bottom.") }
            }
            let focused = focus.flatMap { id in present.contains { $0.id == id } ? id : nil } ?? moved[first].id
            return Outcome(list: moved, focus: focused, text: sentences.joined(separator: " "))
        case let .place(key, placement):
            let id = key.identity(as: Int.self)
            guard let from = list.firstIndex(where: { $0.id == id }) else {
                return Outcome(list: list, focus: nil, text: "Not moved.")
            }
            // After the old predecessor, else before the old follower, else at the offset.
            var moved = list
            let bird = moved.remove(at: from)
            let after = placement.after?.identity(as: Int.self)
            let before = placement.before?.identity(as: Int.self)
            let afterOffset = after.flatMap { after in moved.firstIndex { $0.id == after }.map { $0 + 1 } }
            let beforeOffset = before.flatMap { before in moved.firstIndex { $0.id == before } }
            let to = afterOffset ?? beforeOffset ?? min(max(placement.offset, 0), moved.count)
            moved.insert(bird, at: to)
            let action: AccessibilityMoveAction = to <= from ? .up(from - to) : .down(to - from)
            return Outcome(list: moved, focus: id, text: referenceAnnouncement(moved, from: from, to: to, action: action))
        default:
            preconditionFailure("The reference model covers one-list requests made by users and item undos")
        }
    }
}

/// Every request a user can make on a list of `count` birds: each item (and a missing one)
/// with each interesting action, and each subset of two or more items with each action.
func everyUserRequest(count: Int) -> [MoveRequest<Int>] {
    let ids = Array(0..<count) + [99]
    var requests = ids.flatMap { id in interestingActions.map { MoveRequest.item(id, $0) } }
    let actions: [AccessibilityMoveAction] = [.up, .down, .up(2), .down(3), .up(0), .toTop, .toBottom, .down(Int.max)]
    for mask in 0..<(1 << count) where mask.nonzeroBitCount >= 2 {
        let subset = Set((0..<count).filter { mask & (1 << $0) != 0 })
        requests += actions.map { .selection(subset, $0) }
    }
    return requests
}
