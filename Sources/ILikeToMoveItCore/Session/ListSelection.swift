/// The identities selected in a list, as its view hands them over: the view's own set, kept as
/// it is and read by key (``MoveKey``), so that an update of the view costs the same whatever
/// the selection's size. Keys are made only for a move of the selection, which holds them.
///
/// ```swift
/// let selection = ListSelection([crow.id, jay.id])
/// selection.contains(MoveKey(crow.id))     // true
/// selection.keys                           // [crow.id, jay.id] as keys
/// ```
package struct ListSelection {
    /// The view's set, in a box of its own; `nil` for none. (A class reference: copying the
    /// settings copies a pointer, where an existential holding the set is copied through the
    /// runtime.)
    private let identities: SelectedIdentities?

    /// No selection.
    package init() {
        identities = nil
    }

    /// The identities in `identities` selected.
    package init<ID: Hashable>(_ identities: Set<ID>) {
        self.identities = identities.isEmpty ? nil : Selected(identities)
    }

    /// How many items are selected.
    package var count: Int { identities?.count ?? 0 }

    /// Whether the item with the identity `key` names is selected.
    ///
    /// - Complexity: O(1).
    package func contains(_ key: MoveKey) -> Bool {
        identities?.contains(key) ?? false
    }

    /// The selected identities as keys.
    ///
    /// - Complexity: O(*k*) for *k* selected items.
    package var keys: Set<MoveKey> {
        identities?.keys ?? []
    }

    /// The selected identities of type `ID`: the view's set when it has that type (O(1)), else
    /// none.
    package func identities<ID: Hashable>(as type: ID.Type) -> Set<ID> {
        (identities as? Selected<ID>)?.identities ?? []
    }
}

/// A set of identities read by key: what ``ListSelection`` keeps, whatever the identity type.
private class SelectedIdentities {
    var count: Int { 0 }
    func contains(_ key: MoveKey) -> Bool { false }
    var keys: Set<MoveKey> { [] }
}

/// A view's set of identities of type `ID`.
private final class Selected<ID: Hashable>: SelectedIdentities {
    let identities: Set<ID>

    init(_ identities: Set<ID>) {
        self.identities = identities
    }

    override var count: Int { identities.count }

    override func contains(_ key: MoveKey) -> Bool {
        guard let identity = key.identity(as: ID.self) else { return false }
        return identities.contains(identity)
    }

    override var keys: Set<MoveKey> { MoveKey.keys(of: identities) }
}
