import Foundation

/// A moveable list grouped in sections that the app keeps flat: one collection of items, each
/// naming its section in a property (a to-do's status), and the sections in the order given.
/// Rows move as in a ``SectionsList``: within their section, across sections, and to each other
/// section ("Move to Done").
///
/// ```swift
/// var todos = [Todo(title: "Milk", status: .todo), Todo(title: "Bread", status: .done)]
/// let list = FlatSectionsList<Todo, Status, UUID>(
///     get: { todos }, set: { todos = $0 }, key: \.status, sections: [.todo, .doing, .done], name: \.title)
/// ```
///
/// The sections are built from the items on every request (each section holds the items whose
/// key is its key, in the order of the collection; a section no item names is empty and is still
/// offered), the request is performed on them with
/// ``AccessibleMoves/perform(_:in:items:name:)``, and only what changed is written back: the
/// moved item takes the key of the section it lands in, and moves in the collection as little
/// as it can, keeping its index when that already puts it between its new neighbours in its
/// section, else going just after the one above it or just before the one below it. No other
/// item moves in the collection. An undo finds the item and its old neighbours by identity, as
/// in a ``SectionsList``, and puts back its key and its place among them.
///
/// A key given twice is one section, at its first place. An item whose key is none of the
/// sections' is in no section: it keeps its key and its order among the other items, counts in
/// no section, and a move of its own changes nothing (its item is not found).
///
/// The list writes the items back through a binding's `set`, or, for a list the app reorders
/// itself, hands each move to the app in `onMove`'s shape with the key the item takes.
package struct FlatSectionsList<Element, Key: Hashable, ID: Hashable>: SessionList {
    /// An item and the key of the section it is in.
    private typealias Entry = (item: Element, key: Key)

    /// Reads the items, with their keys, as the app has them now.
    private let read: () -> [Entry]
    /// Writes a move back: the moved item's offset, its offset once put back (counted without
    /// it), and the key of the section it lands in.
    private let write: (_ from: Int, _ to: Int, _ key: Key) -> Void
    /// For a list the app reorders itself: the items and their keys after the moves handed to
    /// it since `read`'s items, which reach the list only with the next update; `nil` before
    /// the first, and always for a list the session writes.
    private var handed: [Entry]?
    /// Whether the list keeps ``handed`` (the app applies the moves itself).
    private let handsMoves: Bool
    /// The sections' keys, in order, each once.
    private let keys: [Key]
    /// The sections' names, in the order of ``keys``.
    private let names: [String]
    /// The index of each key's section.
    private let sectionOfKey: [Key: Int]

    /// The items read by `get` and written by `set`, grouped by `key` in the sections `sections`.
    ///
    /// - Parameters:
    ///   - get: Reads the items as they are now.
    ///   - set: Replaces the items.
    ///   - key: The key path to an item's section key, rewritten when the item changes section.
    ///   - sections: The sections' keys in the order shown; a key given again is ignored.
    ///   - name: A section's name, spoken when an item moves to it and in the names of the
    ///     actions that move to it.
    package init<Items: MutableCollection & RangeReplaceableCollection>(
        get: @escaping () -> Items, set: @escaping (Items) -> Void, key: WritableKeyPath<Element, Key>,
        sections: [Key], name: (Key) -> String
    ) where Items.Element == Element {
        self.init(
            read: { get().map { ($0, $0[keyPath: key]) } },
            write: { from, to, newKey in
                var items = get()
                var element = items.remove(at: items.index(items.startIndex, offsetBy: from))
                element[keyPath: key] = newKey
                items.insert(element, at: items.index(items.startIndex, offsetBy: to))
                set(items)
            },
            handsMoves: false, sections: sections, name: name)
    }

    /// A list the app keeps and reorders itself (a SwiftData `@Query`, a model's array),
    /// grouped by `key` in the sections `sections`: each move is handed to `move` in
    /// `onMove`'s shape, with the key of the section the item lands in.
    ///
    /// As for an ``OnMoveList``, the list keeps the order and keys the moves handed to the app
    /// made, so a second request before the next update (a quick second move, an undo) is
    /// worked out on them, and its offsets name the item in the app's list.
    ///
    /// - Parameters:
    ///   - items: The items as this update has them; only read.
    ///   - key: The key path to an item's section key.
    ///   - sections: The sections' keys in the order shown; a key given again is ignored.
    ///   - name: A section's name.
    ///   - move: Applies a move: the offset of the item that moves, the offset it goes to,
    ///     counted in the list before the move (as `move(fromOffsets:toOffset:)` counts), and
    ///     the key it takes, its own when it stays in its section.
    package init<Items: Collection>(
        items: Items, key: KeyPath<Element, Key>, sections: [Key], name: (Key) -> String,
        move: @escaping (_ source: IndexSet, _ destination: Int, _ key: Key) -> Void
    ) where Items.Element == Element {
        self.init(
            read: { items.map { ($0, $0[keyPath: key]) } },
            write: { from, to, newKey in move(IndexSet(integer: from), to > from ? to + 1 : to, newKey) },
            handsMoves: true, sections: sections, name: name)
    }

    private init(
        read: @escaping () -> [Entry], write: @escaping (_ from: Int, _ to: Int, _ key: Key) -> Void,
        handsMoves: Bool, sections: [Key], name: (Key) -> String
    ) {
        self.read = read
        self.write = write
        self.handsMoves = handsMoves
        var sectionOfKey: [Key: Int] = [:]
        var keys: [Key] = []
        for section in sections where sectionOfKey[section] == nil {
            sectionOfKey[section] = keys.count
            keys.append(section)
        }
        self.keys = keys
        self.sectionOfKey = sectionOfKey
        names = keys.map(name)
    }

    /// The items and their keys as the app has them now: after the moves handed to it, for a
    /// list it reorders itself.
    private var entries: [Entry] { handed ?? read() }

    /// One section built from the items: its name, its items in order, and their offsets in
    /// the collection.
    private struct Part {
        var name: String
        var items: [Element]
        var offsets: [Int]
    }

    /// The sections of `items`: each item in the section of its key, in collection order.
    ///
    /// - Complexity: O(*n* + *s*).
    private func parts(of entries: [Entry]) -> [Part] {
        var parts = names.map { Part(name: $0, items: [], offsets: []) }
        for (offset, entry) in entries.enumerated() {
            guard let section = sectionOfKey[entry.key] else { continue }
            parts[section].items.append(entry.item)
            parts[section].offsets.append(offset)
        }
        return parts
    }

    package var count: Int { entries.reduce(0) { sectionOfKey[$1.key] == nil ? $0 : $0 + 1 } }

    package func request(
        for move: RowMove, on key: MoveKey, layout: MoveLayout, selection: ListSelection,
        with moves: AccessibleMoves<Element, ID>
    ) -> ListRequest? {
        MoveLayout.sectionRequest(for: move, on: key)
    }

    package mutating func perform(_ request: ListRequest, with moves: inout AccessibleMoves<Element, ID>) -> ListStep {
        var entries = entries
        var parts = parts(of: entries)
        let offsets = parts.map(\.offsets)
        let step = moves.step(request.kind, in: &parts, items: \.items, name: \.name)
        guard step.inverse != nil, let move = Self.flatMove(of: step.change, offsets: offsets) else { return step }
        if handsMoves {
            var entry = entries.remove(at: move.from)
            entry.key = keys[move.section]
            entries.insert(entry, at: move.to)
            handed = entries
        }
        write(move.from, move.to, keys[move.section])
        return step
    }

    /// The move in the collection that writes back a sectioned move: the moved item's offset,
    /// its offset once put back (counted in the collection without it) and its new section.
    ///
    /// - Parameters:
    ///   - change: The sectioned move; anything else writes nothing.
    ///   - offsets: For each section, the offsets in the collection of its items before the move.
    /// - Complexity: O(*c*), *c* being the number of items in the sections involved.
    static func flatMove(
        of change: StepChange, offsets: [[Int]]
    ) -> (from: Int, to: Int, section: Int)? {
        guard case let .sections(fromSection, from, toSection, to) = change,
              offsets.indices.contains(fromSection), offsets.indices.contains(toSection),
              offsets[fromSection].indices.contains(from) else { return nil }
        let moved = offsets[fromSection][from]
        var others = offsets[toSection]
        if fromSection == toSection { others.remove(at: from) }
        guard to >= 0, to <= others.count else { return nil }
        // Its new neighbours in the section, by offset in the collection without the item.
        let shifted = { (offset: Int) in offset > moved ? offset - 1 : offset }
        let lowest = to > 0 ? shifted(others[to - 1]) + 1 : 0
        let highest = to < others.count ? shifted(others[to]) : Int.max
        return (moved, Swift.min(Swift.max(moved, lowest), highest), toSection)
    }

    package var sectionNames: [String]? { names }

    package func rows(with moves: AccessibleMoves<Element, ID>) -> [[ID]] {
        let identify = moves.identify
        return parts(of: entries).map { $0.items.map(identify) }
    }

    package func sectionIndices(with moves: AccessibleMoves<Element, ID>) -> [ID: Int] {
        var indices: [ID: Int] = [:]
        for entry in entries {
            guard let section = sectionOfKey[entry.key] else { continue }
            let id = moves.identify(entry.item)
            indices[id] = Swift.min(indices[id] ?? section, section)
        }
        return indices
    }
}
