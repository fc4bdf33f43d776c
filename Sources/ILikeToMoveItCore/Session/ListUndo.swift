/// What an undo or redo action a session registered carries back to it: the request that takes
/// one step back (a ``ListRequest``) and the identity type of the list it was made for, so that
/// an undo reaches only a list of that type while events and effects are the same types for
/// every list.
///
/// Two are equal when they carry equal requests of the same identity type.
package struct ListUndo: Equatable {
    /// The request; its keys wrap identities of the type ``identityType`` names.
    private let request: ListRequest
    /// The identity type of the list the request was made for.
    private let identityType: ObjectIdentifier

    /// Carries `request`, made for a list whose items are identified by the type
    /// `identityType` names (``ListBox/identityType``).
    package init(_ request: ListRequest, identityType: ObjectIdentifier) {
        self.request = request
        self.identityType = identityType
    }

    /// Carries `request`, made for a list whose items are identified by `ID`.
    package init<ID: Hashable>(_ request: ListRequest, for type: ID.Type) {
        self.init(request, identityType: ObjectIdentifier(ID.self))
    }

    /// The request, when it was made for identities of the type `identityType` names; `nil`
    /// for another list's.
    package func request(forIdentityType identityType: ObjectIdentifier) -> ListRequest? {
        self.identityType == identityType ? request : nil
    }
}
