@testable import ILikeToMoveItCore
import Testing

@Suite struct KeyboardMoveTests {
    static let grid = GridMoveLayout(columns: 3)
    static let arabicGrid = GridMoveLayout(columns: 3, readingDirection: .rightToLeft)
    static let row = GridMoveLayout(columns: .max)
    static let arabicRow = GridMoveLayout(columns: .max, readingDirection: .rightToLeft)
    static let column = GridMoveLayout(columns: 1)
    /// The items each layout holds in these tests: enough for two rows of the 3-column grids.
    static let itemCount = 8
    static let layouts: [MoveLayout] =
        [.list, .grid(row), .grid(arabicRow), .grid(grid), .grid(arabicGrid), .grid(column)]

    /// Every shortcut that moves something, with ⌥⌘ (by one) and ⌥⌘⇧ (to the edge).
    static let table: [(MoveLayout, MoveArrowKey, Bool, RowMove)] = [
        (.list, .up, false, .list(.up)),
        (.list, .down, false, .list(.down)),
        (.list, .up, true, .list(.toTop)),
        (.list, .down, true, .list(.toBottom)),
        (.grid(row), .left, false, .grid(.left)),
        (.grid(row), .right, false, .grid(.right)),
        (.grid(row), .left, true, .grid(.toStart)),
        (.grid(row), .right, true, .grid(.toEnd)),
        (.grid(arabicRow), .left, false, .grid(.left)),
        (.grid(arabicRow), .right, false, .grid(.right)),
        (.grid(arabicRow), .left, true, .grid(.toEnd)),
        (.grid(arabicRow), .right, true, .grid(.toStart)),
        (.grid(grid), .up, false, .grid(.up)),
        (.grid(grid), .down, false, .grid(.down)),
        (.grid(grid), .left, false, .grid(.left)),
        (.grid(grid), .right, false, .grid(.right)),
        (.grid(grid), .up, true, .grid(.toStart)),
        (.grid(grid), .down, true, .grid(.toEnd)),
        (.grid(grid), .left, true, .grid(.toStart)),
        (.grid(grid), .right, true, .grid(.toEnd)),
        (.grid(arabicGrid), .up, false, .grid(.up)),
        (.grid(arabicGrid), .down, false, .grid(.down)),
        (.grid(arabicGrid), .left, false, .grid(.left)),
        (.grid(arabicGrid), .right, false, .grid(.right)),
        (.grid(arabicGrid), .up, true, .grid(.toStart)),
        (.grid(arabicGrid), .down, true, .grid(.toEnd)),
        (.grid(arabicGrid), .left, true, .grid(.toEnd)),
        (.grid(arabicGrid), .right, true, .grid(.toStart)),
        (.grid(column), .up, false, .grid(.up)),
        (.grid(column), .down, false, .grid(.down)),
        (.grid(column), .up, true, .grid(.toStart)),
        (.grid(column), .down, true, .grid(.toEnd)),
    ]

    /// Every layout × arrow key × each of the 16 modifier combinations: the table's move for
    /// ⌥⌘ and ⌥⌘⇧, nothing otherwise; and each move's request is the grid move in that very
    /// layout (or the row request in a list).
    @Test func everyKeyAndModifierCombination() {
        let all: [MoveKeyModifiers] = (0..<16).map { MoveKeyModifiers(rawValue: $0) }
        var moves = 0
        for layout in Self.layouts {
            for key in MoveArrowKey.allCases {
                for modifiers in all {
                    let toEdge = modifiers.contains(.shift)
                    let expected: RowMove? =
                        MoveKeyModifiers(rawValue: modifiers.rawValue & ~MoveKeyModifiers.shift.rawValue) == [.option, .command]
                        ? Self.table.first { $0.0 == layout && $0.1 == key && $0.2 == toEdge }?.3
                        : nil
                    let move = layout.keyboardMove(for: key, modifiers: modifiers, itemCount: Self.itemCount)
                    #expect(move == expected, "\(layout) \(key) modifiers \(modifiers.rawValue)")
                    if let move {
                        moves += 1
                        let request = layout.request(for: move, on: 7)
                        switch (layout, move) {
                        case let (.list, .list(action)): #expect(request == ListRequest(MoveRequest<Int>.item(7, action)))
                        case let (.grid(grid), .grid(action)): #expect(request == ListRequest(MoveRequest<Int>.grid(7, action, in: grid)))
                        default: Issue.record("\(layout) made \(move)")
                        }
                    }
                }
            }
        }
        #expect(moves == Self.table.count)
    }

    /// In a right-to-left grid the left arrow moves the item visually left, which is towards
    /// the end: the key and the announcement agree.
    @Test func theLeftArrowInARightToLeftGridMovesTowardsTheEnd() throws {
        var birds = FlockBird.flock(5)
        let layout = MoveLayout.grid(Self.arabicGrid)
        let move = try #require(layout.keyboardMove(for: .left, modifiers: [.option, .command], itemCount: birds.count))
        let request = try #require(layout.request(for: move, on: 1))
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        let step = moves.perform(MoveRequest(request.kind), on: &birds)
        #expect(birds.map(\.id) == [0, 2, 1, 3, 4])
        #expect(step.text == "Moved left. After Swan.")
    }

    /// The arrows across a single line ask for nothing, so the system keeps them (focus
    /// movement): a horizontal stack (`columns: .max`), a 3-column grid holding 3 items or
    /// fewer, a `LazyHGrid` whose items fit in one column, a grid of one row.
    @Test func theArrowsAcrossASingleLineAreLeftAlone() {
        let oneRow: [(GridMoveLayout, Int)] = [
            (Self.row, 40), (Self.grid, 3), (Self.grid, 2), (GridMoveLayout(rows: 1), 6), (Self.arabicGrid, 3),
        ]
        let oneColumn: [(GridMoveLayout, Int)] = [
            (GridMoveLayout(rows: 4), 3), (GridMoveLayout(rows: .max), 9), (Self.column, 6), (GridMoveLayout(rows: 2), 2),
        ]
        for chord: MoveKeyModifiers in [[.option, .command], [.option, .command, .shift]] {
            for (grid, count) in oneRow {
                let layout = MoveLayout.grid(grid)
                #expect(layout.keyboardMove(for: .up, modifiers: chord, itemCount: count) == nil, "\(grid) \(count)")
                #expect(layout.keyboardMove(for: .down, modifiers: chord, itemCount: count) == nil, "\(grid) \(count)")
                #expect(layout.keyboardMove(for: .left, modifiers: chord, itemCount: count) != nil, "\(grid) \(count)")
            }
            for (grid, count) in oneColumn {
                let layout = MoveLayout.grid(grid)
                #expect(layout.keyboardMove(for: .left, modifiers: chord, itemCount: count) == nil, "\(grid) \(count)")
                #expect(layout.keyboardMove(for: .right, modifiers: chord, itemCount: count) == nil, "\(grid) \(count)")
                #expect(layout.keyboardMove(for: .up, modifiers: chord, itemCount: count) != nil, "\(grid) \(count)")
            }
        }
        // Four items in three columns are two rows: every arrow moves.
        for key in MoveArrowKey.allCases {
            #expect(MoveLayout.grid(Self.grid).keyboardMove(for: key, modifiers: [.option, .command], itemCount: 4) != nil)
        }
    }
}
