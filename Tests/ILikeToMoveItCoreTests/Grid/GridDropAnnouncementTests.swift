@testable import ILikeToMoveItCore
import Testing

/// The English announcement of a drop, spelled out by hand from the rules.
private func referenceDropText(_ moved: [FlockBird], from: Int, to: Int, in layout: GridMoveLayout) -> String {
    let count = moved.count
    let rightToLeft = layout.readingDirection == .rightToLeft
    let (fromRow, fromColumn) = referenceCell(from, in: layout)
    let (toRow, toColumn) = referenceCell(to, in: layout)
    var sentences: [String] = []
    if to == from {
        sentences.append("Not moved.")
    } else if to == 0 {
        sentences.append("Moved to start.")
    } else if to == count - 1 {
        sentences.append("Moved to end.")
    } else if toRow == fromRow {
        let places = abs(toColumn - fromColumn)
        let visuallyRight = (toColumn > fromColumn) != rightToLeft
        let word = visuallyRight ? "right" : "left"
        sentences.append(places == 1 ? "Moved \(word)." : "Moved \(word) by \(places).")
    } else if toColumn == fromColumn {
        let rows = abs(toRow - fromRow)
        let word = toRow < fromRow ? "up" : "down"
        sentences.append(rows == 1 ? "Moved \(word) a row." : "Moved \(word) by \(rows) rows.")
    } else {
        sentences.append("Moved to row \(toRow), column \(toColumn).")
    }
    if to < from { sentences.append("Before \(moved[to + 1].name).") }
    if to > from { sentences.append("After \(moved[to - 1].name).") }
    let saidByMovement = to != from && (to == 0 || to == count - 1)
    if !saidByMovement {
        if to == 0 { sentences.append("At start.") } else if to == count - 1 { sentences.append("At end.") }
    }
    let saidCell = to != from && to != 0 && to != count - 1 && toRow != fromRow && toColumn != fromColumn
    if !saidCell { sentences.append("Row \(toRow), column \(toColumn).") }
    return sentences.joined(separator: " ")
}

@Suite struct GridDropAnnouncementTests {
    /// Every drop from any place to any place in every grid of 1…12 items in every small
    /// layout.
    @Test(arguments: smallGridLayouts)
    func everyDropMatchesTheReference(layout: GridMoveLayout) {
        let announcer = MoveAnnouncer(strings: .english, includesPosition: true)
        for count in 1...12 {
            let flock = FlockBird.flock(count)
            for from in 0..<count {
                for to in 0..<count {
                    var moved = flock
                    moved.applyMove(OffsetMove(from: from, to: to))
                    let announcement = layout.dropAnnouncement(for: OffsetMove(from: from, to: to), in: moved, label: \.name)
                    #expect(announcer.text(for: announcement) == referenceDropText(moved, from: from, to: to, in: layout),
                            "\(from) → \(to) of \(count) in \(layout)")
                }
            }
        }
    }

    @Test func aCommittedDragIsAnnouncedInGridTerms() throws {
        // Robin Jay Swan / Crow Goose Finch / Wren Owl
        var birds = FlockBird.flock(8)
        let grid = GridMoveLayout(columns: 3)
        var session = try #require(ReorderSession(dragging: 0, in: birds, id: \.id))
        for target in [1, 4, 5] {
            if let move = session.hover(over: target, in: birds, id: \.id) { birds.applyMove(move) }
        }
        let committed = session.commit(in: birds, id: \.id)
        let net = try #require(committed)
        #expect(net == OffsetMove(from: 0, to: 5))
        let english = MoveAnnouncer(strings: .english)
        let japanese = MoveAnnouncer(strings: .japanese, includesPosition: true)
        let announcement = grid.dropAnnouncement(for: net, in: birds, label: \.name)
        #expect(english.text(for: announcement) == "Moved to row 2, column 3. After Finch.")
        #expect(japanese.text(for: announcement) == "2行目、3列目に移動しました。Finchの後です。")
    }

    @Test func emptyAndOneItemGrids() {
        let grid = GridMoveLayout(columns: 2)
        #expect(grid.dropAnnouncement(for: OffsetMove(from: 0, to: 3), in: [FlockBird](), label: \.name)
                == GridMoveAnnouncement(movement: .notMoved))
        let one = FlockBird.flock(1)
        #expect(MoveAnnouncer.english.text(for: grid.dropAnnouncement(for: OffsetMove(from: 0, to: 0), in: one))
                == "Not moved. At start.")
        // Stale offsets are clamped into the list.
        #expect(grid.dropAnnouncement(for: OffsetMove(from: -4, to: 99), in: FlockBird.flock(3)).movement == .toEnd)
    }
}
