/// What a user asks of a moveable list: always by identity, never by index.
///
/// ``AccessibleMoves`` performs a request against the list as it is at that moment and
/// returns a ``MoveStep``, whose ``MoveStep/inverse`` is the request that takes it back.
///
/// ```swift
/// var moves = AccessibleMoves<Bird, UUID>(label: \.name)
/// let step = moves.perform(.item(crow.id, .up, selection: selection), on: &birds)
/// ```
///
/// A row's action is ``item(_:_:selection:)``, given the list's selection; ``selection(_:_:)``
/// moves a set of items whichever row acted, and ``transfer(_:before:announcement:)``
/// sends an item to another list. Undo performs requests of other kinds, which only the
/// package makes.
public struct MoveRequest<ID: Hashable>: Equatable {
    /// What the request does.
    package typealias Kind = MoveRequestKind

    /// What the request does.
    package let kind: Kind

    package init(_ kind: Kind) {
        self.kind = kind
    }

    /// Moves the item with this identity (the first element with it, if several have it),
    /// or the selection it belongs to: the request for an action the user took on one row.
    ///
    /// Acting on a row that belongs to a selection of several items moves the whole
    /// selection, keeping its order, and focus stays on the row acted on; acting on any other
    /// row moves that row's item alone.
    ///
    /// ```swift
    /// moves.perform(.item(crow.id, .up(3)), on: &birds)
    /// MoveRequest.item(crow.id, .toTop, selection: [crow.id, jay.id]) // crow and jay move
    /// MoveRequest.item(swan.id, .toTop, selection: [crow.id, jay.id]) // swan moves alone
    /// ```
    ///
    /// - Parameters:
    ///   - id: The identity of the item.
    ///   - action: The move asked for.
    ///   - selection: The identities selected in the list; empty (the default) when nothing is.
    /// - Returns: A selection request or an item request.
    /// - Complexity: O(1).
    public static func item(_ id: ID, _ action: AccessibilityMoveAction, selection: Set<ID> = []) -> MoveRequest {
        MoveRequest(.row(MoveKey(id), action, selection: ListSelection(selection)))
    }

    /// Moves the items with these identities together, keeping their order; focus goes to the
    /// first of them (``item(_:_:selection:)`` keeps it on the row acted on).
    ///
    /// The announcement counts the items that changed place: pressed again at an edge, fewer
    /// move ("Moved 3 items up.", then "Moved 2 items up."). A selection of which the list
    /// holds one item moves as that item alone, and is announced so.
    ///
    /// - Parameters:
    ///   - ids: The identities of the items.
    ///   - action: The move asked for.
    /// - Returns: The request.
    public static func selection(_ ids: Set<ID>, _ action: AccessibilityMoveAction) -> MoveRequest {
        MoveRequest(.selection(MoveKey.keys(of: ids), action, focus: nil))
    }

    /// Moves the item from the list to another list, in front of the item `before` there.
    ///
    /// Perform it with ``AccessibleMoves/perform(_:on:other:)``; an item whose identity the
    /// other list already has stays where it is.
    ///
    /// - Parameters:
    ///   - id: The identity of the item to send.
    ///   - before: The identity of the item of the other list it goes in front of; at the end
    ///     when `nil` or not in that list.
    ///   - announcement: What is spoken after the move, already localised.
    /// - Returns: The request.
    public static func transfer(_ id: ID, before: ID?, announcement: String) -> MoveRequest {
        MoveRequest(.transfer(id, MovePlacement(after: nil, before: before, offset: .max), announcement: announcement))
    }

    /// Moves the item with this identity in a grid, told in grid terms ("Moved right. After
    /// Jay.").
    ///
    /// ```swift
    /// // Robin, Jay, Swan / Crow, Wren in three columns
    /// moves.perform(.grid(robin.id, .right, in: GridMoveLayout(columns: 3)), on: &birds)
    /// // birds: Jay, Robin, Swan / Crow, Wren
    /// ```
    ///
    /// Its undo puts the item back after the item that preceded it (else before the one that
    /// followed it, else at its old offset), told in grid terms too. See
    /// <doc:ReorderingGridsAndStacks> for where each action leads.
    ///
    /// - Parameters:
    ///   - id: The identity of the item (the first element with it, if several have it).
    ///   - action: The grid move.
    ///   - layout: The grid's columns or rows and reading direction.
    /// - Returns: The request.
    public static func grid(_ id: ID, _ action: GridMoveAction, in layout: GridMoveLayout) -> MoveRequest {
        MoveRequest(.grid(id, action, layout: layout))
    }

