import ILikeToMoveItCore
import Testing

/// Every example in the doc comments, run.
@Suite struct DocumentationExampleTests {
    let robin = FlockBird(id: 0, name: "Robin")
    let jay = FlockBird(id: 1, name: "Jay")
    let swan = FlockBird(id: 2, name: "Swan")
    let crow = FlockBird(id: 3, name: "Crow")

    @Test func moveResultExample() throws {
        var birds = [robin, jay, swan, crow]
        let result = birds.accessibilityMove(crow, action: .up(3), label: \.name, announcer: .english)
        #expect(result.outcome == .moved)
        #expect(result.distance == 3)
        #expect(result.text == "Moved up by 3. Above Robin. At top.")
        birds.applyMove(try #require(result.undo))
        #expect(birds == [robin, jay, swan, crow])
    }

    @Test func accessibilityMoveExample() {
        var birds = [robin, jay, swan, crow]
        let result = birds.accessibilityMove(crow.id, identifiedBy: \.id, action: .up(5), label: \.name, announcer: .english)
        #expect(birds == [crow, robin, jay, swan])
        #expect(result.text == "Moved up by 3. Above Robin. At top.")
    }

    @Test func selectionExamples() {
        var letters = ["a", "B", "c", "D", "e"]
        let down = letters.accessibilityMove(["B", "D"], identifiedBy: \.self, action: .down, announcer: .english)
        #expect(letters == ["a", "c", "B", "e", "D"])
        #expect(down.text == "Moved 2 items down. At bottom.")
        letters = ["a", "B", "c", "D", "e"]
        let toEnd = letters.accessibilityMove(["B", "D"], identifiedBy: \.self, toOffset: 5, announcer: .english)
        #expect(letters == ["a", "c", "e", "B", "D"])
        #expect(toEnd.text == "Moved 2 items. At bottom.")
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
        #expect(step.inverse == .place(crow.id, at: 3))
    }

    @Test func moveHistoryExample() {
        var birds = [robin, jay, swan, crow]
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id, label: \.name)
        var history = MoveHistory<MoveRequest<Int>>()
        history.perform(.item(crow.id, .up), with: &moves, on: &birds)
        #expect(birds == [robin, jay, crow, swan])
        history.perform(.item(robin.id, .up), with: &moves, on: &birds)
        #expect(birds == [robin, jay, crow, swan] && history.undoStack.count == 1)
        history.undo(with: &moves, on: &birds)
        #expect(birds == [robin, jay, swan, crow])
        history.redo(with: &moves, on: &birds)
        #expect(birds == [robin, jay, crow, swan])
    }

    @Test func moveChangeExamples() {
        var letters = ["a", "b", "c", "d"]
        let change = letters.move("d", identifiedBy: \.self, .up(2))
        #expect(letters == ["a", "d", "b", "c"])
        #expect(change.reordering == .offset(OffsetMove(from: 3, to: 1)))
        #expect(change.placement == 1...1)
        #expect(MoveAnnouncer(strings: .english).text(for: MoveAnnouncement(change, in: letters, label: \.self))
            == "Moved up by 2. Above b.")
        let unchanged = letters.move("a", identifiedBy: \.self, .up)
        #expect(unchanged.isEmpty && letters == ["a", "d", "b", "c"])
        var selection = ["a", "B", "c", "D", "e"]
        let down = selection.move(["B", "D"], identifiedBy: \.self, .down)
        #expect(selection == ["a", "c", "B", "e", "D"])
        #expect(MoveAnnouncer(strings: .english).text(for: MoveAnnouncement(down, in: selection)) == "Moved 2 items down. At bottom.")
    }

    @Test func rowRequestExamples() {
        #expect(MoveRequest.row(crow.id, .toTop, selection: [crow.id, jay.id]) == .selection([crow.id, jay.id], .toTop))
        #expect(MoveRequest.row(swan.id, .toTop, selection: [crow.id, jay.id]) == .item(swan.id, .toTop))
    }

    @Test func announcementShapesFromTheOverview() {
        let english = MoveAnnouncer(strings: .english, includesPosition: true)
        #expect(english.text(for: MoveAnnouncement(movement: .moved(.down, distance: 1), neighbour: .below("Robin"),
                                                   position: .init(4, of: 10))) == "Moved down. Below Robin. Position 4 of 10.")
        #expect(english.text(for: MoveAnnouncement(movement: .movedItems(count: 3, to: .top)))
                == "Moved 3 items to top.")
    }
}
