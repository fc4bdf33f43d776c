import Foundation
@testable import ILikeToMoveItCore
import Testing

@Suite struct GridMoveActionTests {
    /// The rules, case by case, in a grid of 8 items in 3 columns:
    ///
    ///     0 1 2
    ///     3 4 5
    ///     6 7
    @Test(arguments: [
        (GridMoveAction.left, 4, ReadingDirection.leftToRight, 3, "one place left"),
        (.left, 3, .leftToRight, 2, "left from the first column: end of the row above"),
        (.left, 0, .leftToRight, 0, "left from the first item: not moved"),
        (.right, 2, .leftToRight, 3, "right from the last column: start of the row below"),
        (.right, 7, .leftToRight, 7, "right from the last item: not moved"),
        (.left, 4, .rightToLeft, 5, "right to left: left is towards the end"),
        (.right, 4, .rightToLeft, 3, "right to left: right is towards the start"),
        (.left(5), 4, .leftToRight, 0, "far left stops at the start"),
        (.right(Int.max), 4, .leftToRight, 7, "far right stops at the end"),
        (.up, 4, .leftToRight, 1, "up a row keeps the column"),
        (.up, 1, .leftToRight, 1, "up from the first row: not moved"),
        (.up(rows: 5), 7, .leftToRight, 1, "far up stops in the first row, same column"),
        (.down, 1, .leftToRight, 4, "down a row keeps the column"),
        (.down, 4, .leftToRight, 7, "down into the short last row where it reaches the column"),
        (.down, 5, .leftToRight, 7, "down from above the gap of the short row: the last item"),
        (.down(rows: 2), 2, .leftToRight, 7, "two rows down, the short row does not reach: the last item"),
        (.down, 6, .leftToRight, 6, "down from the last row: not moved"),
        (.down(rows: 0), 0, .leftToRight, 0, "zero rows: not moved"),
        (.up(rows: -3), 7, .leftToRight, 7, "negative rows: not moved"),
        (.up, 5, .rightToLeft, 2, "right to left changes nothing for rows"),
        (.toStart, 5, .leftToRight, 0, "to start"),
        (.toEnd, 1, .rightToLeft, 7, "to end"),
    ])
    func destinationsInAGridWithAShortLastRow(
        action: GridMoveAction, from: Int, direction: ReadingDirection, to: Int, rule: String
    ) {
        let layout = GridMoveLayout(columns: 3, readingDirection: direction)
        #expect(action.targetOffset(from: from, count: 8, in: layout) == to, "\(rule)")
    }

    /// The rules where items fill columns, in a grid of 8 items in 3 rows:
    ///
    ///     0 3 6
    ///     1 4 7
    ///     2 5
    @Test(arguments: [
        (GridMoveAction.down, 4, ReadingDirection.leftToRight, 5, "down one place"),
        (.down, 2, .leftToRight, 3, "down from the bottom row: top of the next column"),
        (.up, 3, .leftToRight, 2, "up from the top row: bottom of the previous column"),
        (.up, 0, .leftToRight, 0, "up from the first item: not moved"),
        (.right, 1, .leftToRight, 4, "right a column keeps the row"),
        (.right, 4, .leftToRight, 7, "right into the short last column where it reaches the row"),
        (.right, 5, .leftToRight, 7, "right beside the gap of the short column: the last item"),
        (.right, 6, .leftToRight, 6, "right from the last column: not moved"),
        (.left, 7, .leftToRight, 4, "left a column keeps the row"),
        (.left, 1, .leftToRight, 1, "left from the first column: not moved"),
        (.left, 1, .rightToLeft, 4, "right to left: the first column is on the right"),
        (.right(2), 7, .rightToLeft, 1, "right to left: right leads towards the first column"),
        (.down(rows: 3), 1, .rightToLeft, 4, "right to left changes nothing for up and down"),
    ])
    func destinationsInAGridThatFillsColumns(
        action: GridMoveAction, from: Int, direction: ReadingDirection, to: Int, rule: String
    ) {
        let layout = GridMoveLayout(rows: 3, readingDirection: direction)
        #expect(action.targetOffset(from: from, count: 8, in: layout) == to, "\(rule)")
    }

    @Test func oneRowOfManyColumnsIsAHorizontalStack() {
        let stack = GridMoveLayout(columns: .max)
        #expect(GridMoveAction.right.targetOffset(from: 0, count: 5, in: stack) == 1)
        #expect(GridMoveAction.down(rows: .max).targetOffset(from: 2, count: 5, in: stack) == 2)
        #expect(GridMoveAction.up(rows: .max).targetOffset(from: 2, count: 5, in: stack) == 2)
        #expect(GridMoveAction.left(.max).targetOffset(from: 4, count: 5, in: stack) == 0)
        #expect(GridMoveLayout(columns: 0).lineLength == 1)
        #expect(GridMoveLayout(rows: .min).lineLength == 1)
    }

    @Test func identifiersRoundTrip() {
        for action in interestingGridActions {
            #expect(GridMoveAction(id: action.id) == action)
        }
        #expect(GridMoveAction.standard.map(\.id) == ["left", "right", "up", "down", "toStart", "toEnd"])
        #expect(GridMoveAction.down(rows: 2).id == "down(2)")
        #expect(GridMoveAction.left(-3).id == "left(-3)")
    }

    @Test(arguments: ["", "left(", "left()", "left(x)", "up(1", "sideways(2)", "toTop", "(3)", "Left"])
    func unknownIdentifiersAreRefused(id: String) {
        #expect(GridMoveAction(id: id) == nil)
    }

    @Test(arguments: [
        (GridMoveAction.left, "Move left", "左に移動"),
        (.right, "Move right", "右に移動"),
        (.left(3), "Move left by 3", "3個左に移動"),
        (.right(2), "Move right by 2", "2個右に移動"),
        (.up, "Move up a row", "1行上に移動"),
        (.down, "Move down a row", "1行下に移動"),
        (.up(rows: 2), "Move up by 2 rows", "2行上に移動"),
        (.down(rows: 4), "Move down by 4 rows", "4行下に移動"),
        (.toStart, "Move to start", "先頭に移動"),
        (.toEnd, "Move to end", "末尾に移動"),
    ])
    func namesForTheActionsMenu(action: GridMoveAction, english: String, japanese: String) {
        #expect(action.name(strings: .english) == english)
        #expect(action.name(strings: .japanese) == japanese)
        #expect(action.name(language: "ja-JP") == japanese)
        #expect(action.name(language: "en-GB") == english)
    }

    @Test func namesArePluralCorrectAndReplaceable() {
        let strings = MoveStrings.english.replacing(.actionDownRows, with: [.one: "Sink {count} row", .other: "Sink {count} rows"])
        #expect(GridMoveAction.down(rows: 3).name(strings: strings) == "Sink 3 rows")
        // `.down(rows: 1)` is `.down`, which has its own entry.
        #expect(GridMoveAction.down(rows: 1).name(strings: strings) == "Move down a row")
        #expect(MoveStrings.english.string(.actionUpRows, count: 1) == "Move up by 1 row")
        #expect(MoveStrings.english.string(.movedUpRows, count: 1) == "Moved up by 1 row.")
    }
}
