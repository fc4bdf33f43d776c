extension MoveLayout {
    /// The moves a row of a sectioned list offers, in order: its own actions, then "Move to
    /// <section>" for each other section, in section order.
    ///
    /// A move to section *k* is ``RowMove/transfer(_:)`` with *k*: in a sectioned list
    /// the transfers are to its other sections. A row whose section is unknown (`nil`) is offered
    /// every section.
    ///
    /// - Parameters:
    ///   - rowActions: The actions the row was given.
    ///   - sectionCount: How many sections the list has; less than 0 counts as 0.
    ///   - section: The index of the row's section.
    /// - Complexity: O(*a* + *s*).
    static func sectionMenu(rowActions: [AccessibilityMoveAction], sectionCount: Int, section: Int?) -> [RowMove] {
        var seen: Set<AccessibilityMoveAction> = []
        return rowActions.filter { seen.insert($0).inserted }.map(RowMove.list)
            + (0..<Swift.max(0, sectionCount)).filter { $0 != section }.map(RowMove.transfer)
    }

    /// The request a row's chosen move makes in a sectioned list: an action (or a key's list
    /// or grid move, in its vertical sense) is ``MoveRequest/item(_:_:selection:)``, a destination is
    /// ``MoveRequest/item(_:toSection:)``; `nil` for left and right.
    ///
    /// - Complexity: O(1).
    package static func sectionRequest(for move: RowMove, on key: MoveKey) -> ListRequest? {
        switch move {
        case let .list(action): return ListRequest(.item(key, action))
        case let .grid(action):
            guard let action = MoveShape.listAction(for: action) else { return nil }
            return ListRequest(.item(key, action))
        case let .transfer(section): return ListRequest(.toSection(key, section))
        }
    }
}

extension MoveStrings {
    /// The name of the action that moves an item to the section with this name: "Move to
    /// Done"; the name is cleaned and shortened as a label is (see ``MoveLabel``).
    ///
    /// - Complexity: O(*m*), *m* being the length of the result.
    func sectionActionName(_ section: String, limit: Int = MoveLabel.defaultLimit) -> String {
        string(.actionToSection, label: MoveLabel.sanitize(section, limit: limit))
    }
}

extension MutableCollection {
    /// For each identity in these sections, the index of the section that holds it: the
    /// first, in section order, when several do (the section a move of it starts from).
    ///
    /// - Parameters:
    ///   - items: The key path to a section's items.
    ///   - identify: Reads an item's identity.
    /// - Complexity: O(*n* + *s*), *n* being the number of items and *s* of sections.
    package func sectionIndices<Items: Collection, ID: Hashable>(
        items: KeyPath<Element, Items>, identify: (Items.Element) -> ID
    ) -> [ID: Int] {
        var indices: [ID: Int] = [:]
        for (index, section) in enumerated() {
            for item in section[keyPath: items] where indices[identify(item)] == nil { indices[identify(item)] = index }
        }
        return indices
    }
}
