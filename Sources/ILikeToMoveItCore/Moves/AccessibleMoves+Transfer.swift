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
        switch request.kind {
        case let .transfer(id, before, text):
            return transfer(id, from: &items, to: &other, before: before, text: text, back: false)
        case let .transferBack(id, before, text):
            return transfer(id, from: &other, to: &items, before: before, text: text, back: true)
        default:
            return perform(request, on: &items)
        }
    }

    /// Moves the first element with identity `id` from `source` to `destination`, in front of
    /// `before` there. Going out, focus goes to the item that took its place and `text` is
    /// spoken; coming back, focus goes to the item itself and nothing is spoken.
    mutating func transfer<Items>(
        _ id: ID, from source: inout Items, to destination: inout Items, before: ID?, text: String, back: Bool
    ) -> MoveStep<ID>
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        hint = nil
        let identify = self.identify
        guard let from = source.firstIndex(where: { identify($0) == id }) else {
            return MoveStep(
                change: .none, focus: nil, announcement: .list(.notFound), inverse: nil,
                announcer: announcer)
        }
        guard !destination.contains(where: { identify($0) == id }) else {
            return MoveStep(
                change: .none, focus: back ? nil : id, announcement: .list(.notFound),
                inverse: nil, announcer: announcer)
        }
        let fromOffset = source.distance(from: source.startIndex, to: from)
        let element = source.remove(at: from)
        let subject = MoveStep<ID>.Subject.item(label: label.map { MoveLabel.sanitize(element[keyPath: $0], limit: announcer.labelLimit) })
        let follower = fromOffset < source.count
            ? identify(source[source.index(source.startIndex, offsetBy: fromOffset)]) : nil
        let at = before.flatMap { anchor in destination.firstIndex { identify($0) == anchor } }
            ?? destination.endIndex
        let toOffset = destination.distance(from: destination.startIndex, to: at)
        destination.insert(element, at: at)
        if back {
            var said = ListsAnnouncement(returning: true)
            said.arrived = 1
            said.place(
                block: toOffset, in: destination, id: identify,
                arrived: [id], label: label.map { path in { $0[keyPath: path] } }, labelLimit: announcer.labelLimit)
            return MoveStep(
                change: .transferredBack(from: fromOffset, to: toOffset), focus: id, announcement: .lists(said),
                inverse: .transfer(id, before: follower, announcement: text), announcer: announcer, subject: subject)
        }
        let focus = source.isEmpty
            ? nil : identify(source[source.index(source.startIndex, offsetBy: Swift.min(fromOffset, source.count - 1))])
        return MoveStep(
            change: .transferred(from: fromOffset, to: toOffset), focus: focus, announcement: .given(text),
            inverse: .transferBack(id, before: follower, announcement: text), announcer: announcer, subject: subject)
    }
}
