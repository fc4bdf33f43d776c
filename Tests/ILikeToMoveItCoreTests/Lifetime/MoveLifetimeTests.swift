@testable import ILikeToMoveItCore
import Testing

/// Every way the package reorders a list, on reference-counted elements under lifetime
/// tracking: each result matches a plain reference over identities, and every instance
/// created is destroyed exactly once (none leaks, none is freed twice).
///
/// The selection moves put elements back with raw-pointer `moveInitialize` where the
/// collection offers its storage, so each kind of list (``MovableListKind``) and each kind of
/// element (``TrackedElementKind``) is tried. CI runs this suite under AddressSanitizer too.
@Suite struct MoveLifetimeTests {
    static let lengths = 0...6

    // MARK: - Single moves

    @Test(arguments: TrackedElementKind.allCases, MovableListKind.allCases)
    func singleMovesKeepEveryInstanceOnce(_ element: TrackedElementKind, _ list: MovableListKind) {
        list.runForEachLength(Self.lengths, of: element, SingleMoveCheck())
    }

    struct SingleMoveCheck: MovableListCheck {

        func callAsFunction<Element: TrackedListItem, List: MutableCollection & RangeReplaceableCollection>(
            _ items: [Element], tracker: LifetimeTracker, context: String, _ make: ([Element]) -> List
        ) where List.Element == Element {
            let ids = items.map(\.id)
            let live = tracker.liveInstances
            for action in interestingActions {
                for from in ids.indices {
                    let expected = referenceMove(ids, at: from, action)
                    var list = make(items)
                    var moves = AccessibleMoves<Element, Int>(id: \.id, label: \.label)
                    let step = moves.perform(.item(ids[from], action), on: &list)
                    #expect(list.map(\.id) == expected.list, "\(context): \(action) of \(from) in \(ids)")
                    #expect(ListStepCheck.offset(step) == expected.to)
                    #expect(step.change == (expected.to == from ? .none : .offset(OffsetMove(from: from, to: expected.to))))
                    // The neighbour named is the item passed last.
                    let neighbour = expected.to == from
                        ? nil : expected.list[expected.to < from ? expected.to + 1 : expected.to - 1]
                    let label = neighbour.map { id in items.first { $0.id == id }!.label }
                    let named: String? = switch ListStepCheck.announcement(step)?.neighbour {
                    case let .above(name)?, let .below(name)?: name
                    case nil: nil
                    }
                    #expect(named == label, "\(context): neighbour of \(action) of \(from) in \(ids)")
                    if let undo = step.inverse { moves.perform(undo, on: &list) }
                    #expect(list.map(\.id) == ids, "\(context): undo of \(action) of \(from) in \(ids)")

                    var byItem = make(items)
                    var identifiable = AccessibleMoves<Element, Int>()
                    identifiable.perform(.item(items[from].id, action), on: &byItem)
                    #expect(byItem.map(\.id) == expected.list, "\(context): \(action) of item \(from) in \(ids)")
                }
                var list = make(items)
                var moves = AccessibleMoves<Element, Int>(id: \.id, label: \.label)
                let missing = moves.perform(.item(99, action), on: &list)
                #expect(missing.isEmpty && missing.focus == nil && list.map(\.id) == ids)
            }
            for from in ids.indices {
                for offset in [Int.min, -1] + Array(0...ids.count + 1) + [Int.max] {
                    var expected = ids
                    expected.insert(expected.remove(at: from), at: min(max(offset, 0), ids.count - 1))
                    var list = make(items)
                    var moves = AccessibleMoves<Element, Int>(id: \.id, label: \.label)
                    let step = moves.perform(.place(ids[from], at: offset), on: &list)
                    #expect(list.map(\.id) == expected, "\(context): \(from) to offset \(offset) in \(ids)")
                    if let undo = step.inverse { moves.perform(undo, on: &list) }
                    #expect(list.map(\.id) == ids, "\(context): undo of \(from) to offset \(offset) in \(ids)")
                }
            }
            #expect(tracker.liveInstances == live, "\(context): a single move created or destroyed an instance")
        }
    }

    // MARK: - Offset moves

    @Test(arguments: TrackedElementKind.allCases, MovableListKind.allCases)
    func offsetMovesKeepEveryInstanceOnce(_ element: TrackedElementKind, _ list: MovableListKind) {
        list.runForEachLength(Self.lengths, of: element, OffsetMoveCheck())
    }

    struct OffsetMoveCheck: MovableListCheck {

        func callAsFunction<Element: TrackedListItem, List: MutableCollection & RangeReplaceableCollection>(
            _ items: [Element], tracker: LifetimeTracker, context: String, _ make: ([Element]) -> List
        ) where List.Element == Element {
            let ids = items.map(\.id)
            let live = tracker.liveInstances
            let offsets = [Int.min, -1] + Array(0...ids.count) + [Int.max]
            for from in offsets {
                for to in offsets {
                    var expected = ids
                    if !ids.isEmpty {
                        let clamp = { (offset: Int) in min(max(offset, 0), ids.count - 1) }
                        expected.insert(expected.remove(at: clamp(from)), at: clamp(to))
                    }
                    var list = make(items)
                    let move = OffsetMove(from: from, to: to)
                    list.applyMove(move)
                    #expect(list.map(\.id) == expected, "\(context): \(move) in \(ids)")
                    list.applyMove(move.inverted)
                    if from == min(max(from, 0), max(ids.count - 1, 0)) && to == min(max(to, 0), max(ids.count - 1, 0)) {
                        #expect(list.map(\.id) == ids, "\(context): \(move) undone in \(ids)")
                    }
                }
            }
            #expect(tracker.liveInstances == live, "\(context): an offset move created or destroyed an instance")
        }
    }

