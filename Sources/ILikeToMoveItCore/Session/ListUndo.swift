/// What an undo or redo action a session registered carries back to it: the request that takes
/// one step back (a ``ListRequest`` in the list's identity type), held without that type, so
/// that events and effects are the same types for every list.
///
/// Two are equal when they carry equal requests of the same identity type.
package struct ListUndo: Equatable {
    private let box: AnyRequestBox

    /// Carries `request`.
    package init<ID: Hashable>(_ request: ListRequest<ID>) {
        box = RequestBox(request)
    }

    /// The request, when it was made for identities of type `ID`; `nil` for another list's.
    package func request<ID: Hashable>(as type: ID.Type) -> ListRequest<ID>? {
        (box as? RequestBox<ID>)?.request
    }

    package static func == (lhs: ListUndo, rhs: ListUndo) -> Bool {
        lhs.box === rhs.box || lhs.box.equals(rhs.box)
    }
}

/// A request of some identity type, compared with another of the same type.
private class AnyRequestBox {
    func equals(_ other: AnyRequestBox) -> Bool { false }
}

private final class RequestBox<ID: Hashable>: AnyRequestBox {
    let request: ListRequest<ID>

    init(_ request: ListRequest<ID>) {
        self.request = request
    }

    override func equals(_ other: AnyRequestBox) -> Bool {
        (other as? RequestBox<ID>)?.request == request
    }
}
