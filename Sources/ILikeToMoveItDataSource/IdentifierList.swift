import Foundation
import ILikeToMoveItCore

/// A moveable list that a data source holds as identifiers only: the sections of a UIKit
/// diffable data source (read from and written to its snapshot), or the rows of a plain data
/// source that the app reorders itself through a closure of `onMove`'s shape.
///
/// The user interface converts its data source to and from plain values (the identifiers of
/// each section in order, the sections' names) and this shape decides the rest:
///
/// - **Sections.** A data source of two or more sections is a sectioned list (see
///   ``SectionsList``): rows move within and across sections, and each row offers a move to
///   each other section. A data source of one section is a plain list of that section's
///   items, so a grid layout gives it grid moves; with no section it holds nothing.
/// - **Writing.** A change is written back as the identifiers of every section, in the
///   sections' order (`write`), or handed to the app as the moves of `onMove`'s shape
///   (`move`), one call each, in order.
/// - **Labels.** Items are named through `label` (the app looks its model up by identity);
///   without it no neighbour is named.
///
/// ```swift
/// var sections = [[1, 2], [3]]
/// let list = IdentifierList<Int>(
///     sectionNames: { ["To do", "Done"] }, items: { sections }, label: { "Bird \($0)" },
///     write: { sections = $0 })
/// ```
package struct IdentifierList<ID: Hashable>: SessionList {
    package typealias Element = IdentifiedItem<ID>

    enum Source {
        case sections(Sections)
        case onMove(items: () -> [ID], move: (_ source: IndexSet, _ destination: Int) -> Void)
    }

    /// How a data source in sections is read and written.
    struct Sections {
        var names: () -> [String]
        var items: () -> [[ID]]
        var count: () -> Int
        var section: (ID) -> Int?
        var write: ([[ID]]) -> Void
    }

    private let source: Source
    private let name: ((ID) -> String)?

    /// The items of a data source in sections, written back as the identifiers of every
    /// section.
    ///
    /// - Parameters:
    ///   - sectionNames: The sections' names, one per section, in order; how many there are
    ///     says how many sections the data source has.
    ///   - items: The identifiers of each section's items, in order, one array per section.
    ///   - count: How many items there are in all, when the data source can tell without
    ///     listing them; by default read from `items`.
    ///   - section: The index of the section holding an item, when the data source can tell
    ///     at once; by default found in `items`.
    ///   - label: The text naming an item in announcements and undo actions; `nil` names none.
    ///   - write: Replaces the items of every section; called only when something changed.
    package init(
        sectionNames: @escaping () -> [String], items: @escaping () -> [[ID]], count: (() -> Int)? = nil,
        section: ((ID) -> Int?)? = nil, label: ((ID) -> String)? = nil, write: @escaping ([[ID]]) -> Void
    ) {
        source = .sections(Sections(
            names: sectionNames, items: items,
            count: count ?? { items().reduce(0) { $0 + $1.count } },
            section: section ?? { id in items().firstIndex { $0.contains(id) } },
            write: write))
        name = label
    }

    /// The rows of a plain data source, which the app reorders itself: `move` gets each change
    /// in `onMove`'s shape (see ``OnMoveList``).
    ///
    /// - Parameters:
    ///   - items: The identifiers of the rows, in order, as they are now.
    ///   - label: The text naming an item in announcements and undo actions; `nil` names none.
    ///   - move: Applies a move with the semantics of `move(fromOffsets:toOffset:)`.
    package init(
        items: @escaping () -> [ID], label: ((ID) -> String)? = nil,
        move: @escaping (_ source: IndexSet, _ destination: Int) -> Void
    ) {
        source = .onMove(items: items, move: move)
        name = label
    }

    /// The key path the list's settings name items by: the item's label when the list was
    /// given `label`, else `nil`.
    package var labelKeyPath: KeyPath<Element, String>? {
        name == nil ? nil : \.label
    }

    /// The identifiers of the items, as elements the moves read.
    private func elements(_ ids: [ID]) -> [Element] {
        ids.map { IdentifiedItem(id: $0, name: name) }
    }

    package var count: Int {
        switch source {
        case let .sections(sections): sections.count()
        case let .onMove(items, _): items().count
        }
    }

    package func request(
        for move: RowMove, on key: MoveKey, layout: MoveLayout, selection: ListSelection,
        with moves: AccessibleMoves<Element, ID>
    ) -> ListRequest? {
        if sectionNames != nil { return MoveLayout.sectionRequest(for: move, on: key) }
        return layout.request(for: move, on: key, selection: selection)
    }

    package func perform(_ request: ListRequest, with moves: inout AccessibleMoves<Element, ID>) -> ListStep {
        switch source {
        case let .onMove(items, move):
            var list = OnMoveList<[Element], ID>(items: elements(items()), move: move)
            return list.perform(request, with: &moves)
        case let .sections(sections):
            let names = sections.names()
            let ids = sections.items()
            guard names.count > 1 else {
                guard let only = ids.first, ids.count == 1 else { return moves.unchanged }
                var items = elements(only)
                let step = moves.step(request.kind, on: &items)
                if step.inverse != nil { sections.write([items.map(\.id)]) }
                return step
            }
            var list = zip(names, ids).map { IdentifiedSection(name: $0, items: elements($1)) }
            let step = moves.step(request.kind, in: &list, items: \.items, name: \.name)
            if step.inverse != nil { sections.write(list.map { $0.items.map(\.id) }) }
            return step
        }
    }

    /// The sections' names when the data source has two or more sections; `nil` for one
    /// section (a plain list), none, or a plain data source.
    package var sectionNames: [String]? {
        guard case let .sections(sections) = source else { return nil }
        let names = sections.names()
        return names.count > 1 ? names : nil
    }

    package var sectionOfItem: ((ID) -> Int?)? {
        guard sectionNames != nil, case let .sections(sections) = source else { return nil }
        return sections.section
    }

    package func rows(with moves: AccessibleMoves<Element, ID>) -> [[ID]] {
        switch source {
        case let .sections(sections): sections.items()
        case let .onMove(items, _): [items()]
        }
    }

    package func sectionIndices(with moves: AccessibleMoves<Element, ID>) -> [ID: Int] {
        guard sectionNames != nil, case let .sections(sections) = source else { return [:] }
        var indices: [ID: Int] = [:]
        for (index, ids) in sections.items().enumerated() {
            for id in ids where indices[id] == nil { indices[id] = index }
        }
        return indices
    }
}

/// An item of an ``IdentifierList``: its identity, and its label as the list's closure reads it.
package struct IdentifiedItem<ID: Hashable> {
    /// The item's identity.
    package let id: ID
    fileprivate let name: ((ID) -> String)?

    /// The item's label; empty when the list names no item.
    package var label: String { name?(id) ?? "" }
}

/// A section of an ``IdentifierList``, as the moves of a sectioned list read it.
private struct IdentifiedSection<ID: Hashable> {
    var name: String
    var items: [IdentifiedItem<ID>]
}
