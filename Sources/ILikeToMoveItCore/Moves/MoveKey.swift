/// The one type that the session's requests, steps, placements and effects name items by,
/// whatever the identity type of the list: the item's identity, wrapped.
///
/// A request or step that stored the list's own identity type would make every function that
/// builds or reads it generic over that type, and unspecialised generic code (the package's,
/// in an app) looks up the runtime's description of each such type, and of each optional and
/// tuple of it, every time it runs. Keys keep that to the list's own code: the moves read and
/// compare identities of the list's type, and turn a key into one once a request
/// (``identity(as:)``).
package typealias MoveKey = AnyHashable

extension MoveKey {
    /// The identity this key wraps, as `ID`; `nil` when it wraps a value of another type.
    ///
    /// (Its `base` is cast, which the runtime does in a third of the time it takes to cast
    /// the key itself; a key of an `AnyHashable` identity wraps the identity's base, and
    /// casting that base to `AnyHashable` wraps it again, into an equal key.)
    ///
    /// - Complexity: O(1).
    @inline(__always)
    package func identity<ID: Hashable>(as type: ID.Type) -> ID? {
        base as? ID
    }

    /// Whether this key wraps an identity of type `ID` (``identity(as:)`` without making an
    /// optional of `ID`, which unspecialised code looks up in the runtime).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    package func holds<ID: Hashable>(_ type: ID.Type) -> Bool {
        base is ID
    }

    // The conversions of many identities are plain loops: a lazy `map` or an array's implicit
    // conversion runs unspecialised here, looking types up and casting for each element.

    /// The keys of `identities`, in order.
    ///
    /// - Complexity: O(*n*).
    static func keys<Identities: Collection>(of identities: Identities) -> [MoveKey] where Identities.Element: Hashable {
        var keys: [MoveKey] = []
        keys.reserveCapacity(identities.count)
        for identity in identities { keys.append(MoveKey(identity)) }
        return keys
    }

    /// The keys of `identities`.
    ///
    /// - Complexity: O(*n*).
    static func keys<ID: Hashable>(of identities: Set<ID>) -> Set<MoveKey> {
        var keys = Set<MoveKey>(minimumCapacity: identities.count)
        for identity in identities { keys.insert(MoveKey(identity)) }
        return keys
    }

    /// The identities of type `ID` that `keys` wrap; keys of another type are left out.
    ///
    /// - Complexity: O(*n*).
    static func identities<ID: Hashable>(of keys: Set<MoveKey>, as type: ID.Type) -> Set<ID> {
        var identities = Set<ID>(minimumCapacity: keys.count)
        for key in keys {
            if let identity = key.identity(as: ID.self) { identities.insert(identity) }
        }
        return identities
    }
}
