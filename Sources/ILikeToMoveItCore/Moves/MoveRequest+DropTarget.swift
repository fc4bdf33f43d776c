extension MoveRequest where ID: Sendable {
    /// A transfer of the item to `target` in `destination`, with the target turned into the
    /// item it goes in front of there (so that the request still holds only identities).
    ///
    /// - Parameters:
    ///   - id: The item to transfer.
    ///   - target: Where it goes in `destination`.
    ///   - destination: The other list, as it is now.
    ///   - idPath: The key path to each element's identity.
    ///   - announcement: What is spoken after the transfer.
    /// - Returns: A ``transfer(_:before:announcement:)`` request.
    /// - Complexity: O(*m*), *m* being the length of `destination`.
    static func transfer<C: Collection>(
        _ id: ID, to target: DropTarget<ID>, in destination: C, identifiedBy idPath: KeyPath<C.Element, ID>,
        announcement: String
    ) -> MoveRequest {
        let ids = destination.lazy.map { $0[keyPath: idPath] }
        let anchor: ID? =
            switch target {
            case .end: nil
            case .start: ids.first
            case let .before(anchor): anchor
            case let .index(index): index < 0 ? ids.first : ids.dropFirst(index).first
            case let .after(anchor): ids.drop { $0 != anchor }.dropFirst().first
            }
        return .transfer(id, before: anchor, announcement: announcement)
    }
}
