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

    @Test func controllerExample() {
        var controller = MoveController(items: [robin, jay, swan, crow], id: \.id, label: \.name,
                                        announcer: .init(strings: .english))
        let first = controller.handle(.item(crow.id, .up))
        let second = controller.handle(.item(crow.id, .up))
        #expect(first.text == "Moved up. Above Swan.")
        #expect(second.text == "Moved up. Above Jay.")
        controller.undo()
        #expect(controller.items == [robin, jay, crow, swan])
    }

    @Test func announcementShapesFromTheOverview() {
        let english = MoveAnnouncer(strings: .english, includesPosition: true)
        #expect(english.text(for: MoveAnnouncement(movement: .moved(.down, distance: 1), neighbour: .below("Robin"),
                                                   position: .init(4, of: 10))) == "Moved down. Below Robin. Position 4 of 10.")
        #expect(english.text(for: MoveAnnouncement(movement: .movedItems(count: 3, to: .top)))
                == "Moved 3 items to top.")
    }
}
