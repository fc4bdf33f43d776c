import ILikeToMoveItCore

/// One of the demo's lists as the core's `ListSession` reads and writes it: a copy of the
/// demo's storage — the list's birds, the other list (where "Move to the other list" sends a
/// bird) and each bird's section — that the session changes in place and the demo stores back.
///
/// The demo builds one for each event from its own state (`DemoState.list(_:_:)`), boxes it
/// for `ListSession.decide(_:in:settings:)`, and takes the birds, the other list and the
/// sections back from the box (`DemoState.store(_:on:)`). Nothing is shared between events: a
/// `DemoState` stays a value that tests copy.
///
/// It decides nothing the session decides: which request a row's move makes comes from the
/// core's `MoveLayout` (the list or grid layout of the settings) or
/// `MoveLayout.sectionRequest(for:on:)`, and every request is performed by the box's
/// `AccessibleMoves`. What is its own is where the result is written: in the sections view,
/// the moved bird's section tag and its place in the flat list (see `DemoSections`).
struct DemoList: SessionList {
    typealias Element = Bird
    typealias ID = Bird.ID

    /// How the session's requests reach the birds.
    enum Shape: Hashable, Sendable {
        /// One list, shown as a list or a grid: its rows move within it and to the other list
        /// (the list's one transfer).
        case flat
        /// The list in its sections: its rows move within and across sections, and to the
        /// bottom of another section (the list's transfers are its sections, as a sectioned
        /// list's are in the core). `returningTo` is the position in the list a moved bird
        /// goes back to when that keeps the sections the move left: what an undo or redo of a
        /// sectioned move carries, so that it puts the bird back where it was in the list.
        case sections(returningTo: Int?)
    }

    /// The list's birds, in order.
    private(set) var birds: [Bird]
    /// The other list.
    private(set) var other: [Bird]
    /// The sections of both lists.
    private(set) var sections: DemoSections
    /// How requests reach the birds.
    let shape: Shape
    /// Where the bird of the latest sectioned move was in the list before it; `nil` when the
    /// latest request moved no bird through the sections.
    private(set) var movedFrom: Int?
    /// Which list the other list is, and the words for a bird sent there.
    private let otherSide: ListSide
    private let strings: DemoStrings

    /// The list `birds`, with `other` as where its transfer goes (the list `otherSide`).
    init(
        birds: [Bird], other: [Bird], otherSide: ListSide, sections: DemoSections, shape: Shape, strings: DemoStrings
    ) {
        self.birds = birds
        self.other = other
        self.otherSide = otherSide
        self.sections = sections
        self.shape = shape
        self.strings = strings
    }

    var count: Int { birds.count }

    func request(
        for move: RowMove, on key: MoveKey, layout: MoveLayout, selection: ListSelection,
        with moves: AccessibleMoves<Bird, Bird.ID>
    ) -> ListRequest? {
        if case .sections = shape {
            return MoveLayout.sectionRequest(for: move, on: key)
        }
        guard case let .transfer(index) = move else {
            return layout.request(for: move, on: key, selection: selection)
        }
        guard index == 0, let id = key.identity(as: Bird.ID.self), let bird = birds.first(where: { $0.id == id }) else {
            return nil
        }
        // To the end of the other list, as "Move to <section>" goes to the bottom of a section.
        let text = strings.movedToOtherList(bird.name, to: otherSide)
        return ListRequest(.transfer(id, before: nil, announcement: text), transfer: 0)
    }

    mutating func perform(_ request: ListRequest, with moves: inout AccessibleMoves<Bird, Bird.ID>) -> ListStep {
        movedFrom = nil
        switch shape {
        case .flat:
            guard request.transfer == nil || request.transfer == 0 else { return moves.unchanged }
            return moves.step(request.kind, on: &birds, other: &other)
        case let .sections(position):
            var moved = sections.sections(of: birds)
            let step = moves.step(request.kind, in: &moved, items: \.birds, name: \.name)
            movedFrom = sections.place(step.change, movedIn: moved, into: &birds, returningTo: position)
            return step
        }
    }

    var transferCount: Int {
        if case .flat = shape { 1 } else { 0 }
    }

    var sectionNames: [String]? {
        if case .sections = shape { sections.names } else { nil }
    }

    func sectionIndices(with moves: AccessibleMoves<Bird, Bird.ID>) -> [Bird.ID: Int] {
        guard case .sections = shape else { return [:] }
        return sections.sections(of: birds).sectionIndices(items: \.birds, identify: \.id)
    }
}
