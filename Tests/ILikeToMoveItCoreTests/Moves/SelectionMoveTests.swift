@testable import ILikeToMoveItCore
import Testing

@Suite struct SelectionMoveTests {
    /// Every selection × every action, through the moves and through the selection algorithm
    /// itself (which a selection of one item in the list does not reach through the moves:
    /// that moves as the item alone).
    @Test(arguments: 0...6)
    func everySelectionAndActionMatchesTheReference(length: Int) {
        let flock = FlockBird.flock(length)
        for mask in 0..<(1 << length) {
            let ids = Set(flock.indices.filter { mask & (1 << $0) != 0 })
            for action in interestingActions {
                let context = "\(action) of \(ids.sorted()) in \(flock)"
                let expected = referenceSelectionMove(flock, ids, action)
                var birds = flock
                var moves = AccessibleMoves<FlockBird, Int>(id: \.id, announcer: .english)
                let step = moves.perform(.selection(ids, action), on: &birds)
                #expect(birds == expected, "\(context)")
                ListStepCheck.expectChange(step, from: flock, to: birds, context)
                // Focus on the first selected item, where it ended; none when none was found.
                #expect(step.focus == birds.first { ids.contains($0.id) }?.id, "\(context)")
                if ids.isEmpty {
                    #expect(step.isEmpty && ListStepCheck.announcement(step) == .notFound, "\(context)")
                } else {
                    #expect(step.isEmpty == (birds == flock), "\(context)")
                }
                ListStepCheck.expectUndo(step, with: &moves, on: &birds, restores: flock, context)

                var gathered = flock
                let selection = gathered.moveSelection(ids, identity: \.id, action: action)
                #expect(gathered == expected, "\(context)")
                #expect(selection.placed.count == ids.count, "\(context)")
                #expect(selection.placed.map { gathered[$0].id } == ids.sorted(), "\(context): relative order kept")
                #expect(selection.permutation.isIdentity == (gathered == flock), "\(context)")
                gathered.applyPermutation(selection.permutation.inverted)
                #expect(gathered == flock, "\(context): undo restores")
            }
        }
    }

    @Test(arguments: 0...5)
    func everySelectionAndOffsetMatchesSwiftUIsMove(length: Int) {
        let flock = FlockBird.flock(length)
        for mask in 0..<(1 << length) {
            let ids = Set(flock.indices.filter { mask & (1 << $0) != 0 })
            for offset in -1...(length + 1) {
                var birds = flock
                let selection = birds.moveSelection(ids, identity: \.id, toOffset: offset)
                #expect(birds == referenceOffsetMove(flock, ids, offset), "\(ids.sorted()) to \(offset)")
                #expect(selection.placed.map { birds[$0].id } == ids.sorted(), "\(ids.sorted()) to \(offset)")
                #expect(selection.permutation.sources.map { flock[$0] } == birds)
                var undone = birds
                undone.applyPermutation(selection.permutation.inverted)
                #expect(undone == flock)
                // The order before, restored through the moves as an undo restores it.
                var moves = AccessibleMoves<FlockBird, Int>(id: \.id, announcer: .english)
                let restore = moves.perform(.undo(of: selection.permutation, before: flock.map(\.id), moving: ids), on: &birds)
                #expect(birds == flock)
                #expect(restore.isEmpty == selection.permutation.isIdentity)
            }
        }
    }

