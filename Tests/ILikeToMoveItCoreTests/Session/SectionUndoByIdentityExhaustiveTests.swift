import Foundation
@testable import ILikeToMoveItCore
import Testing

/// Undo by identity in sectioned lists, exhaustively in the small: every sequence of up to three
/// events (a row's move up, down, to the top or bottom of its section, across a section's edge
/// or to another section; a row dragged in edit mode and handed over, within its section or
/// into another; undo; redo; the app inserting, removing or reordering items, moving
/// one to another section, inserting or removing a whole section) on up to three sections of up
/// to four items in all. Each sequence is driven through the real `ListSessionDriver` and undo
/// manager over both forms of a sectioned list, the nested ``SectionsList`` and the flat
/// ``FlatSectionsList``, and checked after each event against ``SectionUndoModel``, which spells
/// the rule out with plain array operations.
///
/// Sequences are explored by ``EventExploration``, three events deep, from fewer lists in
/// ordinary runs than in `.ci/run` (see ``starts``).
@MainActor
@Suite struct SectionUndoByIdentityExhaustiveTests {
    enum Event: Hashable, CustomStringConvertible {
        /// A row's action: up and down go one place through the sections, to top and to
        /// bottom stay in the item's section.
        case move(Int, AccessibilityMoveAction)
        /// A row's "Move to <section>", by the section's index.
        case toSection(Int, Int)
        /// A row dragged in edit mode from one place to another (where it stands once moved),
        /// handed over by its list.
        case drag(from: RowPlace, to: RowPlace)
        case undo, redo
        /// The app inserts a new item into a section at an offset.
        case insert(section: Int, at: Int)
        /// The app removes the item with this identity.
        case remove(Int)
        /// The app moves a section's last item to its top (its own `onMove`, a sort).
        case reorder(section: Int)
        /// The app moves an item to the top of another section (it sets the item's status).
        case carry(Int, toSection: Int)
        /// The app inserts an empty section at an index, with a name no section had.
        case insertSection(at: Int)
        /// The app removes the section at an index, with its items.
        case removeSection(Int)

        var description: String {
            switch self {
            case let .move(id, action): "move \(id) \(action)"
            case let .toSection(id, section): "move \(id) to section \(section)"
            case let .drag(from, to): "drag \(from.section).\(from.row)→\(to.section).\(to.row)"
            case .undo: "undo"
            case .redo: "redo"
            case let .insert(section, offset): "insert in section \(section) at \(offset)"
            case let .remove(id): "remove \(id)"
            case let .reorder(section): "reorder section \(section)"
            case let .carry(id, section): "carry \(id) to section \(section)"
            case let .insertSection(index): "insert section at \(index)"
            case let .removeSection(index): "remove section \(index)"
            }
        }
    }

    static let maxItems = 4
    nonisolated static let maxSections = 3

    /// The events worth trying on a model state: each item's row moves and moves to each
    /// other section, the first row of each section dragged to its bottom and to the top of
    /// the next section, undo, redo, and the app's edits.
    static func events(for model: SectionUndoModel) -> [Event] {
        let sections = model.sections
        var events: [Event] = [.undo, .redo]
        for (index, section) in sections.enumerated() {
            for bird in section.birds {
                events += AccessibilityMoveAction.standard.map { .move(bird.id, $0) }
                events += sections.indices.filter { $0 != index }.map { .toSection(bird.id, $0) }
            }
        }
        for (index, section) in sections.enumerated() where !section.birds.isEmpty {
            let first = RowPlace(section: index, row: 0)
            if section.birds.count >= 2 { events.append(.drag(from: first, to: RowPlace(section: index, row: section.birds.count - 1))) }
            if index + 1 < sections.count { events.append(.drag(from: first, to: RowPlace(section: index + 1, row: 0))) }
        }
        if model.count < maxItems {
            for (index, section) in sections.enumerated() {
                events += Set([0, section.birds.count]).sorted().map { .insert(section: index, at: $0) }
            }
        }
        for (index, section) in sections.enumerated() {
            events += section.birds.map { .remove($0.id) }
            if section.birds.count >= 2 { events.append(.reorder(section: index)) }
            if sections.count >= 2 { events += section.birds.map { .carry($0.id, toSection: (index + 1) % sections.count) } }
        }
        if sections.count < maxSections { events += [.insertSection(at: 0), .insertSection(at: 1)] }
        if sections.count >= 2 { events += sections.indices.map(Event.removeSection) }
        return events
    }

