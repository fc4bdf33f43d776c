@testable import ILikeToMoveItCore
import Testing
@testable import DemoKit

/// The rules of sectioned lists one by one, their wording in Japanese and in a replaced
/// table, the rows' menus, and hostile input.
@Suite struct SectionMovesTests {
    /// To do: Robin, Jay · Doing: (empty) · Done: Swan, Crow
    static let board = [
        BirdSection(title: "To do", birds: [FlockBird(id: 0, name: "Robin"), FlockBird(id: 1, name: "Jay")]),
        BirdSection(title: "Doing", birds: []),
        BirdSection(title: "Done", birds: [FlockBird(id: 2, name: "Swan"), FlockBird(id: 3, name: "Crow")]),
    ]

    static func names(_ sections: [BirdSection]) -> [[String]] { sections.map { $0.birds.map(\.name) } }

    struct Rule: CustomTestStringConvertible, Sendable {
        var request: MoveRequest<Int>
        var sections: [[String]]
        var text: String
        var testDescription: String { text }
    }

    static let rules: [Rule] = [
        // Within a section: a list move of that section.
        Rule(request: .item(1, .up), sections: [["Jay", "Robin"], [], ["Swan", "Crow"]], text: "Moved up. Above Robin. At top."),
        // Up from a section's first row: the bottom of the section before, even an empty one.
        Rule(request: .item(2, .up), sections: [["Robin", "Jay"], ["Swan"], ["Crow"]], text: "Moved to Doing. At top."),
        Rule(request: .item(2, .up(2)), sections: [["Robin", "Jay", "Swan"], [], ["Crow"]],
             text: "Moved to To do. Below Jay. At bottom."),
        // Down from a section's last row: the top of the section after.
        Rule(request: .item(1, .down), sections: [["Robin"], ["Jay"], ["Swan", "Crow"]], text: "Moved to Doing. At bottom."),
        Rule(request: .item(1, .down(2)), sections: [["Robin"], [], ["Jay", "Swan", "Crow"]],
             text: "Moved to Done. Above Swan. At top."),
        // Far: stops at the top of the first section or the bottom of the last.
        Rule(request: .item(3, .up(.max)), sections: [["Crow", "Robin", "Jay"], [], ["Swan"]],
             text: "Moved to To do. Above Robin. At top."),
        Rule(request: .item(0, .down(.max)), sections: [["Jay"], [], ["Swan", "Crow", "Robin"]],
             text: "Moved to Done. Below Crow. At bottom."),
        Rule(request: .item(0, .up), sections: [["Robin", "Jay"], [], ["Swan", "Crow"]], text: "Not moved. At top."),
        Rule(request: .item(3, .down), sections: [["Robin", "Jay"], [], ["Swan", "Crow"]], text: "Not moved. At bottom."),
        // To top and to bottom stay in the section.
        Rule(request: .item(3, .toTop), sections: [["Robin", "Jay"], [], ["Crow", "Swan"]], text: "Moved up. Above Swan. At top."),
        Rule(request: .item(0, .toBottom), sections: [["Jay", "Robin"], [], ["Swan", "Crow"]],
             text: "Moved down. Below Jay. At bottom."),
        // To a section: its bottom, as a move to another list goes to its end.
        Rule(request: .item(0, toSection: 2), sections: [["Jay"], [], ["Swan", "Crow", "Robin"]],
             text: "Moved to Done. Below Crow. At bottom."),
        Rule(request: .item(3, toSection: 1), sections: [["Robin", "Jay"], ["Crow"], ["Swan"]], text: "Moved to Doing. At bottom."),
        Rule(request: .item(3, toSection: 0), sections: [["Robin", "Jay", "Crow"], [], ["Swan"]],
             text: "Moved to To do. Below Jay. At bottom."),
        Rule(request: .item(3, toSection: 2), sections: [["Robin", "Jay"], [], ["Swan", "Crow"]], text: "Not moved. At bottom."),
        Rule(request: .item(3, toSection: 7), sections: [["Robin", "Jay"], [], ["Swan", "Crow"]], text: "Not moved. At bottom."),
        // Missing items and requests sections do not take.
        Rule(request: .item(9, .up), sections: [["Robin", "Jay"], [], ["Swan", "Crow"]], text: "Not moved."),
        Rule(request: .selection([0, 1], .down), sections: [["Robin", "Jay"], [], ["Swan", "Crow"]], text: "Not moved."),
    ]

    @Test(arguments: rules)
    func rule(_ rule: Rule) {
        var sections = Self.board
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        let step = moves.perform(rule.request, in: &sections, items: \.birds, name: \.title)
        #expect(Self.names(sections) == rule.sections)
        #expect(step.text == rule.text)
    }

