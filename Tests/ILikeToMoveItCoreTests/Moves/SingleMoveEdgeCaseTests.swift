@testable import ILikeToMoveItCore
import Testing

@Suite struct SingleMoveEdgeCaseTests {
    struct Tagged: Hashable {
        var tag: String
        var serial: Int
    }

    @Test func anEmptyListReportsItemNotFound() {
        var empty: [FlockBird] = []
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, announcer: .english)
        let step = moves.perform(.item(1, .toTop), on: &empty)
        #expect(step.isEmpty && step.focus == nil)
        // Found nowhere: no offset, so no edge and no position.
        #expect(ListStepCheck.announcement(step) == .notFound)
        #expect(ListStepCheck.offset(step) == nil)
        #expect(step.inverse == nil)
        #expect(step.text == "Not moved.")
        #expect(empty.isEmpty)
    }

    @Test(arguments: [
        (AccessibilityMoveAction.up, "Not moved. At top."),
        (.down, "Not moved. At bottom."),
        (.toTop, "Not moved. At top."),
        (.toBottom, "Not moved. At bottom."),
    ])
    func aSingleItemNeverMovesAndNamesTheEdgeItFaces(action: AccessibilityMoveAction, text: String) {
        var one = FlockBird.flock(1)
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        let step = moves.perform(.item(0, action), on: &one)
        #expect(step.isEmpty && step.inverse == nil && step.focus == 0)
        // At the top and the bottom at once: position 1 of 1.
        #expect(ListStepCheck.announcement(step)?.position == .init(1, of: 1))
        #expect(ListStepCheck.announcement(step)?.neighbour == nil)
        #expect(step.text == text)
        #expect(one == FlockBird.flock(1))
    }

    /// With duplicated identities the first occurrence moves, also right after a move: an item
    /// that passed another element with its identity on its way down is no longer the first,
    /// so the next move of that identity moves the other one.
    @Test func duplicatesMoveTheFirstOccurrenceAfterPassingAnother() throws {
        var list = [Tagged(tag: "a", serial: 2), Tagged(tag: "a", serial: 0), Tagged(tag: "b", serial: 1)]
        var moves = AccessibleMoves<Tagged, String>(id: \.tag, announcer: .english)
        moves.perform(.item("a", .toBottom), on: &list)       // the first "a" (2) passes the other "a" (0)
        #expect(list.map(\.serial) == [0, 1, 2])
        let step = moves.perform(.item("a", .down), on: &list)  // "a" (0) is the first now, and moves
        #expect(list.map(\.serial) == [1, 0, 2])
        #expect(step.change == .offset(OffsetMove(from: 0, to: 1)))
        ListStepCheck.expectUndo(step, with: &moves, on: &list, restores: [0, 1, 2].map { serial in
            Tagged(tag: serial == 1 ? "b" : "a", serial: serial)
        })
    }

    /// An item that moved without passing an element with its identity is still the first of
    /// them, and the remembered place finds it without a scan.
    @Test func duplicatesKeepMovingTheFirstWhenNonePassed() {
        var list = [Tagged(tag: "b", serial: 0), Tagged(tag: "a", serial: 1), Tagged(tag: "c", serial: 2), Tagged(tag: "a", serial: 3)]
        var moves = AccessibleMoves<Tagged, String>(id: \.tag, announcer: .english)
        moves.perform(.item("a", .up), on: &list)
        #expect(list.map(\.serial) == [1, 0, 2, 3])
        moves.perform(.item("a", .down), on: &list)
        #expect(list.map(\.serial) == [0, 1, 2, 3])
        moves.perform(.item("a", .down), on: &list)
        #expect(list.map(\.serial) == [0, 2, 1, 3], "the first \"a\" (1) moves, not the one at the end")
    }

    @Test func duplicatesWithoutAHintMoveTheFirstOccurrence() {
        var list = [Tagged(tag: "b", serial: 0), Tagged(tag: "a", serial: 1), Tagged(tag: "a", serial: 2)]
        var moves = AccessibleMoves<Tagged, String>(id: \.tag, announcer: .english)
        let step = moves.perform(.item("a", .toBottom), on: &list)
        #expect(list.map(\.serial) == [0, 2, 1])
        #expect(step.change == .offset(OffsetMove(from: 1, to: 2)))
    }

    /// How the hint the moves keep (where the item moved last ended) can be wrong when the
    /// next move comes: the list changed in between, or another item moved last. Each falls
    /// back to scanning. Together they make the hint every kind of offset: right, held by
    /// another item, the end, far past the end, another item's, and none.
    enum StaleHint: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// The hint is right: the item is found there.
        case right
        /// Another item is at the hinted offset.
        case heldByAnotherItem
        /// The list shrank: the hint is its end.
        case atTheEnd
        /// The list shrank a lot: the hint is far past its end.
        case farPastTheEnd
        /// Another item moved last: the hint is that item's.
        case forAnotherItem
        /// The last request found nothing and left no hint.
        case clearedByAMissingItem

        var testDescription: String { rawValue }

        /// Makes the moves' hint stale this way; leaves the flock of four in order, item 3
        /// last.
        func prepare(_ moves: inout AccessibleMoves<FlockBird, Int>) -> [FlockBird] {
            var birds = FlockBird.flock(4)
            switch self {
            case .right:
                moves.perform(.place(3, at: 3), on: &birds)
            case .heldByAnotherItem:
                moves.perform(.item(3, .up(2)), on: &birds)   // 0 3 1 2, the hint: 3 at 1
                birds.append(birds.remove(at: 1))             // the app puts it back: 0 1 2 3
            case .atTheEnd:
                birds = FlockBird.flock(5)
                moves.perform(.item(3, .toBottom), on: &birds)  // 0 1 2 4 3, the hint: 3 at 4
                birds.removeAll { $0.id == 4 }
            case .farPastTheEnd:
                birds = FlockBird.flock(8)
                moves.perform(.item(3, .toBottom), on: &birds)  // the hint: 3 at 7
                birds.removeAll { $0.id > 3 }
            case .forAnotherItem:
                moves.perform(.item(0, .down), on: &birds)      // 1 0 2 3, the hint: 0 at 1
                birds.swapAt(0, 1)
            case .clearedByAMissingItem:
                moves.perform(.item(3, .up), on: &birds)
                birds.swapAt(2, 3)
                moves.perform(.item(99, .up), on: &birds)
            }
            return birds
        }
    }

    @Test(arguments: StaleHint.allCases)
    func aWrongOrOutOfBoundsHintFallsBackToScanning(hint: StaleHint) {
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        var birds = hint.prepare(&moves)
        #expect(birds == FlockBird.flock(4))
        let step = moves.perform(.item(3, .up), on: &birds)
        #expect(step.change == .offset(OffsetMove(from: 3, to: 2)))
        #expect(birds.map(\.id) == [0, 1, 3, 2])
        #expect(step.text == "Moved up. Above Swan.")
        ListStepCheck.expectUndo(step, with: &moves, on: &birds, restores: FlockBird.flock(4))
    }

    @Test func aSliceMovesByOffsetsFromItsOwnStart() {
        let flock = FlockBird.flock(6)
        var slice = flock[2..<6]
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        // Leaves the hint at offset 3 of the slice, its index 5: the next move takes it.
        #expect(moves.perform(.place(5, at: 3), on: &slice).isEmpty)
        let step = moves.perform(.item(5, .up(2)), on: &slice)
        #expect(step.change == .offset(OffsetMove(from: 3, to: 1)))
        #expect(slice.map(\.id) == [2, 5, 3, 4])
        #expect(step.text == "Moved up by 2. Above Crow.")
        ListStepCheck.expectUndo(step, with: &moves, on: &slice, restores: Array(flock[2..<6]))
        #expect(slice.startIndex == 2)
    }

    @Test func theNeighbourIsTheItemPassedLast() throws {
        var birds = FlockBird.flock(5)
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        let up = moves.perform(.item(4, .up(2)), on: &birds)
        let upMove = try #require(ListStepCheck.move(up))
        #expect(birds[upMove.to + 1].id == 2)
        #expect(ListStepCheck.announcement(up)?.neighbour == .above("Swan"))
        let down = moves.perform(.item(0, .down(3)), on: &birds)
        let downMove = try #require(ListStepCheck.move(down))
        #expect(birds[downMove.to - 1].id == 2)
        #expect(down.text == "Moved down by 3. Below Swan.")
    }

    @Test func anEmptyLabelOmitsTheNeighbourPhrase() throws {
        var birds = [FlockBird(id: 0, name: "Robin"), FlockBird(id: 1, name: " \n\u{202E} ")]
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        let step = moves.perform(.item(0, .down), on: &birds)
        let move = try #require(ListStepCheck.move(step))
        #expect(birds[move.to - 1].id == 1)
        #expect(ListStepCheck.announcement(step)?.neighbour == nil)
        #expect(step.text == "Moved down. At bottom.")
    }

    /// A place (the undo of a move, a pointer drop) clamps its offset, and is told as the
    /// move up or down it amounts to.
    @Test func movingToAnOffsetClampsAndReportsTheEquivalentAction() {
        var birds = FlockBird.flock(4)
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        let step = moves.perform(.place(1, at: Int.max), on: &birds)
        #expect(step.change == .offset(OffsetMove(from: 1, to: 3)))   // down by 2
        #expect(birds.map(\.id) == [0, 2, 3, 1])
        #expect(step.text == "Moved down by 2. Below Crow. At bottom.")
        let back = moves.perform(.place(1, at: Int.min), on: &birds)
        #expect(back.change == .offset(OffsetMove(from: 3, to: 0)))   // up by 3
        #expect(birds.map(\.id) == [1, 0, 2, 3])
        #expect(back.text == "Moved up by 3. Above Robin. At top.")
    }

    @Test(arguments: [
        (OffsetMove(from: 3, to: 1), [0, 3, 1, 2]),
        (OffsetMove(from: 0, to: 3), [1, 2, 3, 0]),
        (OffsetMove(from: 2, to: 2), [0, 1, 2, 3]),
        (OffsetMove(from: -4, to: Int.max), [1, 2, 3, 0]),
    ])
    func applyingAnOffsetMoveRotatesTheRange(move: OffsetMove, expected: [Int]) {
        var numbers = [0, 1, 2, 3]
        numbers.applyMove(move)
        #expect(numbers == expected)
        numbers.applyMove(move.inverted)
        #expect(numbers == [0, 1, 2, 3])
    }
}
