@testable import ILikeToMoveItCore
import Testing

/// Absurd sizes: no arithmetic traps, every destination is in the grid, and the rules still
/// hold where they can be checked without a reference.
@Suite struct GridMoveHostileTests {
    @Test(arguments: [1, 2, 3, 7, Int.max / 2, Int.max - 1, Int.max])
    func hugeGridsNeverOverflow(columns: Int) {
        let count = Int.max
        let layout = GridMoveLayout(columns: columns)
        let rightToLeft = GridMoveLayout(columns: columns, readingDirection: .rightToLeft)
        for offset in [0, 1, columns - 1, columns, Int.max / 2, Int.max - columns, Int.max - 2, Int.max - 1]
        where offset >= 0 && offset < count {
            for action in interestingGridActions {
                let sideways = [GridMoveLayout(rows: columns), GridMoveLayout(rows: columns, readingDirection: .rightToLeft)]
                for grid in [layout, rightToLeft] + sideways {
                    let to = action.targetOffset(from: offset, count: count, in: grid)
                    #expect(to >= 0 && to < count, "\(action) from \(offset) in \(columns) columns")
                    switch action {
                    case .up(let rows) where rows > 0 && offset >= columns && grid.flow == .rows:
                        #expect(to % columns == offset % columns && to < offset)
                    case .toStart:
                        #expect(to == 0)
                    case .toEnd:
                        #expect(to == count - 1)
                    default:
                        break
                    }
                }
            }
        }
    }

    @Test func columnsBelowOneAreOneColumn() {
        for columns in [0, -1, Int.min] {
            let layout = GridMoveLayout(columns: columns)
            #expect(GridMoveAction.down.targetOffset(from: 0, count: 3, in: layout) == 1)
            #expect(GridMoveAction.right.targetOffset(from: 0, count: 3, in: layout) == 1)
        }
    }
}
