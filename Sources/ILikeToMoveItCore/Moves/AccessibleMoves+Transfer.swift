extension AccessibleMoves {
    /// Performs a request on a list that can send items to another list.
    ///
    /// Requests other than transfers act on `items` alone, as ``perform(_:on:)`` does.
    /// ``MoveRequest/transfer(_:before:announcement:)`` moves an item from `items` to `other`,
    /// and its undo (the step's ``MoveStep/inverse``, which a SwiftUI list registers with
    /// the `UndoManager`) brings it back, performed with the same two lists. An item is
    /// never duplicated: when `other` already has an element with its identity (or, coming
    /// back, `items` has), nothing moves. Focus goes to the item that took the sent item's
    /// place, and the request's announcement is the text.
    ///
    /// - Precondition: `items` and `other` are two different lists.
    /// - Parameters:
    ///   - request: What to do.
    ///   - items: The list the request is made on, changed in place.
    ///   - other: The list items are transferred to and back from, changed in place.
    /// - Returns: What the request did: the item to focus and the text to speak.
    /// - Complexity: A transfer: O(*n* + *m*), the lengths of the two lists.
    @discardableResult
    public mutating func perform<Items>(
        _ request: MoveRequest<ID>, on items: inout Items, other: inout Items
    ) -> MoveStep<ID>
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        MoveStep(step(request.kind, on: &items, other: &other))
    }

    /// ``perform(_:on:other:)``, returning the step with its items named by keys: what a
    /// ``SessionList`` performs.
    package mutating func step<Items>(_ request: MoveRequestKind, on items: inout Items, other: inout Items) -> ListStep
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        switch request {
        case let .transfer(key, placement, text):
            return transfer(key, from: &items, to: &other, placement: placement, text: text, back: false)
        case let .transferBack(key, placement, text):
            return transfer(key, from: &other, to: &items, placement: placement, text: text, back: true)
        default:
            return step(request, on: &items)
        }
    }

    /// Moves the first element with identity `id` from `source` to `destination`, where
    /// `placement` says there (see ``MovePlacement``). Going out, focus goes to the item that
    /// took its place and `text` is spoken; coming back, focus goes to the item itself and
    /// nothing is spoken. The inverse brings it back between the neighbours it had.
    mutating func transfer<Items>(
        _ key: MoveKey, from source: inout Items, to destination: inout Items, placement: MovePlacement, text: String,
        back: Bool
    ) -> ListStep
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        hint = nil
        let identify = self.identify
        guard let id = key.identity(as: ID.self), let from = source.firstIndex(where: { identify($0) == id }) else {
            return ListStep(
                change: .none, focus: nil, announcement: .list(.notFound), inverse: nil,
                announcer: announcer)
        }
        guard !destination.contains(where: { identify($0) == id }) else {
            return ListStep(
                change: .none, focus: back ? nil : key, announcement: .list(.notFound),
                inverse: nil, announcer: announcer)
        }
        let fromOffset = source.distance(from: source.startIndex, to: from)
        let predecessor = fromOffset > 0 ? identify(source[source.index(source.startIndex, offsetBy: fromOffset - 1)]) : nil
        let element = source.remove(at: from)
        let subject = StepSubject.item(label: spokenLabel(of: element))
        let follower = fromOffset < source.count
            ? identify(source[source.index(source.startIndex, offsetBy: fromOffset)]) : nil
        let toOffset = placement.offset(in: destination, identify: identify)
        destination.insert(element, at: destination.index(destination.startIndex, offsetBy: toOffset))
        let inverse = MovePlacement(after: predecessor, before: follower, offset: fromOffset)
        if back {
            var said = ListsAnnouncement(returning: true)
            said.arrived = 1
            said.place(
                block: toOffset, in: destination, id: identify,
                arrived: [id], label: label.map { path in { $0[keyPath: path] } }, labelLimit: announcer.labelLimit)
            return ListStep(
                change: .transferredBack(from: fromOffset, to: toOffset), focus: key, announcement: .lists(said),
                inverse: .transfer(key, inverse, announcement: text), announcer: announcer, subject: subject)
        }
        let focus = source.isEmpty
            ? nil : identify(source[source.index(source.startIndex, offsetBy: Swift.min(fromOffset, source.count - 1))])
        return ListStep(
            change: .transferred(from: fromOffset, to: toOffset), focus: focus, announcement: .given(text),
            inverse: .transferBack(key, inverse, announcement: text), announcer: announcer, subject: subject)
    }
}
