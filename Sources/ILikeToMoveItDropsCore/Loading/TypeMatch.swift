/// The representation a reader should load: which of its readable types matched, and which
/// offered type identifier to load to get it.
struct TypeMatch: Sendable, Equatable, CustomStringConvertible {
    /// The reader's type that matched.
    let readableType: UTType
    /// The position of ``readableType`` in the reader's list.
    let readableIndex: Int
    /// The offered type identifier to load; it conforms to ``readableType``.
    let offeredIdentifier: String
    /// The position of ``offeredIdentifier`` among the offered identifiers.
    let offeredIndex: Int

    /// The match in words, for logs.
    var description: String {
        "\(offeredIdentifier) (offered #\(offeredIndex)) read as \(readableType.identifier) (readable #\(readableIndex))"
    }
}