    /// Carries `events` out on new lists of sections of birds (nested and flat) through their
    /// sessions, checking the sections and the undo managers against the model after each.
    static func replay(_ events: [Event], from start: [BirdSection]) -> SectionUndoModel? {
        var model = SectionUndoModel(sections: start)
        let nested = ShelvesFixture(start)
        let flat = FlatShelvesFixture(start)
        for (index, event) in events.enumerated() {
            switch event {
            case let .move(id, action):
                nested.perform(.list(action), on: id)
                flat.perform(.list(action), on: id)
                model.move(id, action)
            case let .toSection(id, section):
                nested.perform(.transfer(section), on: id)
                flat.perform(.transfer(section), on: id)
                model.move(id, toSection: section)
            case let .drag(from, to):
                nested.driver.send(.moveRow(from: from, to: to))
                flat.driver.send(.moveRow(from: from, to: to))
                model.drag(from: from, to: to)
            case .undo:
                nested.undoLatest()
                flat.undoLatest()
                model.undo()
            case .redo:
                nested.redoLatest()
                flat.redoLatest()
                model.redo()
            default:
                guard let edit = model.edit(for: event) else { break }
                model.apply(edit)
                nested.apply(edit)
                flat.apply(edit)
            }
            let undoNames = model.undoStack.map(\.name)
            let redoNames = model.redoStack.map(\.name)
            for (form, shown, registry) in [
                ("nested", nested.shelves, nested.undo.registry), ("flat", flat.shown, flat.undo.registry)
            ] where shown != model.sections || !registry.matches(undoNames: undoNames, redoNames: redoNames) {
                Issue.record("""
                    \(events.prefix(index + 1)) from \(start): the \(form) list has \(shown), \(registry.summary); \
                    the model has \(model.sections), undo \(undoNames.count) \(undoNames.last ?? "-"), \
                    redo \(redoNames.last ?? "-")
                    """)
                return nil
            }
        }
        return model
    }

    /// The lists an exploration starts from: three birds, so that the app can insert one at
    /// once or remove one. In ordinary runs, in two sections each way and in three sections
    /// one each; with `ILIKEMOVEIT_EXHAUSTIVE=1`, in one, two and three sections every way
    /// (about two minutes in a debug build, with the flat form).
    static var starts: [[BirdSection]] {
        let splits = (1...maxSections).flatMap { BirdSection.everySplit(maxItems: 3, sectionCount: $0) }
            .filter { $0.reduce(0, +) == 3 }
        let chosen = EventExploration<SectionUndoModel, Event>.exhaustive
            ? splits : splits.filter { $0.count == 2 || $0 == [1, 1, 1] }
        return chosen.map(BirdSection.split)
    }

    /// Three events deep from each start: a fourth event multiplies the sequences by about the
    /// number of events a state offers (20 to 40), far past the few minutes the longer run allows.
    @Test func everySequenceOfUpToThreeEventsMatchesTheRule() async {
        await explore(depth: 3, from: Self.starts)
    }

    /// Four events deep from every start of the longer run: 2.6 million sequences, about 12
    /// minutes in a release build on two cores, plus the build. So it runs only when
    /// `ILIKEMOVEIT_DEEP=1` asks for it (`swift test -c release -Xswiftc -enable-testing
    /// --filter SectionUndoByIdentityExhaustiveTests`), not in CI.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["ILIKEMOVEIT_DEEP"] == "1"))
    func everySequenceOfUpToFourEventsMatchesTheRule() async {
        let splits = (1...Self.maxSections).flatMap { BirdSection.everySplit(maxItems: 3, sectionCount: $0) }
            .filter { $0.reduce(0, +) == 3 }
        await explore(depth: 4, from: splits.map(BirdSection.split))
    }

