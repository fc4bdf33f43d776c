import ILikeToMoveItCore

/// The grid view of the demo: how many columns, which way rows read, and the moves of each
/// list as a grid.
///
/// This is the one file of the demo that calls the core's grid API: `GridMoveLayout`,
/// `GridMoveAction` (its names and `destination(from:count:in:)`),
/// `MoveRequest.grid(_:_:in:)` performed by `AccessibleMoves`, the menu
/// `MoveLayout.menu(rowActions:itemCount:transferCount:)` and the keyboard mapping
/// `MoveLayout.keyboardMove(for:modifiers:itemCount:)`. If the core renames one of them,
/// this file is what changes. The demo decides no move itself: where a bird goes, what is said, how the
/// move is undone and which arrow moves what all come from the core.
struct DemoGrid {
    /// The numbers of columns the grid offers.
    static let columnRange = 1...6
    /// The number of columns when none is asked for.
    static let defaultColumns = 3

    /// The number of columns, in `columnRange`.
    private(set) var columns: Int
    /// Which way rows read; right to left swaps what left and right do.
    private(set) var readingDirection: ReadingDirection = .leftToRight
    /// The grid moves of each list. Their announcer adds the bird's row and column ("Row 2,
    /// column 3."), which matters more in a grid than in a list.
    private var leftMoves: AccessibleMoves<Bird, Bird.ID>
    private var rightMoves: AccessibleMoves<Bird, Bird.ID>

    /// A grid of `columns` columns (clamped to `columnRange`) whose moves speak `language`.
    init(columns: Int = defaultColumns, rightToLeft: Bool = false, language: DemoLanguage) {
        self.columns = min(max(columns, Self.columnRange.lowerBound), Self.columnRange.upperBound)
        self.readingDirection = rightToLeft ? .rightToLeft : .leftToRight
        let announcer = MoveAnnouncer(strings: .forLanguage(language.rawValue), includesPosition: true)
        leftMoves = AccessibleMoves(label: \.name, announcer: announcer)
        rightMoves = AccessibleMoves(label: \.name, announcer: announcer)
    }

    /// Whether rows read from right to left.
    var isRightToLeft: Bool { readingDirection == .rightToLeft }

    /// The core's description of the grid.
    var layout: GridMoveLayout { GridMoveLayout(columns: columns, readingDirection: readingDirection) }

    /// Sets the number of columns, clamped to `columnRange` (a key press can ask for one too
    /// many).
    mutating func setColumns(_ count: Int) {
        columns = min(max(count, Self.columnRange.lowerBound), Self.columnRange.upperBound)
    }

