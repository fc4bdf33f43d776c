/// The representation a reader should load: which of its readable types matched, and which
/// offered type identifier to load to get it.
///
/// Produced by `[UTType].negotiate(offered:)` (over types or type identifiers);
/// a bridge to `NSItemProvider` uses the identifier form with `registeredTypeIdentifiers`
/// and then loads ``offeredIdentifier`` exactly.
public struct TypeMatch: Sendable, Hashable, CustomStringConvertible {
    /// The reader's type that matched.
    public let readableType: UTType
    /// The position of ``readableType`` in the reader's list.
    public let readableIndex: Int
    /// The offered type identifier to load; it conforms to ``readableType``.
    public let offeredIdentifier: String
    /// The position of ``offeredIdentifier`` among the offered identifiers.
    public let offeredIndex: Int

    /// Creates a match.
    public init(readableType: UTType, readableIndex: Int, offeredIdentifier: String, offeredIndex: Int) {
        self.readableType = readableType
        self.readableIndex = readableIndex
        self.offeredIdentifier = offeredIdentifier
        self.offeredIndex = offeredIndex
    }

    /// The match in words, for logs.
    public var description: String {
        "\(offeredIdentifier) (offered #\(offeredIndex)) read as \(readableType.identifier) (readable #\(readableIndex))"
    }
}
