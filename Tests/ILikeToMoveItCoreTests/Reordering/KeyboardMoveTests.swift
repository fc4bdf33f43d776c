@testable import ILikeToMoveItCore
import Testing

@Suite struct KeyboardMoveTests {
    static let grid = GridMoveLayout(columns: 3)
    static let arabicGrid = GridMoveLayout(columns: 3, readingDirection: .rightToLeft)
    static let row = GridMoveLayout(columns: .max)
    static let arabicRow = GridMoveLayout(columns: .max, readingDirection: .rightToLeft)
    static let layouts: [ReorderLayout] =
        [.vertical, .horizontal(.leftToRight), .horizontal(.rightToLeft), .grid(grid), .grid(arabicGrid)]

    /// Every shortcut that moves something, with ⌥⌘ (by one) and ⌥⌘⇧ (to the edge).
    static let table: [(ReorderLayout, MoveArrowKey, Bool, KeyboardMove)] = [
        (.vertical, .up, false, .list(.up)),
        (.vertical, .down, false, .list(.down)),
        (.vertical, .up, true, .list(.toTop)),
        (.vertical, .down, true, .list(.toBottom)),
        (.horizontal(.leftToRight), .left, false, .grid(.left, in: row)),
        (.horizontal(.leftToRight), .right, false, .grid(.right, in: row)),
        (.horizontal(.leftToRight), .left, true, .grid(.toStart, in: row)),
        (.horizontal(.leftToRight), .right, true, .grid(.toEnd, in: row)),
        (.horizontal(.rightToLeft), .left, false, .grid(.left, in: arabicRow)),
        (.horizontal(.rightToLeft), .right, false, .grid(.right, in: arabicRow)),
        (.horizontal(.rightToLeft), .left, true, .grid(.toEnd, in: arabicRow)),
        (.horizontal(.rightToLeft), .right, true, .grid(.toStart, in: arabicRow)),
        (.grid(grid), .up, false, .grid(.up, in: grid)),
        (.grid(grid), .down, false, .grid(.down, in: grid)),
        (.grid(grid), .left, false, .grid(.left, in: grid)),
        (.grid(grid), .right, false, .grid(.right, in: grid)),
        (.grid(grid), .up, true, .grid(.toStart, in: grid)),
        (.grid(grid), .down, true, .grid(.toEnd, in: grid)),
        (.grid(grid), .left, true, .grid(.toStart, in: grid)),
        (.grid(grid), .right, true, .grid(.toEnd, in: grid)),
        (.grid(arabicGrid), .up, false, .grid(.up, in: arabicGrid)),
        (.grid(arabicGrid), .down, false, .grid(.down, in: arabicGrid)),
        (.grid(arabicGrid), .left, false, .grid(.left, in: arabicGrid)),
        (.grid(arabicGrid), .right, false, .grid(.right, in: arabicGrid)),
        (.grid(arabicGrid), .up, true, .grid(.toStart, in: arabicGrid)),
        (.grid(arabicGrid), .down, true, .grid(.toEnd, in: arabicGrid)),
        (.grid(arabicGrid), .left, true, .grid(.toEnd, in: arabicGrid)),
        (.grid(arabicGrid), .right, true, .grid(.toStart, in: arabicGrid)),
    ]

    /// Every layout × arrow key × each of the 16 modifier combinations: the table's move for
    /// ⌥⌘ and ⌥⌘⇧, nothing otherwise.
    @Test func everyKeyAndModifierCombination() {
        let all: [MoveKeyModifiers] = (0..<16).map { MoveKeyModifiers(rawValue: $0) }
        var moves = 0
        for layout in Self.layouts {
            for key in MoveArrowKey.allCases {
                for modifiers in all {
                    let toEdge = modifiers.contains(.shift)
                    let expected: KeyboardMove? =
                        modifiers.subtracting(.shift) == [.option, .command]
                        ? Self.table.first { $0.0 == layout && $0.1 == key && $0.2 == toEdge }?.3
                        : nil
                    #expect(layout.keyboardMove(for: key, modifiers: modifiers) == expected,
                            "\(layout) \(key) modifiers \(modifiers.rawValue)")
                    if expected != nil { moves += 1 }
                }
            }
        }
        #expect(moves == Self.table.count)
    }

    /// In a right-to-left grid the left arrow moves the item visually left, which is towards
    /// the end: the key and the announcement agree.
    @Test func theLeftArrowInARightToLeftGridMovesTowardsTheEnd() throws {
        let birds = FlockBird.flock(5)
        let move = try #require(ReorderLayout.grid(Self.arabicGrid).keyboardMove(for: .left, modifiers: [.option, .command]))
        guard case .grid(let action, let layout) = move else {
            Issue.record("expected a grid move")
            return
        }
        var moved = birds
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        let step = moves.perform(.grid(1, action, in: layout), on: &moved)
        #expect(step.change == .offset(OffsetMove(from: 1, to: 2)))
        #expect(step.text == "Moved left. After Swan.")
    }
}
