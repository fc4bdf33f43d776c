import ILikeToMoveItCore

/// One section of a list in the sections view: its name and its birds, in list order.
struct DemoSection: Hashable, Sendable {
    var name: String
    var birds: [Bird]
}

/// The sections of the demo's lists: the sections' names and which section each bird is in.
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
/// A sectioned move is the list session's, on the sections built from the list (see
/// `DemoList`); `place(_:movedIn:into:returningTo:)` then writes back what changed — that
/// bird's tag, and its place in the list — so no other bird moves in the list.
struct DemoSections: Hashable, Sendable {
    /// The sections' names, in order.
    private(set) var names: [String]
    /// The section of each bird that has one, by identity; a bird without one is in the first.
    private var tags: [Bird.ID: Int] = [:]

    /// The sections of `language` ("To see", "Seen", "Favourites"), each list's birds split
    /// into as many runs as there are sections (the first runs one longer when they do not
    /// divide evenly).
    ///
    /// - Parameters:
    ///   - language: The language of the names.
    ///   - lists: The birds of the lists, split in order.
    init(language: DemoLanguage, splitting lists: [[Bird]]) {
        names = DemoStrings(language: language).sectionNames
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

    /// Gives the sections the names of `language` (the demo's own words), keeping every bird
    /// in its section.
    mutating func rename(for language: DemoLanguage) {
        names = DemoStrings(language: language).sectionNames
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

    /// Writes back into the list a move the core made on its sections: the moved bird takes
    /// the tag of its new section and a place in `birds` just before the bird that now follows
    /// it in its section (or after the one before it, or, alone in its section, after the
    /// birds of the sections above). No other bird moves in the list.
    ///
    /// - Parameters:
    ///   - change: The step's change; anything but a sectioned move writes nothing.
    ///   - moved: The sections as the core left them.
    ///   - birds: The list, changed in place: the moved bird only.
    ///   - position: The position in `birds` to put the moved bird at when that gives the
    ///     sections the core left (an undo or redo puts it back where it was).
    /// - Returns: The moved bird's position in `birds` before the move; `nil` when nothing
    ///   moved.
    mutating func place(
        _ change: MoveStep<Bird.ID>.Change, movedIn moved: [DemoSection], into birds: inout [Bird],
        returningTo position: Int?
    ) -> Int? {
        guard case let .sections(_, _, section, offset) = change else { return nil }
        let landed = moved[section].birds
        let bird = landed[offset]
        guard let old = birds.firstIndex(where: { $0.id == bird.id }) else { return nil }
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
            if sections(of: candidate) == moved { index = position }
        }
        birds.insert(bird, at: index)
        return old
    }
}
