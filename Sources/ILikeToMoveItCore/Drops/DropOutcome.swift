/// What a completed drop did, for the app to announce or animate.
public struct DropOutcome<ID: Hashable & Sendable>: Sendable, Hashable {
    /// One load that failed; its item was neither inserted nor removed from its source.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The provider's position in the drop.
        public let index: Int
        /// Why it failed.
        public let error: ItemProviderError

        /// The failure in words, with its position.
        public var description: String { "item \(index + 1): \(error)" }
    }

    /// The identities inserted at the destination, in drop order.
    public var inserted: [ID] = []
    /// Where the first inserted item landed in the destination (the count of items before it).
    public var insertionOffset: Int = 0
    /// The identities taken out of the source (moves only).
    public var removedFromSource: [ID] = []
    /// Identities not inserted because the destination already had them (or the drop
    /// carried them twice).
    public var skipped: [ID] = []
    /// The loads that failed, in drop order.
    public var failures: [Failure] = []

    /// Creates an empty outcome.
    public init() {}

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.inserted == rhs.inserted && lhs.insertionOffset == rhs.insertionOffset
            && lhs.removedFromSource == rhs.removedFromSource && lhs.skipped == rhs.skipped
            && lhs.failures.map(\.index) == rhs.failures.map(\.index)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(inserted)
        hasher.combine(insertionOffset)
        hasher.combine(removedFromSource)
        hasher.combine(skipped)
        hasher.combine(failures.map(\.index))
    }
}
