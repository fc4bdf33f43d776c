@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing
@testable import DemoKit

/// Lists that break the usual assumptions: identities that repeat, distances and offsets at
/// the ends of `Int`. Moves keep every element, exactly once each, and undo restores.
@Suite struct HostileListTests {
    /// Robin, Jay, Robin, Swan, Jay: two identities appear twice.
    static let repeated = [FlockBird(id: 0, name: "Robin"), FlockBird(id: 1, name: "Jay"), FlockBird(id: 0, name: "Robin"),
                           FlockBird(id: 2, name: "Swan"), FlockBird(id: 1, name: "Jay")]

    static let extremeActions: [AccessibilityMoveAction] = [.up(.min), .up(.max), .down(.min), .down(.max), .toTop, .toBottom]

    @Test(arguments: extremeActions)
    func selectionMovesMoveEveryOccurrenceOfARepeatedIdentity(action: AccessibilityMoveAction) {
        var birds = Self.repeated
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, announcer: .english)
        let step = moves.perform(.selection([0], action), on: &birds)
        #expect(birds.map(\.id).sorted() == Self.repeated.map(\.id).sorted())
        #expect(birds.filter { $0.id != 0 }.map(\.id) == [1, 2, 1], "the others keep their order")
        ListStepCheck.expectChange(step, from: Self.repeated, to: birds)
        // Both occurrences were found and moved, as the selection algorithm says.
        var gathered = Self.repeated
        let selection = gathered.moveSelection([0], identity: \.id, action: action)
        #expect(selection.placed.count == 2)
        #expect(gathered == birds)
        // The announcement counts the occurrences that changed place.
        let changed = selection.placed.filter { selection.permutation.sources[$0] != $0 }.count
        if !step.isEmpty { #expect(ListStepCheck.announcement(step)?.movement == .movedItems(count: changed, to: selectionDestination(action))) }
        var undone = gathered
        undone.applyPermutation(selection.permutation.inverted)
        #expect(undone == Self.repeated, "the permutation undoes the move")
        guard step.inverse != nil else { return }
        ListStepCheck.expectUndo(step, with: &moves, on: &birds, restores: Self.repeated)
    }

    @Test(arguments: [Int.min, -1, 0, 2, 5, 6, Int.max])
    func selectionMovesToAnyOffsetKeepEveryElement(offset: Int) {
        var birds = Self.repeated
        let selection = birds.moveSelection([1, 2], identity: \.id, toOffset: offset)
        #expect(birds.map(\.id).sorted() == Self.repeated.map(\.id).sorted())
        #expect(selection.placed.map { birds[$0].id } == [1, 2, 1])
        let expected = offset <= 0 ? [1, 2, 1, 0, 0] : offset >= 5 ? [0, 0, 1, 2, 1] : nil
        if let expected { #expect(birds.map(\.id) == expected) }
        var undone = birds
        undone.applyPermutation(selection.permutation.inverted)
        #expect(undone == Self.repeated)
        // The order before, restored through the moves as an undo restores it.
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, announcer: .english)
        let undo = MoveRequest.undo(of: selection.permutation, before: Self.repeated.map(\.id), moving: [1, 2])
        moves.perform(undo, on: &birds)
        #expect(birds == Self.repeated)
        // The same undo again, on a list where an element of the same identity may be taken
        // for the moved one: nothing is lost or doubled.
        moves.perform(undo, on: &birds)
        #expect(birds.map(\.id).sorted() == Self.repeated.map(\.id).sorted())
    }

    @Test func movesOverRepeatedIdentitiesNeverLoseOrDoubleAnElement() {
        var birds = Self.repeated
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        var history = MoveHistory<MoveRequest<Int>>()
        var random = SplitMix64(seed: 9)
        for _ in 0..<500 {
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let request = MoveRequest.item(Int.random(in: 0...3, using: &random), Self.extremeActions.randomElement(using: &random)!)
                history.perform(request) { moves.perform($0, on: &birds) }
            case 1:
                let ids: Set = [Int.random(in: 0...3, using: &random), Int.random(in: 0...3, using: &random)]
                history.perform(.selection(ids, Self.extremeActions.randomElement(using: &random)!)) { moves.perform($0, on: &birds) }
            case 2: history.undo { moves.perform($0, on: &birds) }
            default: history.redo { moves.perform($0, on: &birds) }
            }
            #expect(birds.map(\.id).sorted() == [0, 0, 1, 1, 2])
        }
    }

    @Test(arguments: extremeActions)
    func extremeDistancesThroughTheCoreStopAtTheEdges(action: AccessibilityMoveAction) throws {
        var birds = FlockBird.flock(5)
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        var history = MoveHistory<MoveRequest<Int>>()
        let step = history.perform(.item(2, action)) { moves.perform($0, on: &birds) }
        let at = try #require(birds.firstIndex { $0.id == 2 })
        switch action {
        case .up(let d) where d <= 0, .down(let d) where d <= 0: #expect(at == 2 && step.isEmpty && step.inverse == nil)
        case .up, .toTop: #expect(at == 0)
        case .down, .toBottom: #expect(at == 4)
        }
        history.undo { moves.perform($0, on: &birds) }
        #expect(birds == FlockBird.flock(5))
    }

    @Test func aDragPickingUpTheSameItemTwiceCarriesItOnce() {
        var session = CarriedItems<Token, Side>(pickingUp: [1, 1, 2, 1], from: .left)
        #expect(session.pickedUp == [1, 2])
        session.aim(at: .right, .index(.max))
        session.drop(loading: 2)
        session.receive([.success(Token(id: 1)), .success(Token(id: 2))])
        var lists: [Side: [Token]] = [.left: .init(ids: [1, 2, 3]), .right: .init(ids: [9])]
        let outcome = session.complete(in: &lists)
        #expect(outcome?.inserted == [1, 2])
        #expect(lists[.left]?.ids == [3] && lists[.right]?.ids == [9, 1, 2])
    }

    @Test func aDropCarryingAnIdentityTwiceInsertsItOnce() {
        var list = [Token](ids: [5])
        let outcome = DropPlanner.insert([Token](ids: [7, 7, 5]), into: &list, at: .index(.min))
        #expect(list.ids == [7, 5])
        #expect(outcome.inserted == [7] && outcome.skipped == [7, 5])
    }
}
