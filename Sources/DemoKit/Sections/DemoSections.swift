import ILikeToMoveItCore

/// One section of a list in the sections view: its name and its birds, in list order.
struct DemoSection: Hashable, Sendable {
    var name: String
    var birds: [Bird]
}

/// The sections view of the demo: the sections' names, which section
/// each bird is in, and the sectioned moves of both lists.
///
/// The model: **a section is a tag on a bird**, kept here by the bird's identity. The lists
/// stay the demo's two lists of birds; the sections view shows the focused list grouped by
/// tag, in list order within each section (`sections(of:)`, a stable partition). So the
/// sectioned view is a view of the same list: every bird of the list is in exactly one
/// section, whatever happened to the list, and none can be lost or duplicated. A bird keeps
/// its section when it goes to the other list (both lists have the same sections); a new bird
/// has none and shows in the first section ("To see"). Moves in the list view reorder the
/// list and never change a bird's section.
///
/// A sectioned move is the core's: `AccessibleMoves.perform(_:in:items:name:)` on the
/// sections built from the list. The core moves one bird; the demo then writes back what
/// changed — that bird's tag, and its place in the list, just before the bird that now
/// follows it in its section (or after the one before it, or, alone in its section, after
/// the birds of the sections above) — so no other bird moves in the list.
///
/// This is the one file of the demo that calls the core's sections API:
/// `AccessibleMoves.perform(_:in:items:name:)`, `MoveLayout.sectionMenu(rowActions:sectionCount:section:)`,
/// `MoveLayout.sectionRequest(for:on:)`, `sectionIndices(items:identify:)` and
/// `MoveStrings.sectionActionName(_:)`. The demo decides no move itself.
struct DemoSections {
    /// The sections' names, in order.
    let names: [String]
    /// The section of each bird that has one, by identity; a bird without one is in the first.
    private var tags: [Bird.ID: Int] = [:]
    private var leftMoves: AccessibleMoves<Bird, Bird.ID>
    private var rightMoves: AccessibleMoves<Bird, Bird.ID>
    private let strings: MoveStrings

    /// The sections of `language` ("To see", "Seen", "Favourites"), each list's birds split
    /// into as many runs as there are sections (the first runs one longer when they do not
    /// divide evenly).
    ///
    /// - Parameters:
    ///   - language: The language of the names and announcements.
    ///   - lists: The birds of the lists, split in order.
    init(language: DemoLanguage, splitting lists: [[Bird]]) {
        names = DemoStrings(language: language).sectionNames
        strings = .forLanguage(language.rawValue)
        let announcer = MoveAnnouncer(strings: strings)
        leftMoves = AccessibleMoves(label: \.name, announcer: announcer)
        rightMoves = AccessibleMoves(label: \.name, announcer: announcer)
        for birds in lists {
            let size = birds.count / names.count, longer = birds.count % names.count
            var offset = 0
            for section in names.indices {
                let count = size + (section < longer ? 1 : 0)
                for bird in birds[offset..<(offset + count)] { tags[bird.id] = section }
                offset += count
            }
        }
    }

    /// The section a bird is in: its tag, or the first section.
    func section(of id: Bird.ID) -> Int {
        min(max(tags[id] ?? 0, 0), names.count - 1)
    }

    /// The sections of a list: each bird in the section of its tag, in list order.
    ///
    /// - Complexity: O(*n* + *s*).
    func sections(of birds: [Bird]) -> [DemoSection] {
        var sections = names.map { DemoSection(name: $0, birds: []) }
        for bird in birds { sections[section(of: bird.id)].birds.append(bird) }
        return sections
    }

    /// The birds of a list in the order the sections view shows them: section by section.
    func rows(of birds: [Bird]) -> [Bird] {
        sections(of: birds).flatMap(\.birds)
    }

    /// Performs a request on the list `side` as a sectioned list.
    ///
    /// - Parameters:
    ///   - request: What to do (`.item(_:_:selection:)`, `.item(_:toSection:)`, or an inverse).
    ///   - birds: The list, changed in place: the moved bird only.
    ///   - side: Which list, for its moves.
    ///   - preferring: The position in `birds` to put the moved bird at when that gives the
    ///     sections the core left (an undo or redo puts it back where it was); otherwise it
    ///     goes next to its new neighbours in its section.
    /// - Returns: The core's step: the bird to focus, what to say, and the inverse.
    mutating func perform(
        _ request: MoveRequest<Bird.ID>, on birds: inout [Bird], side: ListSide, preferring position: Int? = nil
    ) -> MoveStep<Bird.ID> {
        var sections = sections(of: birds)
        let step = side == .left
            ? leftMoves.perform(request, in: &sections, items: \.birds, name: \.name)
            : rightMoves.perform(request, in: &sections, items: \.birds, name: \.name)
        guard case let .sections(_, _, section, offset) = step.change else { return step }
        let landed = sections[section].birds
        let bird = landed[offset]
        guard let old = birds.firstIndex(where: { $0.id == bird.id }) else { return step }
        birds.remove(at: old)
        tags[bird.id] = section
        var index: Int
        if offset + 1 < landed.count, let next = birds.firstIndex(where: { $0.id == landed[offset + 1].id }) {
            index = next
        } else if offset > 0, let previous = birds.firstIndex(where: { $0.id == landed[offset - 1].id }) {
            index = previous + 1
        } else {
            index = (birds.lastIndex { self.section(of: $0.id) < section }).map { $0 + 1 } ?? 0
        }
        if let position, position != index, birds.indices.contains(position) || position == birds.count {
            var candidate = birds
            candidate.insert(bird, at: position)
            if self.sections(of: candidate) == sections { index = position }
        }
        birds.insert(bird, at: index)
        return step
    }

    /// The moves the actions menu offers for the bird `id` of `birds`, as the core's
    /// `MoveLayout` lists them for a row of a sectioned list: the row's actions, then "Move
    /// to <section>" for each other section.
    func menu(rowActions: [AccessibilityMoveAction], for id: Bird.ID, in birds: [Bird]) -> [RowMove] {
        let section = sections(of: birds).sectionIndices(items: \.birds, identify: \.id)[id]
        return MoveLayout.sectionMenu(rowActions: rowActions, sectionCount: names.count, section: section)
    }

    /// The request a menu entry makes for the bird `id`, from the core.
    static func request(for move: RowMove, on id: Bird.ID) -> MoveRequest<Bird.ID>? {
        MoveLayout.sectionRequest(for: move, on: id)
    }

    /// The localised name of a menu entry: the core's action name, or "Move to Seen".
    func name(of move: RowMove, language: DemoLanguage) -> String {
        switch move {
        case .list(let action): action.name(language: language.rawValue)
        case .grid(let action): action.name(language: language.rawValue)
        case .transfer(let section): strings.sectionActionName(names.indices.contains(section) ? names[section] : "")
        }
    }
}
