/// An arrow key, as a keyboard handler reports it.
package enum MoveArrowKey: Hashable, Sendable, CaseIterable {
    case up
    case down
    case left
    case right
}

/// The modifier keys held with an arrow key.
package struct MoveKeyModifiers: OptionSet, Hashable, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// ⇧
    package static let shift = Self(rawValue: 1 << 0)
    /// ⌃
    package static let control = Self(rawValue: 1 << 1)
    /// ⌥
    package static let option = Self(rawValue: 1 << 2)
    /// ⌘
    package static let command = Self(rawValue: 1 << 3)
}

/// How a reorderable container lays out its items, as far as keyboard moves care.
package enum ReorderLayout: Hashable, Sendable {
    /// One column, first item on top: `List`, `VStack`, `LazyVStack`, a vertical `ScrollView`.
    case vertical
    /// One row in the given reading direction: `HStack`, `LazyHStack`, a horizontal
    /// `ScrollView`. Moves are those of a grid of one row, so they are named left and right.
    case horizontal(ReadingDirection)
    /// Rows or columns of items: `LazyVGrid`, `LazyHGrid` and the like.
    case grid(GridMoveLayout)
}

/// The move a key press asks for: a list action or a grid action in its grid.
package enum KeyboardMove: Hashable, Sendable {
    /// A move in a vertical list.
    case list(AccessibilityMoveAction)
    /// A move in a grid (a horizontal stack is a grid of one row).
    case grid(GridMoveAction, in: GridMoveLayout)
}

extension ReorderLayout {
    /// The move that an arrow key with modifiers asks for in this layout, if any.
    ///
    /// The shortcut is ⌥⌘ with an arrow key to move the focused item by one place (one row for
    /// up and down in a grid), and ⌥⌘⇧ with an arrow key to move it to the edge the arrow
    /// points to. Any other modifiers (none, ⌃, ⌥ or ⌘ alone…) ask for nothing, so plain
    /// arrows keep moving focus and text editing keeps its shortcuts.
    ///
    /// | Layout | ↑ | ↓ | ← | → |
    /// |---|---|---|---|---|
    /// | vertical | up | down | – | – |
    /// | horizontal | – | – | left | right |
    /// | grid | up a row | down a row | left | right |
    ///
    /// With ⇧: up and down go to the top and bottom of a list, to the start and end of a grid;
    /// left goes to the start when rows read left to right and to the end when they read right
    /// to left, and right the other way round. Left and right stay screen directions: a grid
    /// action resolves them against the reading direction when it runs.
    ///
    /// - Parameters:
    ///   - key: The arrow key.
    ///   - modifiers: The modifier keys held.
    /// - Returns: The move, or `nil` when the key press is not a move shortcut here.
    /// - Complexity: O(1).
    package func keyboardMove(for key: MoveArrowKey, modifiers: MoveKeyModifiers) -> KeyboardMove? {
        let toEdge: Bool
        switch modifiers {
        case [.option, .command]: toEdge = false
        case [.option, .command, .shift]: toEdge = true
        default: return nil
        }
        switch self {
        case .vertical:
            switch key {
            case .up: return .list(toEdge ? .toTop : .up)
            case .down: return .list(toEdge ? .toBottom : .down)
            case .left, .right: return nil
            }
        case .horizontal(let direction):
            guard key == .left || key == .right else { return nil }
            let row = GridMoveLayout(columns: .max, readingDirection: direction)
            return .grid(Self.gridAction(for: key, toEdge: toEdge, direction: direction), in: row)
        case .grid(let layout):
            return .grid(Self.gridAction(for: key, toEdge: toEdge, direction: layout.readingDirection), in: layout)
        }
    }

    private static func gridAction(for key: MoveArrowKey, toEdge: Bool, direction: ReadingDirection) -> GridMoveAction {
        let leftIsStart = direction == .leftToRight
        switch key {
        case .up: return toEdge ? .toStart : .up
        case .down: return toEdge ? .toEnd : .down
        case .left: return toEdge ? (leftIsStart ? .toStart : .toEnd) : .left
        case .right: return toEdge ? (leftIsStart ? .toEnd : .toStart) : .right
        }
    }
}
