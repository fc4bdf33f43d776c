/// How a moveable list lays out its items, as far as moves care: the one value that decides
/// which moves a row or cell offers, which arrow keys move its item, and which request a
/// chosen move becomes.
///
/// The SwiftUI layer builds one per list (`.list` for `accessibilityMoveableList`, `.grid` for
/// `accessibilityMoveableGrid`) and asks it; it decides nothing itself.
///
/// ```swift
/// let stack = MoveLayout.grid(GridMoveLayout(columns: .max))   // an HStack
/// let shape = stack.shape(itemCount: 4)                          // .row(.leftToRight)
/// shape.menu(rowActions: [.up, .down, .toTop, .toBottom], transferCount: 0)
/// // [.grid(.left), .grid(.right), .grid(.toStart), .grid(.toEnd)]
/// shape.keyboardMove(for: .up, modifiers: [.option, .command])   // nil: ↑ passes through
/// ```
///
/// **Lines.** A grid whose items all fit in one line is that line, whatever it was declared
/// as: a grid of `.max` columns (a horizontal stack), a grid of 3 columns holding 2 items, a
/// grid of 1 column (a vertical stack of cells), a `LazyHGrid` of 4 rows holding 3 items or
/// of 1 row. Only the moves along that line can do something, so only those are offered and
/// only their arrows are taken; the other arrows pass through to the system (focus
/// movement). The shape is read from the item count when the row is drawn, so a row's
/// actions change as items are added; VoiceOver reads the actions a row has now.
///
/// **A row's actions in a grid.** `accessibilityMoveable(_:actions:)` lists list moves; in a
/// grid each becomes the grid move in the same sense: `.up(n)` moves up `n` rows, `.down(n)`
/// down `n` rows, `.toTop` to the start and `.toBottom` to the end, in the order given. A
/// grid of several lines adds "Move left" and "Move right" first (list actions have no
/// word for them), unless the row offers no action at all. In a single row, up and down
/// mean towards the start and the end of the row: `.up(n)` moves `n` places towards the
/// start (left when rows read left to right) and `.down(n)` towards the end. In a single
/// column they keep their meaning. So the default actions offer left, right, up a row,
/// down a row, to start and to end in a grid; left, right, to start and to end in a row;
/// up a row, down a row, to start and to end in a column.
package enum MoveLayout: Equatable, Sendable {
    /// One column, first item on top: `List`, `VStack`, `LazyVStack`, a vertical `ScrollView`.
    case list
    /// Rows or columns of items: `LazyVGrid`, `LazyHGrid`; a horizontal stack is a grid of
    /// `.max` columns.
    case grid(GridMoveLayout)

    /// The shape the moves see when the list holds `itemCount` items.
    ///
    /// - Complexity: O(1).
    func shape(itemCount: Int) -> MoveShape {
        guard case let .grid(grid) = self else { return .list }
        let count = Swift.max(itemCount, 0)
        let length = grid.lineLength
        // Lines in the direction items fill, and the most items one of them holds.
        let lines = count == 0 ? 0 : (count - 1) / length + 1
        let across = Swift.min(count, length)
        let fillsRows = grid.flow == .rows
        if lines <= 1, across <= 1 {
            // Nothing can move; keep the axis the declaration gives.
            return (length == 1) == fillsRows ? .column : .row(grid.readingDirection)
        }
        if lines <= 1 { return fillsRows ? .row(grid.readingDirection) : .column }
        if across <= 1 { return fillsRows ? .column : .row(grid.readingDirection) }
        return .grid(grid.readingDirection)
    }

    /// The request a row's chosen move (from ``MoveShape/menu(rowActions:transferCount:)``
    /// or ``MoveShape/keyboardMove(for:modifiers:)``) makes for the item `key` names.
    ///
    /// In a list, an action is ``MoveRequest/item(_:_:selection:)`` (a selected row moves the
    /// selection). In a grid, a grid move is ``MoveRequest/grid(_:_:in:)`` with this layout,
    /// and a list action its grid counterpart (the selection does not move together in a
    /// grid). A grid move asked of a list keeps its vertical sense (up a row is up, to start
    /// is to top); left and right ask nothing there.
    ///
    /// - Parameters:
    ///   - move: The move chosen.
    ///   - key: The row's item.
    ///   - selection: The identities selected in the list; empty when nothing is.
    /// - Returns: The request; `nil` for a destination, whose request the app's destination
    ///   makes, and for left or right in a list.
    /// - Complexity: O(1).
    package func request(for move: RowMove, on key: MoveKey, selection: ListSelection = ListSelection()) -> ListRequest? {
        switch (self, move) {
        case (_, .transfer):
            return nil
        case let (.list, .list(action)):
            return ListRequest(.row(key, action, selection: selection))
        case let (.list, .grid(action)):
            guard let action = MoveShape.listAction(for: action) else { return nil }
            return ListRequest(.row(key, action, selection: selection))
        case let (.grid(layout), .list(action)):
            return ListRequest(.grid(key, MoveShape.gridAction(for: action), layout: layout))
        case let (.grid(layout), .grid(action)):
            return ListRequest(.grid(key, action, layout: layout))
        }
    }
}

