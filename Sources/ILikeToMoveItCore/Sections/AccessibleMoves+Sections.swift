extension AccessibleMoves {
    /// Performs a request on a sectioned list: the items live in sections, and rows move
    /// within their section and across sections.
    ///
    /// ```swift
    /// struct Shelf { var title: String; var birds: [Bird] }
    /// var shelves = [Shelf(title: "To do", birds: [robin, jay]), Shelf(title: "Done", birds: [swan])]
    /// var moves = AccessibleMoves<Bird, Bird.ID>(label: \.name, announcer: MoveAnnouncer(strings: .english))
    /// let step = moves.perform(.item(jay.id, .down), in: &shelves, items: \.birds, name: \.title)
    /// // To do: robin; Done: jay, swan
    /// step.text  // "Moved to Done. Above Swan. At top."
    /// ```
    ///
    /// The item is found by identity in every section (the first element with it, in
    /// section order), and:
    ///
    /// - `.up(n)` and `.down(n)` go *n* places through the sections: up from the first row
    ///   of a section is the bottom of the section before it, down from the last row the top
    ///   of the section after it, and an empty section is one place, so the item can be put
    ///   into it and the next step leaves it. `.up(n)` does what *n* presses of "Move up" do;
    ///   past the top of the first section or the bottom of the last, it stops there.
    /// - `.toTop` and `.toBottom` stay in the item's section.
    /// - ``MoveRequest/item(_:toSection:)`` puts it at the bottom of that section; its own
    ///   section, or an index out of range, moves nothing.
    /// - ``MoveRequest/item(_:_:selection:)`` and the inverse are the requests it performs; others
    ///   (selections, grid moves, transfers) change nothing here.
    ///
    /// Within a section the step is worded as a list move of that section ("Moved up. Above
    /// Robin. At top.", edges and position counted in the section). When the section
    /// changed it says "Moved to Done." with the section's `name` (cleaned as neighbours'
    /// labels are, and shortened to the announcer's label limit), then the item now after it
    /// in its new section ("Above Swan.") or, at the section's end, the one before it ("Below
    /// Jay."), and the section's edge.
    /// Without a name, or with an empty one, it says "Moved up." or "Moved down." by the
    /// places it went instead. Focus stays on the item; the step's inverse puts it back after
    /// the item that preceded it in its section, else before the one that followed it, else
    /// into the section of its old name (or, unnamed or when no section has that name any
    /// more, its old index, clamped) at its old offset, clamped: by identity, so a section
    /// the app inserts meanwhile does not take it.
    ///
    /// - Parameters:
    ///   - request: What to do.
    ///   - sections: The sections, changed in place.
    ///   - items: The key path to a section's items.
    ///   - name: The key path to a section's name, spoken when an item changes section.
    /// - Returns: What the request did: the item to focus and the text to speak.
    /// - Complexity: O(*n* + *s*), *n* being the number of items and *s* of sections.
    @discardableResult
    public mutating func perform<Sections, Items>(
        _ request: MoveRequest<ID>, in sections: inout Sections,
        items: WritableKeyPath<Sections.Element, Items>, name: KeyPath<Sections.Element, String>? = nil
    ) -> MoveStep<ID>
    where Sections: MutableCollection, Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        MoveStep(step(request.kind, in: &sections, items: items, name: name))
    }

    /// ``perform(_:in:items:name:)``, returning the step with its items named by keys: what
    /// a ``SessionList`` performs.
    package mutating func step<Sections, Items>(
        _ request: MoveRequestKind, in sections: inout Sections,
        items: WritableKeyPath<Sections.Element, Items>, name: KeyPath<Sections.Element, String>?
    ) -> ListStep
    where Sections: MutableCollection, Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        hint = nil
        let key: MoveKey
        switch request {
        case let .item(item, _), let .toSection(item, _), let .place(item, _), let .placeInSection(item, _, _, _):
            key = item
        default:
            return ListStep(change: .none, focus: nil, announcement: .list(.notFound), inverse: nil, announcer: announcer)
        }
        let identify = self.identify
        let counts = sections.map { $0[keyPath: items].count }
        func find(_ id: ID) -> (section: Int, offset: Int)? {
            for (section, element) in sections.enumerated() {
                if let offset = element[keyPath: items].lazy.map(identify).firstIndex(of: id) {
                    return (section, element[keyPath: items].distance(from: element[keyPath: items].startIndex, to: offset))
                }
            }
            return nil
        }
        guard let id = key.identity(as: ID.self), let (section, offset) = find(id) else {
            return ListStep(change: .none, focus: nil, announcement: .list(.notFound), inverse: nil, announcer: announcer)
        }
        let places = SectionPlaces(counts: counts, movingFrom: section)
        let from = places.place(section: section, offset: offset)
        // Where it goes, and whether the move points at the top (the edge of a lone item).
        var target = (section: section, offset: offset)
        var towardsTop = true
        switch request {
        case .item(_, .toTop):
            target.offset = 0
        case .item(_, .toBottom):
            target.offset = counts[section] - 1
            towardsTop = false
        case let .item(_, action):
            target = places.location(of: action.targetOffset(from: from, count: places.total))
            towardsTop = action.direction == .up
        case let .toSection(_, index):
            if counts.indices.contains(index), index != section {
                target = (index, counts[index])
                towardsTop = false
            }
        case let .place(_, placement):
            target = Self.target(of: placement, section: section, moving: (section, offset), counts: counts, find: find)
            towardsTop = places.place(section: target.section, offset: target.offset) <= from
        case let .placeInSection(_, placement, sectionName, index):
            // The section it left, found by its name when the request names it, else by index.
            let named = sectionName.flatMap { wanted in
                name.flatMap { name in sections.enumerated().first { $0.element[keyPath: name] == wanted }?.offset }
            }
            target = Self.target(
                of: placement, section: named ?? index, moving: (section, offset), counts: counts, find: find)
            towardsTop = places.place(section: target.section, offset: target.offset) <= from
        default:
            break
        }
        guard target != (section, offset) else {
            return ListStep(
                change: .none, focus: key,
                announcement: .list(.item(from: offset, to: offset, count: counts[section], towardsTop: towardsTop, neighbour: nil)),
                inverse: nil, announcer: announcer)
        }
        let source = sections.index(sections.startIndex, offsetBy: section)
        // Where it stood, for the undo: between its neighbours in its section, in a section of
        // this name.
        let inverse = MoveRequestKind.placeInSection(
            key, Self.placement(of: offset, in: sections[source][keyPath: items], identify: identify),
            section: name.map { sections[source][keyPath: $0] }, index: section)
        let element = sections[source][keyPath: items].remove(at: sections[source][keyPath: items].offset(offset))
        let destination = sections.index(sections.startIndex, offsetBy: target.section)
        let at = sections[destination][keyPath: items].offset(target.offset)
        sections[destination][keyPath: items].insert(element, at: at)
        let landed = sections[destination][keyPath: items]
        let announcement: MoveAnnouncement
        let limit = announcer.labelLimit
        func label(_ offset: Int) -> String? {
            guard offset >= 0, offset < landed.count else { return nil }
            return spokenLabel(of: landed[landed.offset(offset)])
        }
        if target.section == section {
            let up = target.offset < offset
            announcement = .item(
                from: offset, to: target.offset, count: landed.count, towardsTop: up,
                neighbour: label(up ? target.offset + 1 : target.offset - 1))
        } else {
            let to = places.place(section: target.section, offset: target.offset)
            announcement = .changedSection(
                at: target.offset, count: landed.count,
                section: name.map { MoveLabel.sanitize(sections[destination][keyPath: $0], limit: limit) },
                up: to < from, distance: Swift.max(to - from, from - to), towardsTop: towardsTop,
                above: label(target.offset + 1), below: label(target.offset - 1))
        }
        return ListStep(
            change: .sections(fromSection: section, from: offset, toSection: target.section, to: target.offset),
            focus: key, announcement: .list(announcement), inverse: inverse,
            announcer: announcer,
            subject: .item(label: spokenLabel(of: element)))
    }
}

