@testable import ILikeToMoveItCore

/// Reading a ``MoveStep`` of a grid move the way the grid tests check it: the offset move it
/// made, its announcement in grid terms, and its undo.
enum GridStepCheck {
    /// The offset move the step made; `nil` when it changed nothing (or did not move one item).
    static func move<ID>(_ step: MoveStep<ID>) -> OffsetMove? {
        if case let .offset(move) = step.change { move } else { nil }
    }

    /// The step's announcement when it is in grid terms; `nil` when it is in list terms or
    /// given.
    static func announcement<ID>(_ step: MoveStep<ID>) -> GridMoveAnnouncement? {
        if case let .grid(announcement) = step.announcement { announcement } else { nil }
    }

    /// The grid action `action` on the item `id` of a copy of `items`, through a fresh
    /// ``AccessibleMoves``: what a grid cell's action does, without touching `items`.
    static func perform<Element: Identifiable>(
        _ action: GridMoveAction, on id: Element.ID, in layout: GridMoveLayout, _ items: [Element],
        label: KeyPath<Element, String>? = nil, announcer: MoveAnnouncer = .default
    ) -> (list: [Element], step: MoveStep<Element.ID>) {
        var list = items
        var moves = AccessibleMoves<Element, Element.ID>(label: label, announcer: announcer)
        let step = moves.perform(.grid(id, action, in: layout), on: &list)
        return (list, step)
    }

    /// The request that places the item `id` at `offset` of a grid, told in grid terms (a
    /// pointer drop, or the undo of a grid move).
    static func place<ID>(_ id: ID, at offset: Int, in layout: GridMoveLayout) -> MoveRequest<ID> {
        MoveRequest(.placeInGrid(id, at: offset, layout: layout))
    }
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