/// What a ``MoveLayout`` holding a given number of items looks like to its moves: a list, a
/// single row, a single column, or a grid of several rows and columns. Rows and cells draw
/// their actions from it, so it changes only when that shape does, not with every insertion.
package enum MoveShape: Equatable, Sendable {
    /// A vertical list.
    case list
    /// A grid whose items fit in one row, read in this direction.
    case row(ReadingDirection)
    /// A grid whose items fit in one column.
    case column
    /// A grid of several rows and columns, read in this direction.
    case grid(ReadingDirection)

    /// The moves a row offers; see ``MoveLayout`` for the rules.
    ///
    /// - Parameters:
    ///   - rowActions: The actions the row was given.
    ///   - transferCount: How many other lists the rows can send items to; less than 0 counts as 0.
    /// - Returns: The moves, without repeats.
    /// - Complexity: O(*a* + *d*).
    func menu(rowActions: [AccessibilityMoveAction], transferCount: Int) -> [RowMove] {
        let own: [RowMove]
        switch self {
        case .list:
            own = rowActions.map(RowMove.list)
        case .column:
            own = rowActions.map { .grid(Self.gridAction(for: $0)) }
        case let .row(direction):
            own = rowActions.map { .grid(Self.alongRow($0, direction: direction)) }
        case .grid:
            let sideways: [RowMove] = rowActions.isEmpty ? [] : [.grid(.left), .grid(.right)]
            own = sideways + rowActions.map { .grid(Self.gridAction(for: $0)) }
        }
        var seen: Set<RowMove> = []
        return own.filter { seen.insert($0).inserted } + (0..<Swift.max(0, transferCount)).map(RowMove.transfer)
    }

    /// The move that an arrow key with modifiers asks for, if any.
    ///
    /// The shortcut is ⌥⌘ with an arrow key to move the focused item by one place (one row for
    /// up and down in a grid), and ⌥⌘⇧ with an arrow key to move it to the edge the arrow
    /// points to. Any other modifiers (none, ⌃, ⌥ or ⌘ alone…) ask for nothing, so plain
    /// arrows keep moving focus and text editing keeps its shortcuts.
    ///
    /// | Shape | ↑ | ↓ | ← | → |
    /// |---|---|---|---|---|
    /// | list | up | down | – | – |
    /// | row | – | – | left | right |
    /// | column | up a row | down a row | – | – |
    /// | grid | up a row | down a row | left | right |
    ///
    /// With ⇧: up and down go to the top and bottom of a list, to the start and end of a grid;
    /// left goes to the start when rows read left to right and to the end when they read right
    /// to left, and right the other way round. Left and right stay screen directions: a grid
    /// action resolves them against the reading direction when it runs. An arrow across a
    /// single line (↑ in a row, ← in a column) asks for nothing, so the system keeps it.
    ///
    /// - Complexity: O(1).
    func keyboardMove(for key: MoveArrowKey, modifiers: MoveKeyModifiers) -> RowMove? {
        let toEdge: Bool
        switch modifiers {
        case [.option, .command]: toEdge = false
        case [.option, .command, .shift]: toEdge = true
        default: return nil
        }
        switch (self, key) {
        case (.list, .up): return .list(toEdge ? .toTop : .up)
        case (.list, .down): return .list(toEdge ? .toBottom : .down)
        case (.list, .left), (.list, .right), (.row, .up), (.row, .down), (.column, .left), (.column, .right):
            return nil
        case (.column, _):
            return .grid(Self.arrowAction(for: key, toEdge: toEdge, direction: .leftToRight))
        case let (.row(direction), _), let (.grid(direction), _):
            return .grid(Self.arrowAction(for: key, toEdge: toEdge, direction: direction))
        }
    }

    private static func arrowAction(for key: MoveArrowKey, toEdge: Bool, direction: ReadingDirection) -> GridMoveAction {
        let leftIsStart = direction == .leftToRight
        switch key {
        case .up: return toEdge ? .toStart : .up
        case .down: return toEdge ? .toEnd : .down
        case .left: return toEdge ? (leftIsStart ? .toStart : .toEnd) : .left
        case .right: return toEdge ? (leftIsStart ? .toEnd : .toStart) : .right
        }
    }

    /// A list action's grid counterpart: up and down by rows, top and bottom as start and end.
    static func gridAction(for action: AccessibilityMoveAction) -> GridMoveAction {
        switch action {
        case let .up(rows): .up(rows: rows)
        case let .down(rows): .down(rows: rows)
        case .toTop: .toStart
        case .toBottom: .toEnd
        }
    }

    /// A list action along a single row: up is towards the start, down towards the end.
    static func alongRow(_ action: AccessibilityMoveAction, direction: ReadingDirection) -> GridMoveAction {
        let leftIsStart = direction == .leftToRight
        switch action {
        case let .up(places): return leftIsStart ? .left(places) : .right(places)
        case let .down(places): return leftIsStart ? .right(places) : .left(places)
        case .toTop: return .toStart
        case .toBottom: return .toEnd
        }
    }

    /// A grid move's list counterpart, keeping its vertical sense; `nil` for left and right.
    static func listAction(for action: GridMoveAction) -> AccessibilityMoveAction? {
        switch action {
        case let .up(rows): .up(rows)
        case let .down(rows): .down(rows)
        case .toStart: .toTop
        case .toEnd: .toBottom
        case .left, .right: nil
        }
    }
}

extension MoveLayout {
    /// A list, or a grid of `columns` columns read in `readingDirection`: the layout a UIKit
    /// or AppKit list whose app sets its `columns` (or not) has.
    package static func columns(_ columns: Int?, readingDirection: ReadingDirection) -> MoveLayout {
        columns.map { .grid(GridMoveLayout(columns: $0, readingDirection: readingDirection)) } ?? .list
    }
}
