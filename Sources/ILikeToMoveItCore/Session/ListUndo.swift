/// What an undo or redo action a session registered carries back to it: the request that takes
/// one step back (a ``ListRequest`` in the list's identity type), held without that type, so
/// that events and effects are the same types for every list.
///
/// Two are equal when they carry equal requests of the same identity type.
package struct ListUndo: Equatable {
    /// What the request does; its keys wrap identities of the type ``identityType`` names.
    private let kind: MoveRequestKind
    /// The other list the request goes to, if any.
    private let transfer: Int?
    /// The identity type of the list the request was made for.
    private let identityType: ObjectIdentifier

    /// Carries `request`.
    package init<ID: Hashable>(_ request: ListRequest<ID>) {
        kind = request.request.kind
        transfer = request.transfer
        identityType = ObjectIdentifier(ID.self)
    }

    /// The request, when it was made for identities of type `ID`; `nil` for another list's.
    package func request<ID: Hashable>(as type: ID.Type) -> ListRequest<ID>? {
        guard identityType == ObjectIdentifier(ID.self) else { return nil }
        return ListRequest(MoveRequest(kind), transfer: transfer)
    }
}
