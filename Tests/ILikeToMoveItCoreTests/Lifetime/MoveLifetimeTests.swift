import ILikeToMoveItCore
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
                    let result = list.accessibilityMove(ids[from], identifiedBy: \.id, action: action, label: \.label)
                    #expect(list.map(\.id) == expected.list, "\(context): \(action) of \(from) in \(ids)")
                    #expect(result.toOffset == expected.to)
                    #expect(result.neighbour?.id == (expected.to == from ? nil : expected.list[expected.to < from ? expected.to + 1 : expected.to - 1]))
                    if let undo = result.undo { list.applyMove(undo) }
                    #expect(list.map(\.id) == ids, "\(context): undo of \(action) of \(from) in \(ids)")

                    var byItem = make(items)
                    byItem.accessibilityMove(items[from], action: action)
                    #expect(byItem.map(\.id) == expected.list, "\(context): \(action) of item \(from) in \(ids)")
                }
                var list = make(items)
                let missing = list.accessibilityMove(99, identifiedBy: \.id, action: action)
                #expect(missing.outcome == .itemNotFound && list.map(\.id) == ids)
            }
            for from in ids.indices {
                for offset in [Int.min, -1] + Array(0...ids.count + 1) + [Int.max] {
                    var expected = ids
                    expected.insert(expected.remove(at: from), at: min(max(offset, 0), ids.count - 1))
                    var list = make(items)
                    list.accessibilityMove(ids[from], identifiedBy: \.id, toOffset: offset)
                    #expect(list.map(\.id) == expected, "\(context): \(from) to offset \(offset) in \(ids)")
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
                    var list = make(items)
                    let result = list.accessibilityMove(selected, identifiedBy: \.id, action: action)
                    #expect(list.map(\.id) == referenceSelectionMove(ids, selected, action),
                            "\(context): \(action) of \(selected.sorted()) in \(ids)")
                    list.applyPermutation(result.undo)
                    #expect(list.map(\.id) == ids, "\(context): undo of \(action) of \(selected.sorted())")
                }
                for offset in [Int.min, -1] + Array(0...ids.count + 1) + [Int.max] {
                    var list = make(items)
                    let result = list.accessibilityMove(selected, identifiedBy: \.id, toOffset: offset)
                    #expect(list.map(\.id) == referenceOffsetMove(ids, selected, offset),
                            "\(context): \(selected.sorted()) to offset \(offset) in \(ids)")
                    list.applyPermutation(result.undo)
                    #expect(list.map(\.id) == ids)
                }
                var byIdentity = make(items)
                byIdentity.move(selected, .toBottom)
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