    @Test func japaneseNamesTheSection() {
        var sections = Self.board
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .japanese)
        #expect(moves.perform(.item(1, .down(2)), in: &sections, items: \.birds, name: \.title).text
                == "「Done」に移動しました。「Swan」の上です。一番上です。")
        #expect(moves.perform(.item(1, .up), in: &sections, items: \.birds, name: \.title).text
                == "「Doing」に移動しました。一番上です。")
        #expect(moves.perform(.item(2, .toBottom), in: &sections, items: \.birds, name: \.title).text
                == "下に移動しました。「Crow」の下です。一番下です。")
        #expect(MoveStrings.japanese.sectionActionName("Done") == "「Done」に移動")
    }

    @Test func theWordingIsReplaceable() throws {
        let strings = try MoveStrings.english.replacing("movedToSection", with: "Now in {label}.")
        var sections = Self.board
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: MoveAnnouncer(strings: strings, includesPosition: true))
        #expect(moves.perform(.item(0, toSection: 2), in: &sections, items: \.birds, name: \.title).text
                == "Now in Done. Below Crow. At bottom. Position 3 of 3.")
        let renamed = try MoveStrings.english.replacing("actionToSection", with: "Send to {label}")
        #expect(renamed.sectionActionName("Done") == "Send to Done")
    }

    @Test func undoAndRedoThroughAHistory() {
        var sections = Self.board
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        var history = MoveHistory<MoveRequest<Int>>()
        history.perform(.item(1, .down(2))) { moves.perform($0, in: &sections, items: \.birds, name: \.title) }
        history.perform(.item(0, .up)) { moves.perform($0, in: &sections, items: \.birds, name: \.title) }   // nothing recorded
        history.perform(.item(3, toSection: 0)) { moves.perform($0, in: &sections, items: \.birds, name: \.title) }
        let after = sections
        #expect(history.undoStack.count == 2)
        let undo = history.undo { moves.perform($0, in: &sections, items: \.birds, name: \.title) }
        #expect(undo?.text == "Moved to Done. Below Swan. At bottom.")
        history.undo { moves.perform($0, in: &sections, items: \.birds, name: \.title) }
        #expect(sections == Self.board)
        history.redo { moves.perform($0, in: &sections, items: \.birds, name: \.title) }
        history.redo { moves.perform($0, in: &sections, items: \.birds, name: \.title) }
        #expect(sections == after)
    }

    @Test func menusOfferEveryOtherSection() {
        let actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
        #expect(MoveLayout.sectionMenu(rowActions: actions, sectionCount: 3, section: 1)
                == actions.map(RowMove.list) + [.transfer(0), .transfer(2)])
        #expect(MoveLayout.sectionMenu(rowActions: [.up, .up], sectionCount: -4, section: 0) == [.list(.up)])
        #expect(MoveLayout.sectionMenu(rowActions: [], sectionCount: 2, section: nil) == [.transfer(0), .transfer(1)])
        #expect(MoveLayout.sectionRequest(for: .transfer(2), on: 7) == ListRequest(MoveRequest<Int>.item(7, toSection: 2)))
        #expect(MoveLayout.sectionRequest(for: .list(.down(3)), on: 7) == ListRequest(MoveRequest<Int>.item(7, .down(3))))
        #expect(MoveLayout.sectionRequest(for: .grid(.toEnd), on: 7) == ListRequest(MoveRequest<Int>.item(7, .toBottom)))
        #expect(MoveLayout.sectionRequest(for: .grid(.left), on: 7) == nil)
        #expect(MoveStrings.english.sectionActionName("Done") == "Move to Done")
        // A row's section: the first that holds its item.
        let twice = Self.board + [BirdSection(title: "Again", birds: [FlockBird(id: 1, name: "Jay")])]
        #expect(twice.sectionIndices(items: \.birds, identify: \.id) == [0: 0, 1: 0, 2: 2, 3: 2])
        #expect(MoveStrings.english.sectionActionName("Do\nne\u{202E}", limit: 3) == "Move to Do…")
    }
}

/// The example of `AccessibleMoves.perform(_:in:items:name:)`'s documentation.
@Suite struct SectionDocumentationExampleTests {
    @Test func jayGoesDownIntoDone() {
        struct Shelf { var title: String; var birds: [FlockBird] }
        let robin = FlockBird(id: 0, name: "Robin"), jay = FlockBird(id: 1, name: "Jay"), swan = FlockBird(id: 2, name: "Swan")
        var shelves = [Shelf(title: "To do", birds: [robin, jay]), Shelf(title: "Done", birds: [swan])]
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: MoveAnnouncer(strings: .english))
        let step = moves.perform(.item(jay.id, .down), in: &shelves, items: \.birds, name: \.title)
        #expect(shelves.map { $0.birds.map(\.name) } == [["Robin"], ["Jay", "Swan"]])
        #expect(step.text == "Moved to Done. Above Swan. At top.")
        #expect(step.focus == jay.id)
    }
}
