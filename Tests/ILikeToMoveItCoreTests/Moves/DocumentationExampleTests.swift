@testable import ILikeToMoveItCore
import Testing
@testable import DemoKit

/// Every example in the doc comments, run.
@Suite struct DocumentationExampleTests {
    let robin = FlockBird(id: 0, name: "Robin")
    let jay = FlockBird(id: 1, name: "Jay")
    let swan = FlockBird(id: 2, name: "Swan")
    let crow = FlockBird(id: 3, name: "Crow")

    /// The item move `MoveRequest.item(_:_:)` shows (`.up(3)`): moved by 3, the text, and the
    /// undo.
    @Test func itemRequestExample() throws {
        var birds = [robin, jay, swan, crow]
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        let step = moves.perform(.item(crow.id, .up(3)), on: &birds)
        #expect(!step.isEmpty)
        #expect(step.change == .offset(OffsetMove(from: 3, to: 0)))   // by 3
        #expect(step.text == "Moved up by 3. Above Robin. At top.")
        moves.perform(try #require(step.inverse), on: &birds)
        #expect(birds == [robin, jay, swan, crow])
    }

    /// A distance past the top stops there, as `AccessibilityMoveAction`'s documentation says.
    @Test func aDistancePastTheTopExample() {
        var birds = [robin, jay, swan, crow]
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        let step = moves.perform(.item(crow.id, .up(5)), on: &birds)
        #expect(birds == [crow, robin, jay, swan])
        #expect(step.text == "Moved up by 3. Above Robin. At top.")
    }

    /// A selection moved by an action through the moves, and to an offset by the selection
    /// algorithm (a drop of several items), worded by the list builder.
    @Test func selectionExamples() throws {
        var letters = ["a", "B", "c", "D", "e"]
        var moves = AccessibleMoves<String, String>(id: \.self, announcer: .english)
        let down = moves.perform(.selection(["B", "D"], .down), on: &letters)
        #expect(letters == ["a", "c", "B", "e", "D"])
        #expect(down.text == "Moved 2 items down. At bottom.")
        moves.perform(try #require(down.inverse), on: &letters)
        #expect(letters == ["a", "B", "c", "D", "e"])
        let toEnd = letters.moveSelection(["B", "D"], identity: { $0 }, toOffset: 5)
        #expect(letters == ["a", "c", "e", "B", "D"])
        #expect(toEnd.placed == [3, 4])
        #expect(MoveAnnouncer.english.text(for: selectionAnnouncement(toEnd, to: .offset)) == "Moved 2 items. At bottom.")
    }

    @Test func offsetMoveAndPermutationExamples() throws {
        var letters = ["a", "b", "c", "d"]
        letters.applyMove(OffsetMove(from: 3, to: 1))
        #expect(letters == ["a", "d", "b", "c"])
        var three = ["a", "b", "c"]
        three.applyPermutation(try #require(MovePermutation(sources: [2, 0, 1])))
        #expect(three == ["c", "a", "b"])
    }

    @Test func stringsAndLabelExamples() {
        #expect(MoveStrings.forLanguage("ja-JP").string(.movedUpBy, count: 3) == "3個上に移動しました。")
        #expect(MoveStrings.english.string(.movedItemsUp, count: 1) == "Moved 1 item up.")
        #expect(MoveLabel.sanitize("  Blue\n\tJay\u{202E} ") == "Blue Jay")
        #expect(AccessibilityMoveAction.up(3).name(strings: .english) == "Move up by 3")
        #expect(AccessibilityMoveAction.toTop.name(strings: .japanese) == "一番上に移動")
    }

    @Test func accessibleMovesExample() throws {
        var birds = [robin, jay, swan, crow]
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: MoveAnnouncer(strings: .english))
        let step = moves.perform(.item(crow.id, .up), on: &birds)
        #expect(birds == [robin, jay, crow, swan])
        #expect(step.text == "Moved up. Above Swan.")
        moves.perform(try #require(step.inverse), on: &birds)
        #expect(birds == [robin, jay, swan, crow])
    }

    @Test func moveStepExample() {
        var birds = [robin, jay, swan, crow]
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        let step = moves.perform(.item(crow.id, .up), on: &birds)
        #expect(step.change == .offset(OffsetMove(from: 3, to: 2)))
        #expect(step.focus == crow.id)
        #expect(step.text == "Moved up. Above Swan.")
        #expect(step.inverse == MoveRequest(.place(crow.id, MovePlacement(after: swan.id, before: nil, offset: 3))))
    }

    /// `MoveStep.inverse`'s example: performing the inverse undoes the move, and the inverse
    /// of that step redoes it.
    @Test func inverseExample() throws {
        var birds = [robin, jay, swan, crow]
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name, announcer: .english)
        let step = moves.perform(.item(crow.id, .up), on: &birds)
        #expect(birds == [robin, jay, crow, swan])
        let undone = moves.perform(try #require(step.inverse), on: &birds)
        #expect(birds == [robin, jay, swan, crow])
        #expect(undone.text == "Moved down. Below Swan. At bottom.")
        moves.perform(try #require(undone.inverse), on: &birds)
        #expect(birds == [robin, jay, crow, swan])
    }

    @Test func moveHistoryExample() {
        var birds = [robin, jay, swan, crow]
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name)
        var history = MoveHistory<MoveRequest<Int>>()
        history.perform(.item(crow.id, .up)) { moves.perform($0, on: &birds) }
        #expect(birds == [robin, jay, crow, swan])
        history.perform(.item(robin.id, .up)) { moves.perform($0, on: &birds) }
        #expect(birds == [robin, jay, crow, swan] && history.undoStack.count == 1)
        history.undo { moves.perform($0, on: &birds) }
        #expect(birds == [robin, jay, swan, crow])
        history.redo { moves.perform($0, on: &birds) }
        #expect(birds == [robin, jay, crow, swan])
    }

    /// The examples of the removed `move(_:identifiedBy:_:)` and `MoveChange`, on a list of
    /// `Hashable` values identified by themselves and labelled by themselves.
    @Test func hashableValuesExamples() {
        var letters = ["a", "b", "c", "d"]
        var moves = AccessibleMoves<String, String>(id: \.self, label: \.self, announcer: .english)
        let step = moves.perform(.item("d", .up(2)), on: &letters)
        #expect(letters == ["a", "d", "b", "c"])
        #expect(step.change == .offset(OffsetMove(from: 3, to: 1)))
        #expect(step.focus == "d" && ListStepCheck.offset(step) == 1)
        #expect(step.text == "Moved up by 2. Above b.")
        let unchanged = moves.perform(.item("a", .up), on: &letters)
        #expect(unchanged.isEmpty && unchanged.inverse == nil && letters == ["a", "d", "b", "c"])
        #expect(unchanged.text == "Not moved. At top.")
        var selection = ["a", "B", "c", "D", "e"]
        let down = moves.perform(.selection(["B", "D"], .down), on: &selection)
        #expect(selection == ["a", "c", "B", "e", "D"])
        #expect(down.text == "Moved 2 items down. At bottom.")
    }

    @Test func rowRequestExamples() {
        #expect(MoveRequest.item(crow.id, .toTop, selection: [crow.id, jay.id]) == MoveRequest(.selection([crow.id, jay.id], .toTop, focus: crow.id)))
        #expect(MoveRequest.item(swan.id, .toTop, selection: [crow.id, jay.id]) == .item(swan.id, .toTop))
    }

    @Test func announcementShapesFromTheOverview() {
        let english = MoveAnnouncer(strings: .english, includesPosition: true)
        #expect(english.text(for: MoveAnnouncement(movement: .moved(.down, distance: 1), neighbour: .below("Robin"),
                                                   position: .init(4, of: 10))) == "Moved down. Below Robin. Position 4 of 10.")
        #expect(english.text(for: MoveAnnouncement(movement: .movedItems(count: 3, to: .top)))
                == "Moved 3 items to top.")
    }
}
