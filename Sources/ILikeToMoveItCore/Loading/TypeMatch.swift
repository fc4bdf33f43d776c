/// The representation a reader should load: which of its readable types matched, and which
/// offered type identifier to load to get it.
package struct TypeMatch: Sendable, Hashable, CustomStringConvertible {
    /// The reader's type that matched.
    package let readableType: UTType
    /// The position of ``readableType`` in the reader's list.
    package let readableIndex: Int
    /// The offered type identifier to load; it conforms to ``readableType``.
    package let offeredIdentifier: String
    /// The position of ``offeredIdentifier`` among the offered identifiers.
    package let offeredIndex: Int

    /// The match in words, for logs.
    package var description: String {
        "\(offeredIdentifier) (offered #\(offeredIndex)) read as \(readableType.identifier) (readable #\(readableIndex))"
    }
}
