import ILikeToMoveItCore

/// The grid rules walked one step at a time over rows of cells, the way a person would move
/// a finger: a different formulation from the closed form in the library.
func referenceGridDestination(from offset: Int, count: Int, columns: Int, _ action: GridMoveAction, rightToLeft: Bool) -> Int {
    let rows = stride(from: 0, to: count, by: columns).map { Array($0..<min($0 + columns, count)) }
    var row = offset / columns
    var column = offset % columns
    func back() {
        if column > 0 { column -= 1 } else if row > 0 { row -= 1; column = rows[row].count - 1 }
    }
    func forth() {
        if column < rows[row].count - 1 { column += 1 } else if row < rows.count - 1 { row += 1; column = 0 }
    }
    // More steps than items change nothing, so cap absurd distances.
    func steps(_ distance: Int) -> Int { max(0, min(distance, count + 1)) }
    switch action {
    case .left(let d):
        for _ in 0..<steps(d) { if rightToLeft { forth() } else { back() } }
    case .right(let d):
        for _ in 0..<steps(d) { if rightToLeft { back() } else { forth() } }
    case .up(let d):
        for _ in 0..<steps(d) where row > 0 { row -= 1 }
    case .down(let d):
        for _ in 0..<steps(d) where row < rows.count - 1 {
            row += 1
            column = min(column, rows[row].count - 1)
        }
    case .toStart:
        (row, column) = (0, 0)
    case .toEnd:
        (row, column) = (rows.count - 1, rows[rows.count - 1].count - 1)
    }
    return rows[row][column]
}

/// The English grid announcement spelled out by hand from the rules, reading the neighbour
/// from the list after the move.
func referenceGridAnnouncement(
    _ moved: [FlockBird], from: Int, to: Int, columns: Int, _ action: GridMoveAction, rightToLeft: Bool,
    includesPosition: Bool, namesNeighbour: Bool = true
) -> String {
    var sentences: [String] = []
    let places = abs(to - from)
    let rows = abs(to / columns - from / columns)
    if places == 0 {
        sentences.append("Not moved.")
    } else {
        switch action {
        case .left: sentences.append(places == 1 ? "Moved left." : "Moved left by \(places).")
        case .right: sentences.append(places == 1 ? "Moved right." : "Moved right by \(places).")
        case .up: sentences.append(rows == 1 ? "Moved up a row." : "Moved up by \(rows) rows.")
        case .down: sentences.append(rows == 1 ? "Moved down a row." : "Moved down by \(rows) rows.")
        case .toStart: sentences.append("Moved to start.")
        case .toEnd: sentences.append("Moved to end.")
        }
    }
    if namesNeighbour, to < from { sentences.append("Before \(moved[to + 1].name).") }
    if namesNeighbour, to > from { sentences.append("After \(moved[to - 1].name).") }
    let pointsToStart: Bool =
        switch action {
        case .left: !rightToLeft
        case .right: rightToLeft
        case .up, .toStart: true
        case .down, .toEnd: false
        }
    let atStart = to == 0, atEnd = to == moved.count - 1
    let saidByMovement = places > 0 && (action == .toStart || action == .toEnd)
    if !saidByMovement {
        if atStart, !atEnd || pointsToStart { sentences.append("At start.") }
        if atEnd, !atStart || !pointsToStart { sentences.append("At end.") }
    }
    if includesPosition { sentences.append("Row \(to / columns + 1), column \(to % columns + 1).") }
    return sentences.joined(separator: " ")
}

/// Grid actions worth trying: every kind, with every distance that matters in a grid of up
/// to 12 items, and absurd ones.
let interestingGridActions: [GridMoveAction] =
    [.toStart, .toEnd, .left(Int.min), .right(Int.min), .up(rows: Int.min), .down(rows: Int.min),
     .left(Int.max), .right(Int.max), .up(rows: Int.max), .down(rows: Int.max)]
    + [-1, 0, 1, 2, 3, 4, 5, 11, 12, 13].flatMap {
        [GridMoveAction.left($0), .right($0), .up(rows: $0), .down(rows: $0)]
    }
