import Foundation
@testable import ILikeToMoveItCore
import Testing

/// The moves a list the app reorders itself gets: for every list of up to 7 items and every
/// request a row, a selection, a grid or an undo makes, the moves in `onMove`'s shape, applied
/// with the reference `move(fromOffsets:toOffset:)` to the list, give what the moves of a
/// binding give; and so do the moves of the step's inverse.
@Suite struct PerformOnCopyTests {
    static let actions: [AccessibilityMoveAction] = [
        .up, .down, .up(2), .down(3), .up(0), .down(-1), .up(.max), .down(.max), .toTop, .toBottom,
    ]

    /// Performs `request` both ways on `list` and checks they agree, then does the same for
    /// the inverse on the moved list; returns the moves.
    @discardableResult
    static func check(
        _ request: MoveRequest<Int>, on list: [Int], _ context: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [IndexSetMove] {
        var moves = AccessibleMoves<Int, Int>(id: \.self, announcer: MoveAnnouncer(strings: .english))
        var reference = AccessibleMoves<Int, Int>(id: \.self, announcer: MoveAnnouncer(strings: .english))
        var expected = list
        let expectedStep = reference.perform(request, on: &expected)
        let (step, indexSetMoves) = moves.performOnCopy(request, of: list)
        #expect(step.isSame(as: expectedStep), "\(context)", sourceLocation: sourceLocation)
        let applied = indexSetMoves.reduce(list) { referenceMove($0, fromOffsets: $1.source, toOffset: $1.destination) }
        #expect(applied == expected, "\(context): \(indexSetMoves)", sourceLocation: sourceLocation)
        #expect(indexSetMoves.isEmpty == step.isEmpty, "\(context)", sourceLocation: sourceLocation)
        guard let inverse = step.inverse else { return indexSetMoves }
        var undone = expected
        let undoStep = reference.perform(inverse, on: &undone)
        let (copyUndoStep, undoMoves) = moves.performOnCopy(inverse, of: expected)
        #expect(copyUndoStep.isSame(as: undoStep), "\(context): undo", sourceLocation: sourceLocation)
        #expect(undone == list, "\(context): undo restores", sourceLocation: sourceLocation)
        let reverted = undoMoves.reduce(expected) { referenceMove($0, fromOffsets: $1.source, toOffset: $1.destination) }
        #expect(reverted == list, "\(context): undo \(undoMoves)", sourceLocation: sourceLocation)
        return indexSetMoves
    }

    @Test(arguments: 0...7)
    func itemMovesAndPlaces(count: Int) {
        let list = Array(0..<count)
        for id in list + [count] {
            for action in Self.actions {
                let indexSetMoves = Self.check(.item(id, action), on: list, "\(action) of \(id) in \(count)")
                #expect(indexSetMoves.count <= 1 && indexSetMoves.allSatisfy { $0.source.count == 1 })
            }
            for layout in [GridMoveLayout(columns: 3), GridMoveLayout(rows: 2)] {
                for action in GridMoveAction.standard {
                    Self.check(.grid(id, action, in: layout), on: list, "\(action) of \(id) in \(count), \(layout)")
                }
            }
        }
    }

    /// Every selection of every list of up to 7 items, with every action. To the top or the
    /// bottom it is one move (the selection gathers in order; the move names the selected
    /// items that changed place, or the others when they are fewer).
    /// Up or down by places, each selected item passes that many others and the gaps between
    /// them stay, so it may take several moves, which together still make the same list.
    @Test(arguments: 0...7)
    func selectionMoves(count: Int) {
        let list = Array(0..<count)
        for selection in everyIndexSet(count: count) {
            for action in Self.actions {
                let ids = Set(selection)
                let context = "\(action) of \(ids.sorted()) in \(count)"
                let indexSetMoves = Self.check(.selection(ids, action), on: list, context)
                if action == .toTop || action == .toBottom {
                    #expect(indexSetMoves.count <= 1, "\(context): \(indexSetMoves)")
                }
            }
        }
    }

    /// Undo after the app changed the list (a restore of an order over a list that lost and
    /// gained items) still comes back as moves that make what the binding's moves make.
    @Test func undoAfterOutsideEdits() throws {
        var moves = AccessibleMoves<Int, Int>(id: \.self, announcer: MoveAnnouncer(strings: .english))
        let list = [0, 1, 2, 3, 4, 5, 6]
        let (step, indexSetMoves) = moves.performOnCopy(.selection([0, 3, 6], .toTop), of: list)
        // Item 0 stays first: only 3 and 6 move.
        #expect(indexSetMoves == [IndexSetMove(source: [3, 6], destination: 1)])
        let moved = indexSetMoves.reduce(list) { referenceMove($0, fromOffsets: $1.source, toOffset: $1.destination) }
        var edited = moved.filter { $0 != 3 }
        edited.insert(9, at: 2)
        let inverse = try #require(step.inverse)
        Self.check(inverse, on: edited, "undo after edits")
    }
}
