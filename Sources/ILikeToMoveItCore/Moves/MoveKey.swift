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
}