    // MARK: - Selection moves

    @Test(arguments: TrackedElementKind.allCases, MovableListKind.allCases)
    func selectionMovesKeepEveryInstanceOnce(_ element: TrackedElementKind, _ list: MovableListKind) {
        list.runForEachLength(Self.lengths, of: element, SelectionMoveCheck())
    }

    struct SelectionMoveCheck: MovableListCheck {

        /// Every subset of the list, moved to every destination (each action, each offset).
        func callAsFunction<Element: TrackedListItem, List: MutableCollection & RangeReplaceableCollection>(
            _ items: [Element], tracker: LifetimeTracker, context: String, _ make: ([Element]) -> List
        ) where List.Element == Element {
            let ids = items.map(\.id)
            let live = tracker.liveInstances
            for mask in 0..<(1 << ids.count) {
                let selected = Set(ids.filter { mask & (1 << $0) != 0 })
                for action in interestingActions {
                    let expected = referenceSelectionMove(ids, selected, action)
                    // Through the moves (a selection of one item moves as that item alone)…
                    var list = make(items)
                    var moves = AccessibleMoves<Element, Int>(id: \.id, label: \.label)
                    let step = moves.perform(.selection(selected, action), on: &list)
                    #expect(list.map(\.id) == expected, "\(context): \(action) of \(selected.sorted()) in \(ids)")
                    if let undo = step.inverse { moves.perform(undo, on: &list) }
                    #expect(list.map(\.id) == ids, "\(context): undo of \(action) of \(selected.sorted())")
                    // …and through the selection algorithm, for every selection.
                    var gathered = make(items)
                    let selection = gathered.moveSelection(selected, identity: \.id, action: action)
                    #expect(gathered.map(\.id) == expected, "\(context): \(action) of \(selected.sorted()) in \(ids)")
                    gathered.applyPermutation(selection.permutation.inverted)
                    #expect(gathered.map(\.id) == ids, "\(context): permutation undo of \(action) of \(selected.sorted())")
                }
                for offset in [Int.min, -1] + Array(0...ids.count + 1) + [Int.max] {
                    var list = make(items)
                    let selection = list.moveSelection(selected, identity: \.id, toOffset: offset)
                    #expect(list.map(\.id) == referenceOffsetMove(ids, selected, offset),
                            "\(context): \(selected.sorted()) to offset \(offset) in \(ids)")
                    #expect(selection.placed.map { list[list.index(list.startIndex, offsetBy: $0)].id } == ids.filter(selected.contains))
                    list.applyPermutation(selection.permutation.inverted)
                    #expect(list.map(\.id) == ids)
                    // The undo the moves would register: the order before, restored.
                    var dropped = make(items)
                    let moved = dropped.moveSelection(selected, identity: \.id, toOffset: offset)
                    var moves = AccessibleMoves<Element, Int>(id: \.id, label: \.label)
                    moves.perform(.undo(of: moved.permutation, before: ids, moving: selected), on: &dropped)
                    #expect(dropped.map(\.id) == ids, "\(context): restored after \(selected.sorted()) to offset \(offset)")
                }
                var byIdentity = make(items)
                var identifiable = AccessibleMoves<Element, Int>()
                identifiable.perform(.selection(selected, .toBottom), on: &byIdentity)
                #expect(byIdentity.map(\.id) == referenceSelectionMove(ids, selected, .toBottom))
            }
            #expect(tracker.liveInstances == live, "\(context): a selection move created or destroyed an instance")
        }

        /// SwiftUI's `move(fromOffsets:toOffset:)` over identities.
        func referenceOffsetMove(_ ids: [Int], _ selected: Set<Int>, _ offset: Int) -> [Int] {
            let offset = min(max(offset, 0), ids.count)
            return ids[..<offset].filter { !selected.contains($0) } + ids.filter(selected.contains)
                + ids[offset...].filter { !selected.contains($0) }
        }
    }

    // MARK: - Permutations

    @Test(arguments: TrackedElementKind.allCases, MovableListKind.allCases)
    func permutationsKeepEveryInstanceOnce(_ element: TrackedElementKind, _ list: MovableListKind) {
        list.runForEachLength(Self.lengths, of: element, PermutationCheck())
    }

    struct PermutationCheck: MovableListCheck {

        /// Every permutation of the list, applied and undone.
        func callAsFunction<Element: TrackedListItem, List: MutableCollection & RangeReplaceableCollection>(
            _ items: [Element], tracker: LifetimeTracker, context: String, _ make: ([Element]) -> List
        ) where List.Element == Element {
            let ids = items.map(\.id)
            let live = tracker.liveInstances
            for sources in Self.permutations(of: Array(ids.indices)) {
                guard let permutation = MovePermutation(sources: sources) else {
                    Issue.record("\(sources) is a permutation")
                    continue
                }
                var list = make(items)
                let applied = list.applyPermutation(permutation)
                #expect(applied)
                #expect(list.map(\.id) == sources.map { ids[$0] }, "\(context): \(sources)")
                list.applyPermutation(permutation.inverted)
                #expect(list.map(\.id) == ids)
            }
            var list = make(items)
            let wrongSize = list.applyPermutation(.identity(count: ids.count + 1))
            #expect(!wrongSize, "a permutation of the wrong size is refused")
            #expect(tracker.liveInstances == live, "\(context): a permutation created or destroyed an instance")
        }

        static func permutations(of elements: [Int]) -> [[Int]] {
            guard let first = elements.first else { return [[]] }
            return permutations(of: Array(elements.dropFirst())).flatMap { rest in
                (0...rest.count).map { position in
                    var permutation = rest
                    permutation.insert(first, at: position)
                    return permutation
                }
            }
        }
    }
}
