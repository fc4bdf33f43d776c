/// What a completed drop did, for the app to announce, animate or log.
///
/// The drop modifiers hand it to their `completion` closure once the lists are written:
///
/// ```swift
/// .onInsert(of: Bird.self, into: $birds) { outcome in
///     if !outcome.failures.isEmpty { showLoadFailure = true }
/// }
/// ```
public struct DropOutcome<ID: Hashable & Sendable>: Sendable {
    /// One load that failed: the provider's position in the drop and why it failed.
    package typealias Failure = (index: Int, error: ItemProviderError)

    /// The identities inserted at the destination, in drop order.
    public package(set) var inserted: [ID] = []
    /// Where the first inserted item landed in the destination (the count of items before it).
    var insertionOffset: Int = 0
    /// The identities taken out of the source lists (moves only).
    public package(set) var removedFromSource: [ID] = []
    /// The identities a move took from the destination itself and placed again at the target:
    /// a move within the list (they are in ``removedFromSource`` too, as they left their place).
    var relocated: [ID] = []
    /// Identities not inserted because the destination already had them (or the drop
    /// carried them twice).
    public package(set) var skipped: [ID] = []
    /// The loads that failed, in drop order: each the provider's position in the drop
    /// (`index`, 0 for the first item dragged) and why it failed (`error`, whose code is
    /// ``ItemProviderError/Code/cancelled`` when the load was cancelled). Their items were
    /// neither inserted nor removed from their source.
    ///
    /// ```swift
    /// for (index, error) in outcome.failures where error.code != .cancelled {
    ///     logger.error("item \(index + 1): \(error.failureReason ?? "")")
    /// }
    /// ```
    public package(set) var failures: [(index: Int, error: ItemProviderError)] = []

    /// Creates an empty outcome.
    init() {}
}
