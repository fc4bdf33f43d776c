@testable import ILikeToMoveItCore

/// Two lists of tokens and the model they are checked against: the set of identities that
/// must be somewhere, changed only by explicit additions and removals.
///
/// Moves, selection moves and drags may only rearrange; insertions, deletions and drops of
/// new items (copies, external drops) say which identities they add or remove.
struct TwoListModel {
    var lists: [Side: [Token]]
    /// The identities that must be in the lists, each exactly once.
    private(set) var expected: Set<Int>
    private var nextID = 1_000

    init(left: Int, right: Int) {
        lists = [.left: .init(ids: Array(0..<left)), .right: .init(ids: Array(100..<(100 + right)))]
        expected = Set(lists.values.flatMap(\.ids))
    }

    var allIDs: [Int] { lists[.left]!.ids + lists[.right]!.ids }

    /// A new identity, never used before, for an item about to be added.
    mutating func freshID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// Records that `ids` were added on purpose.
    mutating func added(_ ids: some Sequence<Int>) {
        expected.formUnion(ids)
    }

    /// Records that `id` was removed on purpose.
    mutating func removed(_ id: Int) {
        expected.remove(id)
    }

    /// What is wrong with the lists against the model, or `nil`.
    func violation() -> String? {
        let ids = allIDs
        var seen: Set<Int> = []
        let duplicates = ids.filter { !seen.insert($0).inserted }
        if !duplicates.isEmpty { return "duplicated \(duplicates)" }
        let lost = expected.subtracting(seen)
        if !lost.isEmpty { return "lost \(lost.sorted())" }
        let unexpected = seen.subtracting(expected)
        if !unexpected.isEmpty { return "appeared \(unexpected.sorted())" }
        return nil
    }
}

/// The obvious single move over identities: remove and insert at the clamped destination.
func referenceMove(_ ids: [Int], moving id: Int, _ action: AccessibilityMoveAction) -> [Int] {
    guard let from = ids.firstIndex(of: id) else { return ids }
    return referenceMove(ids, at: from, action).list
}

/// The obvious selection move over identities: each selected item passes `n` unselected ones.
func referenceSelectionMove(_ ids: [Int], _ selected: Set<Int>, _ action: AccessibilityMoveAction) -> [Int] {
    referenceSelectionMove(ids, selected, action, id: { $0 })
}