    private func explore(depth: Int, from starts: [[BirdSection]]) async {
        let exploration = EventExploration<SectionUndoModel, Event>(depth: depth)
        let clock = ContinuousClock()
        let began = clock.now
        for start in starts {
            await exploration.explore(from: SectionUndoModel(sections: start), events: Self.events) {
                Self.replay($0, from: start)
            }
        }
        print("Sections, undo by identity, depth \(depth): \(exploration.sequences) sequences from \(starts.count) lists in \(clock.now - began)")
        #expect(exploration.failures == 0)
        #expect(exploration.sequences > 1000 * starts.count, "the exploration ran: \(exploration.sequences) sequences")
    }

    /// The model finds sections by identity, not by index: the issue's example of a section
    /// the app inserts above between a move and its undo, and a lone item whose section is
    /// found by its name.
    @Test func theModelTellsASectionsIdentityFromItsIndex() {
        var model = SectionUndoModel(sections: BirdSection.split([2, 2]))      // To do: 0 1 | Doing: 2 3
        model.move(1, toSection: 1)                                           // To do: 0 | Doing: 2 3 1
        model.apply(.insertSection(at: 0, title: "Later"))
        model.undo()
        #expect(model.sections.map(\.title) == ["Later", "To do", "Doing"])
        #expect(model.sections.map { $0.birds.map(\.id) } == [[], [0, 1], [2, 3]], "after Robin; by index it would go to Later")
        var lone = SectionUndoModel(sections: BirdSection.split([1, 2]))       // To do: 0 | Doing: 1 2
        lone.move(0, .down)                                                   // To do: | Doing: 0 1 2
        lone.apply(.insertSection(at: 0, title: "Later"))
        lone.undo()
        #expect(lone.sections.map { $0.birds.map(\.id) } == [[], [0], [1, 2]], "into To do, its section by name")
    }
}

/// Undo by identity in sections with plain array operations. A step records the moved item,
/// the items before and after it in its section, and its section's name, index and the
/// item's offset there; undo (and redo) take it out and put it back right after the item that
/// preceded it, in whatever section holds that item now, else right before the item that
/// followed it, else into the section of its old name at its old offset, clamped. The
/// documentation does not say where it goes when no section has that name any more: the
/// section at its old index, clamped, as a list puts an item at its old offset.
struct SectionUndoModel: Hashable, UndoStackModel {
    struct Entry: Hashable {
        var id: Int
        var after: Int?
        var before: Int?
        var section: String
        var index: Int
        var offset: Int

        var name: String { "Move \(UndoModel.name(of: id))" }
    }

    /// An edit of the app's, with the identities and names it introduces.
    enum Edit {
        case insert(FlockBird, section: Int, at: Int)
        case remove(Int)
        case reorder(section: Int)
        case carry(Int, toSection: Int)
        case insertSection(at: Int, title: String)
        case removeSection(Int)
    }

    var sections: [BirdSection]
    var undoStack: [Entry] = []
    var redoStack: [Entry] = []
    var nextID = 10
    var nextSection = 1

    init(sections: [BirdSection]) {
        self.sections = sections
    }

    var count: Int { sections.reduce(0) { $0 + $1.birds.count } }

    static func locate(_ id: Int, in sections: [BirdSection]) -> (section: Int, offset: Int)? {
        for (index, section) in sections.enumerated() {
            if let offset = section.birds.firstIndex(where: { $0.id == id }) { return (index, offset) }
        }
        return nil
    }

    /// The step that puts the item at `offset` of section `index` back where it is now.
    private func entry(at index: Int, _ offset: Int) -> Entry {
        let birds = sections[index].birds
        return Entry(
            id: birds[offset].id, after: offset > 0 ? birds[offset - 1].id : nil,
            before: offset + 1 < birds.count ? birds[offset + 1].id : nil,
            section: sections[index].title, index: index, offset: offset)
    }

