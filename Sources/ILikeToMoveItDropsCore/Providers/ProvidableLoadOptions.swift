/// Limits applied when reading items from providers.
///
/// ```swift
/// let results = await providers.loadItemResults(Bird.self, options: .init(maximumPayloadSize: 1 << 20))
/// ```
public struct ProvidableLoadOptions: Sendable {
    /// The largest payload, in bytes, that is decoded; larger ones fail with
    /// ``ItemProviderError/Code/payloadTooLarge``. Negative values count as zero. The check
    /// runs once the loader has produced its bytes.
    public var maximumPayloadSize: Int

    /// Creates options.
    /// - Parameter maximumPayloadSize: The largest payload decoded, in bytes; 16 MiB
    ///   (16,777,216 bytes) by default.
    public init(maximumPayloadSize: Int = 16 << 20) {
        self.maximumPayloadSize = maximumPayloadSize
    }
}
