/// A moveable list and its moves, boxed: what a ``ListSession`` reads and writes, with every
/// item named by a key (``MoveKey``), so that the session, its driver, events and effects are
/// concrete. ``SessionListBox`` is the one box, for every kind of ``SessionList``: with the
/// list kinds and the moves it holds, it is the only code below the public modifiers and
/// their user interface hands that is generic over the app's types.
///
/// A box is made once per list, with the moves that identify its items, and given the list of
/// each new update (``SessionListBox/list``); the session decides through it. Keys of another
/// identity type than the list's name no item: the box finds nothing for them.
///
/// ```swift
/// let list = ItemsList<[Bird], Bird.ID>(get: { birds }, set: { items, _ in birds = items })
/// let box = SessionListBox(list, moves: AccessibleMoves(id: \.id))
/// var session = ListSession()
/// session.decide(.move(.list(.up), on: crow.id), in: box, settings: settings)
/// ```
package protocol ListBox: AnyObject {
    /// The identity type of the list's items, which undo actions are checked against.
    var identityType: ObjectIdentifier { get }

    /// The name of the identity type, for a developer's error message.
    var identityTypeName: String { get }

    /// Whether `key` wraps an identity of the list's type.
    func identifies(_ key: MoveKey) -> Bool

    /// The identity of `element` as a key; `nil` when `element` is not an item of the list's type.
    func key(of element: Any) -> MoveKey?

    /// How many items the list holds (in every section).
    var count: Int { get }

    /// Performs the request a row's chosen move makes on the item `key` names (see
    /// ``SessionList/request(for:on:layout:selection:with:)``) with the label, announcer,
    /// layout and selection of `settings`, writes the list where the app keeps it when
    /// something changed, and returns the request and its step; `nil` when the move asks
    /// nothing of the list.
    func perform(_ move: RowMove, on key: MoveKey, settings: ListSettings) -> (request: ListRequest, step: ListStep)?

    /// Performs `request` on the list as it is now, with the label and announcer of
    /// `settings`, writes the list where the app keeps it when something changed, and returns
    /// the step.
    func perform(_ request: ListRequest, settings: ListSettings) -> ListStep

    /// The step of a request that changed nothing and says nothing.
    var unchanged: ListStep { get }

    /// How many other lists the rows transfer items to.
    var transferCount: Int { get }

    /// Whether a pointer can reorder the list live.
    var reordersLive: Bool { get }

    /// The keys of the items in order (see ``SessionList/identities(with:)``).
    func identities() -> [MoveKey]

    /// The keys of the items section by section (see ``SessionList/rows(with:)``).
    func rows() -> [[MoveKey]]

    /// Shows a pointer drag's live move at once, animated.
    func show(_ move: OffsetMove)

    /// The step of a pointer drop of the item `key` names, for the move the list already
    /// shows, told with the label, announcer and layout of `settings`; nothing for a key of
    /// another identity type.
    func commitDrop(_ key: MoveKey, move: OffsetMove, settings: ListSettings) -> ListStep

    /// The names of the list's sections, in order; `nil` for a list without sections.
    var sectionNames: [String]? { get }

    /// The index of the section holding the item `key` names, for a list that finds it at
    /// once (``SessionList/sectionOfItem``), or from `read`, the index of every item's section,
    /// read from the list when `nil` (and kept there for the next call).
    func section(of key: MoveKey, read: inout [MoveKey: Int]?) -> Int?
}

