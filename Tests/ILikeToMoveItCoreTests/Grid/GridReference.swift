@testable import ILikeToMoveItCore

/// The grid rules walked one step at a time over lines of cells, the way a person would move
/// a finger: a different formulation from the closed form in the library. Lines are rows when
/// items fill rows, columns when they fill columns.
func referenceGridDestination(from offset: Int, count: Int, in layout: GridMoveLayout, _ action: GridMoveAction) -> Int {
    let length = layout.lineLength
    let lines = stride(from: 0, to: count, by: length).map { Array($0..<min($0 + length, count)) }
    var line = offset / length
    var place = offset % length
    func back() {
        if place > 0 { place -= 1 } else if line > 0 { line -= 1; place = lines[line].count - 1 }
    }
    func forth() {
        if place < lines[line].count - 1 { place += 1 } else if line < lines.count - 1 { line += 1; place = 0 }
    }
    func lineBack() {
        if line > 0 { line -= 1 }
    }
    func lineForth() {
        if line < lines.count - 1 {
            line += 1
            place = min(place, lines[line].count - 1)
        }
    }
    // More steps than items change nothing, so cap absurd distances.
    func repeated(_ distance: Int, _ step: () -> Void) { for _ in 0..<max(0, min(distance, count + 1)) { step() } }
    let leftToRight = layout.readingDirection == .leftToRight
    let fillsRows = layout.flow == .rows
    switch action {
    case .left(let d): repeated(d, fillsRows ? (leftToRight ? back : forth) : (leftToRight ? lineBack : lineForth))
    case .right(let d): repeated(d, fillsRows ? (leftToRight ? forth : back) : (leftToRight ? lineForth : lineBack))
    case .up(let d): repeated(d, fillsRows ? lineBack : back)
    case .down(let d): repeated(d, fillsRows ? lineForth : forth)
    case .toStart: (line, place) = (0, 0)
    case .toEnd: (line, place) = (lines.count - 1, lines[lines.count - 1].count - 1)
    }
    return lines[line][place]
}

/// The one-based row and column of an offset, worked out from the lines.
func referenceCell(_ offset: Int, in layout: GridMoveLayout) -> (row: Int, column: Int) {
    let line = offset / layout.lineLength + 1, place = offset % layout.lineLength + 1
    return layout.flow == .rows ? (line, place) : (place, line)
}

/// The English grid announcement spelled out by hand from the rules, reading the neighbour
/// from the list after the move.
func referenceGridAnnouncement(
    _ moved: [FlockBird], from: Int, to: Int, in layout: GridMoveLayout, _ action: GridMoveAction,
    includesPosition: Bool, namesNeighbour: Bool = true
) -> String {
    var sentences: [String] = []
    let places = abs(to - from)
    let (fromRow, fromColumn) = referenceCell(from, in: layout)
    let (toRow, toColumn) = referenceCell(to, in: layout)
    // Along the lines a distance counts places; across them, lines.
    let horizontal = layout.flow == .rows ? places : abs(toColumn - fromColumn)
    let vertical = layout.flow == .rows ? abs(toRow - fromRow) : places
    // Along the lines (left and right when items fill rows, up and down when they fill
    // columns) an item that continues into another line is told by where it landed.
    let fillsRows = layout.flow == .rows
    let alongTheLines: Bool =
        switch action {
        case .left, .right: fillsRows
        case .up, .down: !fillsRows
        case .toStart, .toEnd: false
        }
    let changedLine = fillsRows ? toRow != fromRow : toColumn != fromColumn
    var saysCell = false
    if places == 0 {
        sentences.append("Not moved.")
    } else if alongTheLines, changedLine {
        if to == 0 {
            sentences.append("Moved to start.")
        } else if to == moved.count - 1 {
            sentences.append("Moved to end.")
        } else {
            sentences.append("Moved to row \(toRow), column \(toColumn).")
            saysCell = true
        }
    } else {
        switch action {
        case .left: sentences.append(horizontal == 1 ? "Moved left." : "Moved left by \(horizontal).")
        case .right: sentences.append(horizontal == 1 ? "Moved right." : "Moved right by \(horizontal).")
        case .up where fillsRows: sentences.append(vertical == 1 ? "Moved up a row." : "Moved up by \(vertical) rows.")
        case .down where fillsRows: sentences.append(vertical == 1 ? "Moved down a row." : "Moved down by \(vertical) rows.")
        case .up: sentences.append(vertical == 1 ? "Moved up." : "Moved up by \(vertical).")
        case .down: sentences.append(vertical == 1 ? "Moved down." : "Moved down by \(vertical).")
        case .toStart: sentences.append("Moved to start.")
        case .toEnd: sentences.append("Moved to end.")
        }
    }
    if namesNeighbour, to < from { sentences.append("Before \(moved[to + 1].name).") }
    if namesNeighbour, to > from { sentences.append("After \(moved[to - 1].name).") }
    let rightToLeft = layout.readingDirection == .rightToLeft
    let pointsToStart: Bool =
        switch action {
        case .left: !rightToLeft
        case .right: rightToLeft
        case .up, .toStart: true
        case .down, .toEnd: false
        }
    let atStart = to == 0, atEnd = to == moved.count - 1
    let saidByMovement = places > 0
        && (action == .toStart || action == .toEnd || (alongTheLines && changedLine && (atStart || atEnd)))
    if !saidByMovement {
        if atStart, !atEnd || pointsToStart { sentences.append("At start.") }
        if atEnd, !atStart || !pointsToStart { sentences.append("At end.") }
    }
    if includesPosition, !saysCell { sentences.append("Row \(toRow), column \(toColumn).") }
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

/// The English announcement of an item placed at an offset of a grid (a drop, or the undo of
/// a grid move), spelled out by hand from the rules: the movement by where the item landed,
/// the neighbour (`namesNeighbour`), the edge, and, when `includesPosition`, the cell unless
/// the movement already named it.
///
/// - Parameters:
///   - moved: The list after the move.
///   - from: The item's offset before the move.
///   - to: Its offset after the move.
func referencePlaceText(
    _ moved: [FlockBird], from: Int, to: Int, in layout: GridMoveLayout, includesPosition: Bool = true,
    namesNeighbour: Bool = true
) -> String {
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
    if namesNeighbour, to < from { sentences.append("Before \(moved[to + 1].name).") }
    if namesNeighbour, to > from { sentences.append("After \(moved[to - 1].name).") }
    let saidByMovement = to != from && (to == 0 || to == count - 1)
    if !saidByMovement {
        // A place points towards the start when its target is not after the item (a one-item
        // grid, which is at both edges, names the start).
        if to == 0 { sentences.append("At start.") } else if to == count - 1 { sentences.append("At end.") }
    }
    let saidCell = to != from && to != 0 && to != count - 1 && toRow != fromRow && toColumn != fromColumn
    if includesPosition, !saidCell { sentences.append("Row \(toRow), column \(toColumn).") }
    return sentences.joined(separator: " ")
}