    /// Moves the item with this identity to the bottom of another section of a sectioned
    /// list, as a move to another list puts an item at its end.
    ///
    /// Perform it with ``AccessibleMoves/perform(_:in:items:name:)``, which names the section
    /// in the announcement ("Moved to Done. Below Wren. At bottom."). A section index out of
    /// range, or the item's own section, moves nothing.
    ///
    /// ```swift
    /// moves.perform(.item(crow.id, toSection: 1), in: &shelves, items: \.birds, name: \.title)
    /// ```
    ///
    /// - Parameters:
    ///   - id: The identity of the item (the first element with it, in section order).
    ///   - section: The index of the section, counted from 0 in the order of the sections.
    /// - Returns: The request.
    public static func item(_ id: ID, toSection section: Int) -> MoveRequest {
        MoveRequest(.toSection(id, section))
    }

    /// Puts the item at this offset, clamped into the list, whatever its neighbours.
    package static func place(_ id: ID, at offset: Int) -> MoveRequest {
        MoveRequest(.place(id, MovePlacement(offset: offset)))
    }
}

// Its keys wrap values of `ID` only (the factories and the package's moves make them from
// identities of the list), so a request of `Sendable` identities is `Sendable`.
extension MoveRequest: @unchecked Sendable where ID: Sendable {}

/// What a ``MoveRequest`` does, naming items by ``MoveKey`` whatever the list's identity type.
package indirect enum MoveRequestKind: Equatable {
    // Indirect: each payload is boxed, so a request is one reference, a copy is a retain,
    // and no per-case copying code is compiled for every type that holds a request.
    /// Move the item with this identity; the first element with it, if several have it.
    case item(MoveKey, AccessibilityMoveAction)
    /// Move the items with these identities together, keeping their order; focus stays on
    /// `focus` (the item the user acted on) when it is among them, else on the first.
    case selection(Set<MoveKey>, AccessibilityMoveAction, focus: MoveKey?)
    /// Move the item with this identity in a grid laid out as `layout` says.
    case grid(MoveKey, GridMoveAction, layout: GridMoveLayout)
    /// Put the item with this identity where `placement` says (see ``MovePlacement``): the
    /// inverse of an item move, and a pointer drop.
    case place(MoveKey, MovePlacement)
    /// Put the item with this identity where `placement` says, in a grid, and tell it in
    /// grid terms (the inverse of a grid move, and a pointer drop in a grid).
    case placeInGrid(MoveKey, MovePlacement, layout: GridMoveLayout)
    /// Take out the items of each run and put each run back together where its placement
    /// says, in order; other items stay in their order (the inverse of a selection move).
    /// `focus` is the item to focus afterwards. Items that are gone are skipped.
    case restore([MoveRun], focus: MoveKey?)
    /// Move the item from the list to the other list, where `placement` says there (at the
    /// end when it names no item the other list has and its offset is past the end).
    /// `announcement` is what is spoken.
    case transfer(MoveKey, MovePlacement, announcement: String)
    /// Bring the item from the other list back into the list, where `placement` says (the
    /// inverse of a transfer; nothing is spoken, VoiceOver reads the item it focuses).
    case transferBack(MoveKey, MovePlacement, announcement: String)
    /// Move the item with this identity to the bottom of the section at this index of a
    /// sectioned list.
    case toSection(MoveKey, Int)
    /// Put the item with this identity back into a sectioned list where `placement` says:
    /// after the item that preceded it, else before the one that followed it, whatever
    /// section holds them now; else into the section named `section` (the first with that
    /// name), else the one at `index`, at the placement's offset, both clamped (the inverse
    /// of a move in a sectioned list).
    case placeInSection(MoveKey, MovePlacement, section: String?, index: Int)
}

extension MoveRequestKind {
    /// What a row's action asks (``MoveRequest/item(_:_:selection:)``): the item `key` names
    /// moves, or the selection it belongs to when more than one item is selected; the
    /// selection is made into keys only then.
    package static func row(_ key: MoveKey, _ action: AccessibilityMoveAction, selection: ListSelection) -> MoveRequestKind {
        selection.count > 1 && selection.contains(key) ? .selection(selection.keys, action, focus: key) : .item(key, action)
    }
}
