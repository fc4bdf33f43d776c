import ILikeToMoveItCore
import Testing

@Suite struct SelectionMoveTests {
    @Test(arguments: 0...6)
    func everySelectionAndActionMatchesTheReference(length: Int) {
        let flock = FlockBird.flock(length)
        for mask in 0..<(1 << length) {
            let ids = Set(flock.indices.filter { mask & (1 << $0) != 0 })
            for action in interestingActions {
                var birds = flock
                let result = birds.accessibilityMove(ids, identifiedBy: \.id, action: action, announcer: .english)
                #expect(birds == referenceSelectionMove(flock, ids, action), "\(action) of \(ids.sorted()) in \(flock)")
                #expect(result.selectedCount == ids.count)
                #expect(result.toOffsets.map { birds[$0].id } == ids.sorted(), "relative order kept")
                #expect(result.outcome == (ids.isEmpty ? .itemsNotFound : birds == flock ? .notMoved : .moved))
                birds.applyPermutation(result.undo)
                #expect(birds == flock, "undo restores")
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
                let result = birds.accessibilityMove(ids, identifiedBy: \.id, toOffset: offset, announcer: .english)
                #expect(birds == referenceOffsetMove(flock, ids, offset), "\(ids.sorted()) to \(offset)")
                birds.applyPermutation(result.undo)
                #expect(birds == flock)
            }
        }
    }

    @Test(arguments: [
        ([2, 4], AccessibilityMoveAction.up, "Moved 2 items up."),
        ([1, 3], .up, "Moved 2 items up. At top."),
        ([1, 3], .down(2), "Moved 2 items down. At bottom."),
        ([1], .up, "Moved 1 item up. At top."),
        ([2, 3, 4], .toTop, "Moved 3 items to top."),
        ([0, 1], .toBottom, "Moved 2 items to bottom."),
        ([0, 1], .up, "Not moved. At top."),
        ([4], .down, "Not moved. At bottom."),
        ([2], .up(0), "Not moved."),
        ([42], .up, "Not moved."),
    ])
    func announcementsFitTheSelection(ids: [Int], action: AccessibilityMoveAction, text: String) {
        var birds = FlockBird.flock(5)
        let result = birds.accessibilityMove(Set(ids), identifiedBy: \.id, action: action, announcer: .english)
        #expect(result.text == text)
    }

    @Test func japaneseSelectionAnnouncements() {
        var birds = FlockBird.flock(5)
        let result = birds.accessibilityMove([3, 4], identifiedBy: \.id, action: .toTop, announcer: .japanese)
        #expect(result.text == "2件の項目を一番上に移動しました。")
    }

    @Test func selectionMovesWorkOnACustomCollection() {
        var shelf = Shelf(FlockBird.flock(6))
        var array = FlockBird.flock(6)
        let shelfResult = shelf.accessibilityMove([1, 4], identifiedBy: \.id, action: .down(2), announcer: .english)
        let arrayResult = array.accessibilityMove([1, 4], identifiedBy: \.id, action: .down(2), announcer: .english)
        #expect(shelf.elements == array)
        #expect(shelfResult == arrayResult)
    }

    @Test func identifiableItemsMoveByTheirIDs() {
        var birds = FlockBird.flock(5)
        let result = birds.accessibilityMove([3, 1], identifiedBy: \.id, action: .toTop, announcer: .english)
        #expect(birds.map(\.id) == [1, 3, 0, 2, 4])
        #expect(result.text == "Moved 2 items to top.")
        birds.accessibilityMove([0], identifiedBy: \.id, toOffset: 5, announcer: .english)
        #expect(birds.map(\.id) == [1, 3, 2, 4, 0])
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
