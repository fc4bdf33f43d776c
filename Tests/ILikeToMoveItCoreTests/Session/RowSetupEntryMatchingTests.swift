@testable import ILikeToMoveItCore
import Testing

/// A row's action chosen from a menu listed before the list changed does what its name says,
/// or nothing: the rule `RowSetup.entry(matching:in:)` keeps.
@Suite struct RowSetupEntryMatchingTests {
    typealias Entry = RowSetup.Entry

    static let listed = RowSetup(shape: .list, sectionNames: ["To do", "Done", "Later"])
        .menu(rowActions: [.up, .down], section: 0, strings: .english)

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let chosen: Entry
        let now: [Entry]
        let expected: Entry?
        var testDescription: String { name }
    }

    static let cases: [Case] = {
        let up = Entry(move: .list(.up), name: .text("Move up"))
        let toDone = Entry(move: .transfer(1), name: .text("Move to Done"))
        let reordered = RowSetup(shape: .list, sectionNames: ["Later", "To do", "Done"])
            .menu(rowActions: [.up, .down], section: 1, strings: .english)
        let withoutDone = RowSetup(shape: .list, sectionNames: ["To do", "Later"])
            .menu(rowActions: [.up, .down], section: 0, strings: .english)
        let japanese = RowSetup(shape: .list, sectionNames: ["To do", "Done", "Later"])
            .menu(rowActions: [.up, .down], section: 0, strings: .japanese)
        let grid = RowSetup(shape: .grid(.leftToRight)).menu(rowActions: [.up, .down], section: nil, strings: .english)
        return [
            Case(name: "unchanged", chosen: toDone, now: listed, expected: toDone),
            Case(name: "sections reordered: the section by its name", chosen: toDone, now: reordered,
                 expected: Entry(move: .transfer(2), name: .text("Move to Done"))),
            Case(name: "the section is gone: nothing", chosen: toDone, now: withoutDone, expected: nil),
            Case(name: "another language: the same move", chosen: up, now: japanese, expected: japanese[0]),
            Case(name: "the list became a grid: neither the name nor the move is offered, nothing", chosen: up,
                 now: grid, expected: nil),
        ]
    }()

    @Test(arguments: cases) func anEntryListedEarlierIsMatched(_ test: Case) {
        #expect(RowSetup.entry(matching: test.chosen, in: test.now) == test.expected)
    }
}