    mutating func setRightToLeft(_ rightToLeft: Bool) {
        readingDirection = rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Moves the bird with `id` in `birds` (the list `side`) as the core decides.
    ///
    /// - Returns: The core's step: the change, the bird to focus, the announcement and the
    ///   inverse to record for undo.
    mutating func perform(_ action: GridMoveAction, on id: Bird.ID, in birds: inout [Bird], side: ListSide) -> MoveStep<Bird.ID> {
        switch side {
        case .left: leftMoves.perform(.grid(id, action, in: layout), on: &birds)
        case .right: rightMoves.perform(.grid(id, action, in: layout), on: &birds)
        }
    }

    /// Performs a recorded request (an undo or redo entry) on `birds` (the list `side`, with
    /// `other` as where transfers go), told in grid terms: the core's
    /// `MoveRequest.expressed(in:)` turns the place of a list move into a grid place.
    mutating func replay(
        _ request: MoveRequest<Bird.ID>, in birds: inout [Bird], other: inout [Bird], side: ListSide
    ) -> MoveStep<Bird.ID> {
        let request = request.expressed(in: layout)
        return switch side {
        case .left: leftMoves.perform(request, on: &birds, other: &other)
        case .right: rightMoves.perform(request, on: &birds, other: &other)
        }
    }

    /// Where focus goes from the bird at `offset` when an arrow key is pressed: the cell a
    /// one-step grid move in that direction would lead to, so focus and moves agree, also
    /// right to left and at a short last row.
    ///
    /// - Returns: The offset to focus; `offset` itself when the list is empty.
    func focusTarget(from offset: Int, count: Int, arrow: ArrowKey) -> Int {
        guard count > 0 else { return offset }
        let offset = min(max(offset, 0), count - 1)
        return Self.action(for: arrow).targetOffset(from: offset, count: count, in: layout)
    }

    /// The one-place (one-row) grid move in an arrow's direction.
    static func action(for arrow: ArrowKey) -> GridMoveAction {
        switch arrow {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        }
    }

    /// The grid move that a list move's key or script command stands for in the grid view:
    /// up and down by rows, top and bottom as start and end.
    static func action(for listAction: AccessibilityMoveAction) -> GridMoveAction {
        switch listAction {
        case .up(let rows): .up(rows: rows)
        case .down(let rows): .down(rows: rows)
        case .toTop: .toStart
        case .toBottom: .toEnd
        }
    }

    /// What an arrow key with terminal modifiers asks for, decided by the core's keyboard
    /// mapping (the one the SwiftUI rows and cells use).
    ///
    /// The app's shortcut is ⌥⌘ with an arrow (⌥⌘⇧ to the edge), and ⌘ never reaches a
    /// terminal, so the terminal's Alt stands for ⌥⌘: Alt+arrow moves one place (one row),
    /// Alt+Shift+arrow to the edge. Shift, Ctrl and Meta are passed on as ⇧, ⌃ and ⌘, so
    /// Ctrl+Alt+arrow is no move, as in an app.
    ///
    /// - Parameters:
    ///   - arrow: The arrow key.
    ///   - modifiers: The modifiers the terminal reported.
    ///   - inGrid: Whether the grid view is shown (else the layout is a vertical list).
    ///   - itemCount: How many birds the focused list holds: a grid whose birds fit in one
    ///     row or column takes only the arrows along it, as the core decides.
    /// - Returns: `.gridMove` or `.move`, or nil when the keys are no move shortcut.
    func keyboardAction(for arrow: ArrowKey, modifiers: KeyModifiers, inGrid: Bool, itemCount: Int) -> DemoAction? {
        var chord: MoveKeyModifiers = []
        if modifiers.contains(.alt) { chord.formUnion([.option, .command]) }
        if modifiers.contains(.shift) { chord.insert(.shift) }
        if modifiers.contains(.control) { chord.insert(.control) }
        if modifiers.contains(.meta) { chord.insert(.command) }
        let key: MoveArrowKey = switch arrow {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        }
        let container: MoveLayout = inGrid ? .grid(layout) : .list
        return switch container.keyboardMove(for: key, modifiers: chord, itemCount: itemCount) {
        case .list(let action)?: .move(action)
        case .grid(let action)?: .gridMove(action)
        case .transfer?, nil: nil
        }
    }

    /// The grid moves of the actions menu, in order, as the core's `MoveLayout` lists them
    /// for a cell given the default actions: the six grid moves, or only the moves along the
    /// line when the birds fit in one row or one column.
    func menuMoves(itemCount: Int) -> [GridMoveAction] {
        MoveLayout.grid(layout).menu(rowActions: [.up, .down, .toTop, .toBottom], itemCount: itemCount, transferCount: 0)
            .compactMap { move in
                if case .grid(let action) = move { action } else { nil }
            }
    }

    /// The localised name of a grid move, from the core.
    static func name(of action: GridMoveAction, language: DemoLanguage) -> String {
        action.name(language: language.rawValue)
    }

    /// The zero-based row and column, in reading order, of the bird at `offset`.
    func cell(of offset: Int) -> (row: Int, column: Int) {
        (offset / columns, offset % columns)
    }
}
