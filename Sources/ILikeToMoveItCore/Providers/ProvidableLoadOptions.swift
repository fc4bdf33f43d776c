/// Limits applied when reading items from providers.
///
/// ```swift
/// let birds = try await providers.loadItems(Bird.self, options: .init(maximumPayloadSize: 1 << 20))
/// ```
public struct ProvidableLoadOptions: Sendable, Hashable {
    /// The default payload limit: 16 MiB.
    public static let defaultMaximumPayloadSize = 16 << 20

    /// The largest payload, in bytes, that is decoded; larger ones fail with
    /// ``ItemProviderError/Code/payloadTooLarge``. Negative values
    /// count as zero. The check runs once the loader has produced its bytes.
    public var maximumPayloadSize: Int

    /// Creates options.
    /// - Parameter maximumPayloadSize: The largest payload decoded, in bytes.
    public init(maximumPayloadSize: Int = Self.defaultMaximumPayloadSize) {
        self.maximumPayloadSize = maximumPayloadSize
    }

    /// The default options.
    public static let `default` = ProvidableLoadOptions()
}