    /// Moves the item from where it is to `target` (counted with it taken out) when that is
    /// another place; the entry that takes this back, if it moved.
    private mutating func place(
        _ id: Int, target: (_ without: [BirdSection], _ from: (section: Int, offset: Int)) -> (section: Int, offset: Int)
    ) -> Entry? {
        guard let from = Self.locate(id, in: sections) else { return nil }
        var without = sections
        let bird = without[from.section].birds.remove(at: from.offset)
        let to = target(without, from)
        guard to != from else { return nil }
        let inverse = entry(at: from.section, from.offset)
        without[to.section].birds.insert(bird, at: to.offset)
        sections = without
        return inverse
    }

    private mutating func record(_ entry: Entry?) {
        guard let entry else { return }
        undoStack.append(entry)
        redoStack.removeAll()
    }

    /// A row's action: one press of up or down goes to the neighbouring place, across a
    /// section's edge to the bottom of the section before or the top of the one after (an
    /// empty section is a place); to top and to bottom stay in the section.
    mutating func move(_ id: Int, _ action: AccessibilityMoveAction) {
        record(place(id) { without, from in
            var at = from
            switch action {
            case let .up(presses):
                for _ in 0..<presses {
                    if at.offset > 0 {
                        at.offset -= 1
                    } else if at.section > 0 {
                        at = (at.section - 1, without[at.section - 1].birds.count)
                    }
                }
            case let .down(presses):
                for _ in 0..<presses {
                    if at.offset < without[at.section].birds.count {
                        at.offset += 1
                    } else if at.section + 1 < without.count {
                        at = (at.section + 1, 0)
                    }
                }
            case .toTop:
                at.offset = 0
            case .toBottom:
                at.offset = without[at.section].birds.count
            }
            return at
        })
    }

    /// A row dragged from `from` to `to`, where it stands once moved.
    mutating func drag(from: RowPlace, to: RowPlace) {
        guard sections.indices.contains(from.section), sections[from.section].birds.indices.contains(from.row) else { return }
        record(place(sections[from.section].birds[from.row].id) { _, _ in (to.section, to.row) })
    }

    /// "Move to <section>": the bottom of that section; its own section moves nothing.
    mutating func move(_ id: Int, toSection index: Int) {
        record(place(id) { without, from in
            without.indices.contains(index) && index != from.section ? (index, without[index].birds.count) : from
        })
    }

    /// Puts the entry's item back by its neighbours, else by its section's name and offset;
    /// the entry that takes this back, when it moved.
    mutating func apply(_ entry: Entry) -> Entry? {
        place(entry.id) { without, _ in
            if let after = entry.after, let found = Self.locate(after, in: without) {
                return (found.section, found.offset + 1)
            }
            if let before = entry.before, let found = Self.locate(before, in: without) {
                return found
            }
            let index = without.firstIndex { $0.title == entry.section } ?? min(max(entry.index, 0), without.count - 1)
            return (index, min(max(entry.offset, 0), without[index].birds.count))
        }
    }

    /// The edit an app event makes here, with a new identity or section name where it needs
    /// one; `nil` for the user's events.
    mutating func edit(for event: SectionUndoByIdentityExhaustiveTests.Event) -> Edit? {
        switch event {
        case let .insert(section, offset):
            defer { nextID += 1 }
            return .insert(FlockBird(id: nextID, name: UndoModel.name(of: nextID)), section: section, at: offset)
        case let .remove(id): return .remove(id)
        case let .reorder(section): return .reorder(section: section)
        case let .carry(id, section): return .carry(id, toSection: section)
        case let .insertSection(index):
            defer { nextSection += 1 }
            return .insertSection(at: index, title: "New \(nextSection)")
        case let .removeSection(index): return .removeSection(index)
        case .move, .toSection, .drag, .undo, .redo: return nil
        }
    }

    /// The app's edit, on the sections as the app holds them.
    mutating func apply(_ edit: Edit) {
        sections.apply(edit)
    }
}

extension [BirdSection] {
    /// An app's edit of its nested sections.
    mutating func apply(_ edit: SectionUndoModel.Edit) {
        switch edit {
        case let .insert(bird, section, offset):
            self[section].birds.insert(bird, at: offset)
        case let .remove(id):
            for index in indices { self[index].birds.removeAll { $0.id == id } }
        case let .reorder(section):
            self[section].birds.insert(self[section].birds.removeLast(), at: 0)
        case let .carry(id, section):
            guard let from = SectionUndoModel.locate(id, in: self) else { return }
            let bird = self[from.section].birds.remove(at: from.offset)
            self[section].birds.insert(bird, at: 0)
        case let .insertSection(index, title):
            insert(BirdSection(title: title, birds: []), at: index)
        case let .removeSection(index):
            remove(at: index)
        }
    }
}

