import Foundation
@testable import ILikeToMoveItCore
import ILikeToMoveItDataSource

/// A list as a UIKit app's data source holds it, driven the way the UIKit layer drives it: a
/// diffable data source (sections and items by identifier, read from and written to a
/// snapshot, here plain arrays), or a plain data source whose app reorders its own rows
/// through a closure of `onMove`'s shape.
final class DataSourceFixture: SessionFixture<IdentifierList<Int>> {
    /// A section of the snapshot: its identifier, and its items' identifiers in order.
    struct Section: Equatable {
        var id: String
        var items: [Int]
    }

    enum Kind {
        /// A diffable data source: the moves are written back as a new snapshot.
        case diffable
        /// A plain data source: the app gets `onMove`-shaped moves for its own array.
        case plain
    }

    let kind: Kind
    /// The snapshot (diffable), or one section holding the app's array (plain).
    var sections: [Section]
    /// The app's names of its birds, looked up by identity.
    var names: [Int: String]
    /// The `onMove`-shaped moves the plain data source's app received, in order.
    private(set) var handed: [IndexSetMove] = []
    /// How many times the snapshot was written.
    private(set) var writes = 0
    /// The grid's columns, as the app tells the UIKit list; `nil` for a list.
    var columns: Int?
    var readingDirection = ReadingDirection.leftToRight
    var announcer = MoveAnnouncer.english
    /// Whether the app names its birds (the list's `label`).
    var labelled = true

    /// A data source whose sections hold these items, named from `FlockBird.names`.
    init(_ kind: Kind, sections: [Section]) {
        self.kind = kind
        self.sections = sections
        let ids = sections.flatMap(\.items)
        names = Dictionary(uniqueKeysWithValues: ids.map { ($0, FlockBird.names[$0 % FlockBird.names.count]) })
        super.init(identify: \.id)
        update()
    }

    /// The list as the UIKit layer builds it from the data source.
    var list: IdentifierList<Int> {
        let label: ((Int) -> String)? = labelled ? { [unowned self] id in names[id] ?? "" } : nil
        switch kind {
        case .diffable:
            return IdentifierList(
                sectionNames: { [unowned self] in sections.map(\.id) },
                items: { [unowned self] in sections.map(\.items) },
                label: label,
                write: { [unowned self] items in
                    writes += 1
                    for index in sections.indices { sections[index].items = items[index] }
                    record(.wrote(items.flatMap { $0 }, live: false))
                })
        case .plain:
            return IdentifierList(items: { [unowned self] in sections[0].items }, label: label) { [unowned self] source, destination in
                handed.append(IndexSetMove(source: source, destination: destination))
                sections[0].items = referenceMove(sections[0].items, fromOffsets: source, toOffset: destination)
                record(.wrote(sections[0].items, live: false))
            }
        }
    }

    /// What the UIKit layer hands the driver before each event: the list, the settings of the
    /// view as it is now, and the undo manager of its responder chain.
    func update() {
        let layout = columns.map { MoveLayout.grid(GridMoveLayout(columns: $0, readingDirection: readingDirection)) }
        let list = self.list
        update(
            list, settings: ListSettings(label: list.labelKeyPath, announcer: announcer, layout: layout ?? .list), undo: undo)
    }

    /// The identifiers of each section, in order.
    var ids: [[Int]] { sections.map(\.items) }

    /// The names of the actions of the cell of the item `id`, as the cell lists them.
    func actionNames(of id: Int, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]) -> [String] {
        driver.menu(for: AnyHashable(id), rowActions: actions).map { entry in
            guard case let .text(name) = entry.name else { return "?" }
            return name
        }
    }

    /// The user chose the cell's action named `name`, listed when the cell was configured
    /// from `menu`; what was recorded.
    @discardableResult
    func choose(_ name: String, on id: Int, listedIn menu: [RowSetup.Entry]? = nil,
                actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]) -> [SessionRecord] {
        update()
        let menu = menu ?? driver.menu(for: AnyHashable(id), rowActions: actions)
        guard let entry = menu.first(where: { $0.name == .text(name) }) else { return [.misuse("no action \(name)")] }
        return recording { driver.choose(entry, on: AnyHashable(id), rowActions: actions) }
    }

    /// A key pressed while the cell of `id` has focus; whether it moved the item.
    @discardableResult
    func press(_ key: MoveArrowKey, _ modifiers: MoveKeyModifiers = [.option, .command], on id: Int) -> Bool {
        update()
        return driver.key(key, modifiers: modifiers, on: AnyHashable(id))
    }

    /// Lets virtual time pass; the texts posted meanwhile.
    func spoken(after interval: Double = 1) -> [String] {
        Self.posted(advance(by: interval))
    }
}
