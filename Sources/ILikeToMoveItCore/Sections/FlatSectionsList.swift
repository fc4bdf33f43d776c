/// A moveable list grouped in sections that the app keeps flat: one collection of items, each
/// naming its section in a property (a to-do's status), and the sections in the order given.
/// Rows move as in a ``SectionsList``: within their section, across sections, and to each other
/// section ("Move to Done").
///
/// ```swift
/// var todos = [Todo(title: "Milk", status: .todo), Todo(title: "Bread", status: .done)]
/// let list = FlatSectionsList<[Todo], Status, UUID>(
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
package struct FlatSectionsList<Items, Key: Hashable, ID: Hashable>: SessionList
where Items: MutableCollection & RangeReplaceableCollection {
    package typealias Element = Items.Element

    private let get: () -> Items
    private let set: (Items) -> Void
    private let key: WritableKeyPath<Element, Key>
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
    package init(
        get: @escaping () -> Items, set: @escaping (Items) -> Void, key: WritableKeyPath<Element, Key>,
        sections: [Key], name: (Key) -> String
    ) {
        self.get = get
        self.set = set
        self.key = key
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
    private func parts(of items: Items) -> [Part] {
        var parts = names.map { Part(name: $0, items: [], offsets: []) }
        for (offset, item) in items.enumerated() {
            guard let section = sectionOfKey[item[keyPath: key]] else { continue }
            parts[section].items.append(item)
            parts[section].offsets.append(offset)
        }
        return parts
    }

    package var count: Int { self.get().reduce(0) { sectionOfKey[$1[keyPath: key]] == nil ? $0 : $0 + 1 } }

    package func request(
        for move: RowMove, on id: ID, layout: MoveLayout, selection: Set<ID>, with moves: AccessibleMoves<Element, ID>
    ) -> ListRequest<ID>? {
        MoveLayout.sectionRequest(for: move, on: id).map { ListRequest($0) }
    }

    package func perform(_ request: ListRequest<ID>, with moves: inout AccessibleMoves<Element, ID>) -> MoveStep<ID> {
        var items = get()
        var parts = parts(of: items)
        let offsets = parts.map(\.offsets)
        let step = moves.perform(request.request, in: &parts, items: \.items, name: \.name)
        guard step.inverse != nil, let move = Self.flatMove(of: step.change, offsets: offsets) else { return step }
        var element = items.remove(at: items.index(items.startIndex, offsetBy: move.from))
        element[keyPath: key] = keys[move.section]
        items.insert(element, at: items.index(items.startIndex, offsetBy: move.to))
        set(items)
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

    package func sectionIndices(with moves: AccessibleMoves<Element, ID>) -> [ID: Int] {
        var indices: [ID: Int] = [:]
        for item in get() {
            guard let section = sectionOfKey[item[keyPath: key]] else { continue }
            let id = moves.identify(item)
            indices[id] = Swift.min(indices[id] ?? section, section)
        }
        return indices
    }
}