    /// `step` is what the moves say; `selection` what the list builder says of the selection
    /// algorithm's result. They differ only where the list holds one of the selected items,
    /// which the moves move (and announce) as that item alone.
    @Test(arguments: [
        ([2, 4], AccessibilityMoveAction.up, "Moved 2 items up.", "Moved 2 items up."),
        ([1, 3], .up, "Moved 2 items up. At top.", "Moved 2 items up. At top."),
        ([1, 3], .down(2), "Moved 2 items down. At bottom.", "Moved 2 items down. At bottom."),
        ([1], .up, "Moved up. At top.", "Moved 1 item up. At top."),
        ([2, 3, 4], .toTop, "Moved 3 items to top.", "Moved 3 items to top."),
        ([0, 1], .toBottom, "Moved 2 items to bottom.", "Moved 2 items to bottom."),
        ([0, 1], .up, "Not moved. At top.", "Not moved. At top."),
        ([4], .down, "Not moved. At bottom.", "Not moved. At bottom."),
        ([2], .up(0), "Not moved.", "Not moved."),
        ([42], .up, "Not moved.", "Not moved."),
    ])
    func announcementsFitTheSelection(ids: [Int], action: AccessibilityMoveAction, step text: String, selection: String) {
        var birds = FlockBird.flock(5)
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, announcer: .english)
        let step = moves.perform(.selection(Set(ids), action), on: &birds)
        #expect(step.text == text)
        var gathered = FlockBird.flock(5)
        let result = gathered.moveSelection(Set(ids), identity: \.id, action: action)
        #expect(gathered == birds)
        #expect(MoveAnnouncer.english.text(for: selectionAnnouncement(result, to: selectionDestination(action))) == selection)
    }

    @Test func japaneseSelectionAnnouncements() {
        var birds = FlockBird.flock(5)
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, announcer: .japanese)
        let step = moves.perform(.selection([3, 4], .toTop), on: &birds)
        #expect(step.text == "2項目を一番上に移動しました。")
    }

    @Test func selectionMovesWorkOnACustomCollection() {
        var shelf = Shelf(FlockBird.flock(6))
        var array = FlockBird.flock(6)
        var shelfMoves = AccessibleMoves<FlockBird, Int>(id: \.id, announcer: .english)
        var arrayMoves = AccessibleMoves<FlockBird, Int>(id: \.id, announcer: .english)
        let shelfStep = shelfMoves.perform(.selection([1, 4], .down(2)), on: &shelf)
        let arrayStep = arrayMoves.perform(.selection([1, 4], .down(2)), on: &array)
        #expect(shelf.elements == array)
        #expect(shelfStep.isSame(as: arrayStep))
        #expect(shelfStep.text == arrayStep.text)
        ListStepCheck.expectUndo(shelfStep, with: &shelfMoves, on: &shelf, restores: FlockBird.flock(6))
    }

    @Test func identifiableItemsMoveByTheirIDs() {
        var birds = FlockBird.flock(5)
        var moves = AccessibleMoves<FlockBird, Int>(announcer: .english)
        let step = moves.perform(.selection([3, 1], .toTop), on: &birds)
        #expect(birds.map(\.id) == [1, 3, 0, 2, 4])
        #expect(step.text == "Moved 2 items to top.")
        let selection = birds.moveSelection([0], identity: \.id, toOffset: 5)
        #expect(birds.map(\.id) == [1, 3, 2, 4, 0])
        #expect(selection.placed == [4])
    }

    @Test func aPermutationOfTheWrongSizeIsRefused() throws {
        var numbers = [1, 2, 3]
        let permutation = try #require(MovePermutation(sources: [1, 0]))
        let applied = numbers.applyPermutation(permutation)
        #expect(!applied)
        #expect(numbers == [1, 2, 3])
        #expect(MovePermutation(sources: [0, 0]) == nil)
        #expect(MovePermutation(sources: [0, 2]) == nil)
    }

    /// SwiftUI's `move(fromOffsets:toOffset:)`, spelled out.
    private func referenceOffsetMove(_ list: [FlockBird], _ ids: Set<Int>, _ offset: Int) -> [FlockBird] {
        let offset = min(max(offset, 0), list.count)
        let before = list[..<offset].filter { !ids.contains($0.id) }
        let after = list[offset...].filter { !ids.contains($0.id) }
        return before + list.filter { ids.contains($0.id) } + after
    }
}
