/// Where a moveable list's items live and how a ``ListSession`` reads and writes them: the one
/// thing that differs between a list kept in a binding, a list the app reorders itself
/// (`onMove`'s shape) and a list grouped in sections. Grids are lists with a grid layout.
///
/// A user interface builds one with every update, from the values that update has (a
/// binding, the app's collection and closure), and puts it in the list's box
/// (``SessionListBox``), which the session reads and writes with each event; so an event, an
/// undo included, always runs on the list as it is then. The box is the only place the list's
/// type is known below the public modifiers: the session and its driver are concrete.
///
/// Conforming types decide nothing the session decides: they perform a request with the
/// box's ``AccessibleMoves`` and write the result where the app keeps it.
package protocol SessionList<ID> {
    /// An item of the list.
    associatedtype Element
    /// How the list identifies an item.
    associatedtype ID: Hashable

    /// How many items the list holds (in every section), for the shape rows draw.
    var count: Int { get }

    /// The request a row's chosen move makes for the item with identity `id`, or `nil` when
    /// the move asks nothing of this list (left or right in a list; a transfer to a list
    /// that is not there).
    ///
    /// - Parameters:
    ///   - move: The move chosen from the row's menu or by a key.
    ///   - key: The row's item, as a key (its identity has the list's identity type).
    ///   - layout: How the list is laid out now.
    ///   - selection: The identities selected in the list now.
    ///   - moves: The session's moves, which read identities.
    func request(
        for move: RowMove, on key: MoveKey, layout: MoveLayout, selection: ListSelection,
        with moves: AccessibleMoves<Element, ID>
    ) -> ListRequest?

    /// Performs `request` with `moves` on the list as it is now, writes the list where the
    /// app keeps it when something changed, and returns the step.
    mutating func perform(_ request: ListRequest, with moves: inout AccessibleMoves<Element, ID>) -> ListStep

    /// How many other lists the rows transfer items to.
    var transferCount: Int { get }

    /// Whether a pointer can reorder the list live (`false`: its rows are not draggable).
    var reordersLive: Bool { get }

    /// The identities of the items in order, for pointer reordering and the list's own drags
    /// in edit mode (``ListEvent/reorder(_:to:)``); empty for a list that has neither.
    func identities(with moves: AccessibleMoves<Element, ID>) -> [ID]

    /// The identities of the items section by section, in order (one array for a list without
    /// sections): the rows an edit-mode move counts (``ListEvent/moveRow(from:to:)``). By
    /// default ``identities(with:)``, as one section.
    func rows(with moves: AccessibleMoves<Element, ID>) -> [[ID]]

    /// Shows a pointer drag's live move at once, animated; nothing for a list that does not
    /// reorder live.
    mutating func show(_ move: OffsetMove)

    /// The step of a pointer drop, for the move the list already shows (see
    /// ``AccessibleMoves/commitDrop(_:move:in:shownIn:)``).
    func commitDrop(_ id: ID, move: OffsetMove, in layout: MoveLayout, with moves: AccessibleMoves<Element, ID>) -> ListStep

    /// The names of the list's sections, in order; `nil` for a list without sections.
    var sectionNames: [String]? { get }

    /// For each identity, the index of the section that holds it (the first, when several
    /// do); empty for a list without sections.
    func sectionIndices(with moves: AccessibleMoves<Element, ID>) -> [ID: Int]

    /// Finds the index of the section holding an item at once, for a list whose storage can
    /// tell (a data source that looks identities up); `nil` for a list the session reads with
    /// ``sectionIndices(with:)`` once per update.
    var sectionOfItem: ((ID) -> Int?)? { get }
}

extension SessionList {
    package var transferCount: Int { 0 }
    package var reordersLive: Bool { false }
    package func identities(with moves: AccessibleMoves<Element, ID>) -> [ID] { [] }
    package func rows(with moves: AccessibleMoves<Element, ID>) -> [[ID]] { [identities(with: moves)] }
    package mutating func show(_ move: OffsetMove) {}
    package func commitDrop(
        _ id: ID, move: OffsetMove, in layout: MoveLayout, with moves: AccessibleMoves<Element, ID>
    ) -> ListStep {
        moves.unchanged
    }
    package var sectionNames: [String]? { nil }
    package func sectionIndices(with moves: AccessibleMoves<Element, ID>) -> [ID: Int] { [:] }
    package var sectionOfItem: ((ID) -> Int?)? { nil }
}

/// A request to a moveable list and which list it goes to: the list itself, or one of the
/// other lists its rows transfer items to. What an undo action carries. Its items are named by
/// keys, so it is the same type for every list.
package struct ListRequest: Equatable {
    /// What to do.
    package var kind: MoveRequestKind
    /// The index of the other list a transfer goes to (and its undo comes back from), among
    /// the list's transfers; `nil` for a request on the list alone.
    package var transfer: Int?

    package init(_ kind: MoveRequestKind, transfer: Int? = nil) {
        self.kind = kind
        self.transfer = transfer
    }

    package init<ID>(_ request: MoveRequest<ID>, transfer: Int? = nil) {
        self.init(request.kind, transfer: transfer)
    }
}

extension AccessibleMoves {
    /// The step of a request that changed nothing and says nothing.
    package var unchanged: ListStep {
        ListStep(change: .none, focus: nil, announcement: .given(""), inverse: nil, announcer: announcer)
    }
}