/// The box of a list of one kind (see ``ListBox``): holds the list of the latest update and
/// the moves that identify its items, and reads and writes the list through them.
package final class SessionListBox<List: SessionList>: ListBox {
    package typealias ID = List.ID

    /// The list as the latest update has it.
    ///
    /// Replacing it while the box writes it (code run by the write, handing the box a new
    /// list before the write returned) stops the app with a message naming the mistake: the
    /// write works on the list in place.
    package var list: List {
        get { stored }
        set {
            precondition(
                !isWriting,
                "A moveable list was handed a new update while it wrote the list: code run by writing the list "
                    + "(a binding's setter, the app's onMove) updated the list before returning.")
            stored = newValue
        }
    }

    // Exclusive access: the list and the moves are read and written in place, without the
    // run-time check (about 170 instructions an access, and no copy of a list or moves, each
    // of whose copies goes through the runtime, their types being generic here). What stands
    // in for the check: the box is written only while its session decides, and read only
    // through the session, whose every access a driver checks (`ListSessionDriver.withSession`),
    // so code run by a write that reaches the box again through the driver stops there; and
    // ``list``'s setter, the one way in besides, stops while a write lasts (``isWriting``).

    /// The list, stored.
    @exclusivity(unchecked) private var stored: List
    /// Whether a request or a live move is writing ``stored``.
    @exclusivity(unchecked) private var isWriting = false
    /// The moves of the list: how items are identified, its label, its announcer and the
    /// moved-item hint.
    @exclusivity(unchecked) package private(set) var moves: AccessibleMoves<List.Element, ID>

    /// The box of `list`, whose items `moves` identifies: made with
    /// ``AccessibleMoves/init(id:label:announcer:)`` where an item keeps its identity in a
    /// stored property of a struct (or is its own identity, `\.self`), the moves read it there,
    /// which finds an item several times faster than reading it through a function for each
    /// item (see `Benchmarks/README.md`).
    package init(_ list: List, moves: AccessibleMoves<List.Element, ID>) {
        stored = list
        self.moves = moves
    }

    package var identityType: ObjectIdentifier { ObjectIdentifier(ID.self) }

    package var identityTypeName: String { "\(ID.self)" }

    package func identifies(_ key: MoveKey) -> Bool { key.holds(ID.self) }

    package func key(of element: Any) -> MoveKey? {
        (element as? List.Element).map { MoveKey(moves.identify($0)) }
    }

    package var count: Int { stored.count }

    package func perform(_ move: RowMove, on key: MoveKey, settings: ListSettings) -> (request: ListRequest, step: ListStep)? {
        writing { list, moves in
            Self.adopt(settings, in: &moves)
            guard let request = list.request(
                for: move, on: key, layout: settings.layout, selection: settings.selection, with: moves)
            else { return nil }
            return (request, list.perform(request, with: &moves))
        }
    }

    package func perform(_ request: ListRequest, settings: ListSettings) -> ListStep {
        writing { list, moves in
            Self.adopt(settings, in: &moves)
            return list.perform(request, with: &moves)
        }
    }

    /// Runs `body` on the list and the moves in place, as the one write under way (see
    /// ``list``). (In place, handed over `inout`: a read of a class's stored property handed
    /// to a call is a copy.)
    @inline(__always)
    private func writing<Result>(_ body: (inout List, inout AccessibleMoves<List.Element, ID>) -> Result) -> Result {
        isWriting = true
        defer { isWriting = false }
        return body(&stored, &moves)
    }

    /// Gives `moves` the label and announcer of `settings`.
    @inline(__always)
    private static func adopt(_ settings: ListSettings, in moves: inout AccessibleMoves<List.Element, ID>) {
        // Set only when it changed: the label's cast and setter look types up in the runtime.
        if moves.label !== settings.label { moves.label = settings.label as? KeyPath<List.Element, String> }
        moves.announcer = settings.announcer
    }

    package var unchanged: ListStep { moves.unchanged }

    package var transferCount: Int { stored.transferCount }

    package var reordersLive: Bool { stored.reordersLive }

    package func identities() -> [MoveKey] {
        MoveKey.keys(of: stored.identities(with: moves))
    }

    package func rows() -> [[MoveKey]] {
        stored.rows(with: moves).map { MoveKey.keys(of: $0) }
    }

    package func show(_ move: OffsetMove) {
        writing { list, _ in list.show(move) }
    }

    package func commitDrop(_ key: MoveKey, move: OffsetMove, settings: ListSettings) -> ListStep {
        guard let id = key.identity(as: ID.self) else { return moves.unchanged }
        return writing { list, moves in
            Self.adopt(settings, in: &moves)
            return list.commitDrop(id, move: move, in: settings.layout, with: moves)
        }
    }

    package var sectionNames: [String]? { stored.sectionNames }

    package func section(of key: MoveKey, read: inout [MoveKey: Int]?) -> Int? {
        guard stored.sectionNames != nil, let id = key.identity(as: ID.self) else { return nil }
        if let find = stored.sectionOfItem { return find(id) }
        if read == nil {
            var sections: [MoveKey: Int] = [:]
            for (id, section) in stored.sectionIndices(with: moves) { sections[MoveKey(id)] = section }
            read = sections
        }
        return read?[key]
    }
}

extension SessionListBox {
    /// The box a user interface hands its driver with a new update's `list`: the one in
    /// `box`, given `list`, or, at the first update, a new one with `moves`, stored in `box`.
    package static func update(
        _ box: inout SessionListBox?, with list: List, moves: @autoclosure () -> AccessibleMoves<List.Element, ID>
    ) -> SessionListBox {
        if let box {
            box.list = list
            return box
        }
        let made = SessionListBox(list, moves: moves())
        box = made
        return made
    }
}