/// Sections of birds as an app holds them nested (an array of sections the list writes back,
/// like a binding), driven through the real session.
final class ShelvesFixture: SessionFixture<SectionsList<[BirdSection], [FlockBird], Int>> {
    typealias List = SectionsList<[BirdSection], [FlockBird], Int>

    var shelves: [BirdSection]
    let settings = ListSettings(label: \FlockBird.name, announcer: .english)

    init(_ shelves: [BirdSection]) {
        self.shelves = shelves
        super.init(identify: \.id)
        update()
    }

    /// A new update of the view: the list, the settings and the undo manager as they are now.
    func update() {
        let list = List(
            get: { [unowned self] in shelves }, set: { [unowned self] in shelves = $0 }, items: \.birds, name: \.title)
        update(list, settings: settings, undo: undo)
    }

    func perform(_ move: RowMove, on id: Int) {
        driver.move(move, on: AnyHashable(id))
    }

    /// The app edits its sections, and the view updates.
    func apply(_ edit: SectionUndoModel.Edit) {
        shelves.apply(edit)
        update()
    }
}

/// A bird of a flat list: its section is the name in `status`.
struct StatusBird: Hashable {
    var id: Int
    var name: String
    var status: String
}

/// The same sections as an app holds them flat (one array, grouped by each bird's status in
/// the order of `keys`), driven through the real session.
final class FlatShelvesFixture: SessionFixture<FlatSectionsList<StatusBird, String, Int>> {
    typealias List = FlatSectionsList<StatusBird, String, Int>

    var birds: [StatusBird]
    var keys: [String]
    let settings = ListSettings(label: \StatusBird.name, announcer: .english)

    init(_ shelves: [BirdSection]) {
        birds = shelves.flatMap { section in section.birds.map { StatusBird(id: $0.id, name: $0.name, status: section.title) } }
        keys = shelves.map(\.title)
        super.init(identify: \.id)
        update()
    }

    func update() {
        let list = List(
            get: { [unowned self] in birds }, set: { [unowned self] in birds = $0 }, key: \.status, sections: keys,
            name: { $0 })
        update(list, settings: settings, undo: undo)
    }

    func perform(_ move: RowMove, on id: Int) {
        driver.move(move, on: AnyHashable(id))
    }

    /// The sections a user sees.
    var shown: [BirdSection] {
        keys.map { key in
            BirdSection(title: key, birds: birds.filter { $0.status == key }.map { FlockBird(id: $0.id, name: $0.name) })
        }
    }

    /// The offsets in ``birds`` of the birds of the section at `index`.
    private func members(_ index: Int) -> [Int] {
        birds.indices.filter { birds[$0].status == keys[index] }
    }

    /// The app edits its array (an item goes next to the items of its section, the others keep
    /// their places in the array) or its sections, and the view updates.
    func apply(_ edit: SectionUndoModel.Edit) {
        switch edit {
        case let .insert(bird, section, offset):
            let members = members(section)
            let at = offset < members.count ? members[offset] : members.last.map { $0 + 1 } ?? birds.count
            birds.insert(StatusBird(id: bird.id, name: bird.name, status: keys[section]), at: at)
        case let .remove(id):
            birds.removeAll { $0.id == id }
        case let .reorder(section):
            let members = members(section)
            birds.insert(birds.remove(at: members[members.count - 1]), at: members[0])
        case let .carry(id, section):
            guard let from = birds.firstIndex(where: { $0.id == id }) else { return }
            var bird = birds.remove(at: from)
            bird.status = keys[section]
            birds.insert(bird, at: members(section).first ?? birds.count)
        case let .insertSection(index, title):
            keys.insert(title, at: index)
        case let .removeSection(index):
            birds.removeAll { $0.status == keys[index] }
            keys.remove(at: index)
        }
        update()
    }
}
