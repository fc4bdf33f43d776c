/// A moveable list grouped in sections, kept by the app as a collection of sections, each
/// holding its items: rows move within their section and across sections, and each row offers
/// a move to each other section (see ``AccessibleMoves/perform(_:in:items:name:)``).
///
/// ```swift
/// var shelves = [Shelf(title: "To do", birds: [robin, jay]), Shelf(title: "Done", birds: [swan])]
/// let list = SectionsList<[Shelf], [Bird], UUID>(
///     get: { shelves }, set: { shelves = $0 }, items: \.birds, name: \.title)
/// ```
package struct SectionsList<Sections, Items, ID: Hashable>: SessionList
where Sections: MutableCollection, Items: MutableCollection & RangeReplaceableCollection {
    package typealias Element = Items.Element

    private let get: () -> Sections
    private let set: (Sections) -> Void
    private let items: WritableKeyPath<Sections.Element, Items>
    private let name: KeyPath<Sections.Element, String>

    /// The sections read by `get` and written by `set`.
    ///
    /// - Parameters:
    ///   - get: Reads the sections as they are now.
    ///   - set: Replaces the sections.
    ///   - items: The key path to a section's items.
    ///   - name: The key path to a section's name.
    package init(
        get: @escaping () -> Sections, set: @escaping (Sections) -> Void,
        items: WritableKeyPath<Sections.Element, Items>, name: KeyPath<Sections.Element, String>
    ) {
        self.get = get
        self.set = set
        self.items = items
        self.name = name
    }

    package var count: Int { self.get().reduce(0) { $0 + $1[keyPath: items].count } }

    package func request(
        for move: RowMove, on key: MoveKey, layout: MoveLayout, selection: ListSelection,
        with moves: AccessibleMoves<Element, ID>
    ) -> ListRequest? {
        MoveLayout.sectionRequest(for: move, on: key)
    }

    package func perform(_ request: ListRequest, with moves: inout AccessibleMoves<Element, ID>) -> ListStep {
        var sections = get()
        let step = moves.step(request.kind, in: &sections, items: items, name: name)
        if step.inverse != nil { set(sections) }
        return step
    }

    package var sectionNames: [String]? { self.get().map { $0[keyPath: name] } }

    package func rows(with moves: AccessibleMoves<Element, ID>) -> [[ID]] {
        let identify = moves.identify
        return get().map { $0[keyPath: items].map(identify) }
    }

    package func sectionIndices(with moves: AccessibleMoves<Element, ID>) -> [ID: Int] {
        get().sectionIndices(items: items, identify: moves.identify)
    }
}
