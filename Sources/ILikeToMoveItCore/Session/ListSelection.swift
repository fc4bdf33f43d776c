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
    /// settings copies a pointer, where the set held as an existential is copied through the
    /// runtime.)
    private let box: Box?

    /// No selection.
    package init() {
        box = nil
    }

    /// The identities in `identities` selected.
    package init<ID: Hashable>(_ identities: Set<ID>) {
        box = identities.isEmpty ? nil : Box(identities)
    }

    /// How many items are selected.
    package var count: Int { box?.identities.count ?? 0 }

    /// Whether the item with the identity `key` names is selected.
    ///
    /// - Complexity: O(1).
    package func contains(_ key: MoveKey) -> Bool {
        box?.identities.contains(key: key) ?? false
    }

    /// The selected identities as keys.
    ///
    /// - Complexity: O(*k*) for *k* selected items.
    package var keys: Set<MoveKey> {
        box?.identities.keys ?? []
    }

    /// The selected identities of type `ID`: the view's set when it has that type (O(1)), else
    /// none.
    package func identities<ID: Hashable>(as type: ID.Type) -> Set<ID> {
        box?.identities as? Set<ID> ?? []
    }

    /// The box holding the view's set.
    private final class Box {
        let identities: any SelectedIdentities

        init(_ identities: any SelectedIdentities) {
            self.identities = identities
        }
    }
}

/// A set of identities read by key: what ``ListSelection`` keeps, whatever the identity type.
private protocol SelectedIdentities {
    var count: Int { get }
    func contains(key: MoveKey) -> Bool
    var keys: Set<MoveKey> { get }
}

extension Set: SelectedIdentities {
    fileprivate func contains(key: MoveKey) -> Bool {
        guard let identity = key.identity(as: Element.self) else { return false }
        return contains(identity)
    }

    fileprivate var keys: Set<MoveKey> { MoveKey.keys(of: self) }
}