extension AccessibleMoves {
    /// Where `placement` puts the item at `moving` of sections holding `counts` items: after
    /// the item that preceded it, or else before the one that followed it, in whatever section
    /// holds them now; else into section `section` (clamped) at the placement's offset
    /// (clamped). As a section and an offset among the sections with the item taken out.
    private static func target(
        of placement: MovePlacement, section: Int, moving: (section: Int, offset: Int), counts: [Int],
        find: (ID) -> (section: Int, offset: Int)?
    ) -> (section: Int, offset: Int) {
        // An offset past the item in its own section counts one less once it is taken out.
        let room = { (section: Int) in counts[section] - (section == moving.section ? 1 : 0) }
        let taken = { (found: (section: Int, offset: Int)) -> (section: Int, offset: Int) in
            (found.section, found.section == moving.section && found.offset > moving.offset ? found.offset - 1 : found.offset)
        }
        var target: (section: Int, offset: Int)
        if let after = placement.identityAfter(as: ID.self), let found = find(after) {
            target = taken(found)
            target.offset += 1
        } else if let before = placement.identityBefore(as: ID.self), let found = find(before) {
            target = taken(found)
        } else {
            target = (Swift.min(Swift.max(section, 0), counts.count - 1), placement.offset)
        }
        target.offset = Swift.min(Swift.max(target.offset, 0), room(target.section))
        return target
    }

    /// The placement of the element at `offset` of `items`: its neighbours there.
    private static func placement<Items: Collection>(
        of offset: Int, in items: Items, identify: (Element) -> ID
    ) -> MovePlacement where Items.Element == Element {
        MovePlacement(
            after: offset > 0 ? identify(items[items.offset(offset - 1)]) : nil,
            before: offset + 1 < items.count ? identify(items[items.offset(offset + 1)]) : nil, offset: offset)
    }
}

extension Collection {
    /// The index at this offset from the start.
    fileprivate func offset(_ offset: Int) -> Index {
        index(startIndex, offsetBy: offset)
    }
}
